import {
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  type ListObjectsV2CommandOutput,
} from '@aws-sdk/client-s3';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { createFileStorage } from './create-file-storage';
import type { FileStorage, StoredObject } from './file-storage';
import { LocalFileStorage, contentETag } from './local-file-storage';
import { S3FileStorage } from './s3-file-storage';
import {
  S3RVER_ACCESS_KEY,
  S3RVER_BUCKET,
  S3RVER_SECRET_KEY,
  startS3rverTestServer,
  type S3rverTestServer,
} from './s3rver-test-server';
import { isStorageKey, newStorageKey } from './storage-keys';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajar-storage-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function bytesOf(object: StoredObject | null): Promise<Buffer> {
  if (!object) throw new Error('expected a stored object, got null');
  return buffer(object.body);
}

/** Keys that are not of the server's shape: traversal, nesting, encodings, upper case, empty. */
const FOREIGN_KEYS = [
  '../secret.txt',
  '..%2fsecret.txt',
  '/etc/passwd',
  'a/b.png',
  `${'A'.repeat(32)}.png`,
  '',
];

describe('storage keys', () => {
  it('are random hex plus the extension, and nothing else passes', () => {
    const key = newStorageKey('png');
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(newStorageKey('png')).not.toBe(key);
    for (const bad of [...FOREIGN_KEYS, `${'a'.repeat(32)}.png/..`, '..']) {
      expect(isStorageKey(bad)).toBe(false);
    }
    expect(() => newStorageKey('../x')).toThrow();
  });
});

interface StorageUnderTest {
  readonly storage: FileStorage;
  /** Everything the implementation holds, so a test can see that a refusal wrote nothing. */
  stored(): Promise<string[]>;
}

/** What every FileStorage must do, the same on local disk and on S3. */
function describeFileStorageContract(name: string, subject: () => StorageUnderTest): void {
  describe(`${name}: the FileStorage contract`, () => {
    it('reads back exactly the bytes it stored, whole or a range, with their md5 as eTag', async () => {
      const { storage, stored } = subject();
      // Every byte value, and 1 MiB of noise that streams back in many chunks.
      for (const bytes of [Buffer.from(Array.from({ length: 256 }, (_, i) => i)), randomBytes(1024 * 1024)]) {
        const before = await stored();
        const key = newStorageKey('bin');
        expect(await storage.put(key, bytes, 'application/octet-stream')).toEqual({
          eTag: contentETag(bytes),
        });
        expect((await stored()).sort()).toEqual([...before, key].sort());

        const whole = await storage.get(key);
        expect(whole?.size).toBe(bytes.length);
        expect((await bytesOf(whole)).equals(bytes)).toBe(true);
        const part = await storage.get(key, { start: 200, end: 255 });
        expect(part?.size).toBe(bytes.length);
        expect((await bytesOf(part)).equals(bytes.subarray(200, 256))).toBe(true);
        await storage.delete(key);
      }
    });

    it('deletes: reading the key then answers null, and deleting it again is no error', async () => {
      const { storage, stored } = subject();
      const before = await stored();
      const key = newStorageKey('pdf');
      await storage.put(key, Buffer.from('%PDF-1.4 hello'), 'application/pdf');
      await storage.delete(key);
      expect(await storage.get(key)).toBeNull();
      await storage.delete(key);
      expect(await stored()).toEqual(before);
    });

    it('answers null for a key that was never stored (no error escapes)', async () => {
      const { storage } = subject();
      expect(await storage.get(newStorageKey('png'))).toBeNull();
      expect(await storage.get(newStorageKey('png'), { start: 0, end: 9 })).toBeNull();
    });

    it('refuses keys that are not of its own shape and writes, reads and deletes nothing for them', async () => {
      const { storage, stored } = subject();
      const kept = newStorageKey('txt');
      await storage.put(kept, Buffer.from('kept'), 'text/plain');
      const before = await stored();
      for (const key of FOREIGN_KEYS) {
        await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Refused storage key');
        expect(await storage.get(key)).toBeNull();
        await storage.delete(key).catch(() => undefined);
      }
      expect(await stored()).toEqual(before);
      expect((await bytesOf(await storage.get(kept))).toString()).toBe('kept');
      await storage.delete(kept);
    });
  });
}

describe('LocalFileStorage', () => {
  let root: string;
  let storage: LocalFileStorage;
  beforeAll(() => {
    root = path.join(tempDir(), 'uploads');
    storage = new LocalFileStorage(root);
  });

  describeFileStorageContract('local disk', () => ({
    storage,
    stored: async () => (existsSync(root) ? readdirSync(root) : []),
  }));

  it('keeps each file as one file named by its key inside the root', async () => {
    const key = newStorageKey('pdf');
    const bytes = Buffer.from('%PDF-1.4 hello');
    await storage.put(key, bytes, 'application/pdf');
    expect(readFileSync(path.join(root, key)).equals(bytes)).toBe(true);
    await storage.delete(key);
  });

  it('never reaches a file outside its root', async () => {
    const base = tempDir();
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    const confined = new LocalFileStorage(path.join(base, 'uploads'));
    for (const key of ['../secret.txt', '..%2fsecret.txt', '/etc/passwd', 'secret.txt']) {
      expect(confined.pathOf(key)).toBeNull();
      expect(await confined.get(key)).toBeNull();
    }
    await confined.delete('../secret.txt');
    expect(readFileSync(path.join(base, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

describe('S3FileStorage against s3rver (a real S3 HTTP server, the real SDK client)', () => {
  let server: S3rverTestServer;
  let storage: FileStorage;
  /** A plain SDK client to look at the bucket behind the storage's back. */
  let inspector: S3Client;

  /** The storage as main.ts builds it from S3_* variables, with some of them changed. */
  const storageWith = (env: Record<string, string>): Promise<FileStorage> =>
    createFileStorage(configFromEnv({ DATA_DIR: tempDir(), ...server.env, ...env }));

  async function objectKeys(): Promise<string[]> {
    const keys: string[] = [];
    let token: string | undefined;
    do {
      const page: ListObjectsV2CommandOutput = await inspector.send(
        new ListObjectsV2Command({ Bucket: S3RVER_BUCKET, ContinuationToken: token }),
      );
      keys.push(...(page.Contents ?? []).map((object) => object.Key ?? ''));
      token = page.NextContinuationToken;
    } while (token);
    return keys;
  }

  beforeAll(async () => {
    server = await startS3rverTestServer();
    storage = await storageWith({});
    inspector = new S3Client({
      region: 'us-east-1',
      endpoint: server.endpoint,
      forcePathStyle: true,
      credentials: { accessKeyId: S3RVER_ACCESS_KEY, secretAccessKey: S3RVER_SECRET_KEY },
    });
  });
  afterAll(async () => {
    inspector?.destroy();
    await server?.close();
  });

  describeFileStorageContract('s3rver', () => ({
    storage,
    // Objects live under the "uploads/" prefix; anything elsewhere in the bucket shows with its full key.
    stored: async () => (await objectKeys()).map((key) => key.replace(/^uploads\//, '')),
  }));

  it('is what createFileStorage builds when S3_BUCKET is set', () => {
    expect(storage).toBeInstanceOf(S3FileStorage);
    expect(storage.description).toBe(`S3 bucket ${S3RVER_BUCKET}/uploads/`);
  });

  it('puts each object under uploads/ with the content type it was given', async () => {
    const key = newStorageKey('png');
    const bytes = randomBytes(100);
    await storage.put(key, bytes, 'image/png');
    const head = await inspector.send(
      new HeadObjectCommand({ Bucket: S3RVER_BUCKET, Key: `uploads/${key}` }),
    );
    expect([head.ContentType, head.ContentLength, head.ETag]).toEqual([
      'image/png',
      100,
      `"${contentETag(bytes)}"`,
    ]);
    await storage.delete(key);
  });

  it('fails with S3\'s "Access Key Id ... does not exist" under a wrong access key, and writes nothing', async () => {
    const kept = newStorageKey('txt');
    await storage.put(kept, Buffer.from('kept'), 'text/plain');
    const before = await objectKeys();
    const wrong = await storageWith({ S3_ACCESS_KEY_ID: 'NOT-A-KEY' });
    const refused = { name: 'InvalidAccessKeyId', message: expect.stringMatching(/Access Key Id/) };

    await expect(wrong.put(newStorageKey('txt'), Buffer.from('x'), 'text/plain')).rejects.toMatchObject(
      refused,
    );
    // A refused credential is an error, never a missing file: the object is there.
    await expect(wrong.get(kept)).rejects.toMatchObject(refused);
    await expect(wrong.delete(kept)).rejects.toMatchObject(refused);
    expect(await objectKeys()).toEqual(before);
    expect((await bytesOf(await storage.get(kept))).toString()).toBe('kept');
    await storage.delete(kept);
  });

  it('fails on a bucket that does not exist instead of answering every file as missing', async () => {
    const missingBucket = await storageWith({ S3_BUCKET: 'no-such-bucket' });
    await expect(missingBucket.get(newStorageKey('png'))).rejects.toMatchObject({ name: 'NoSuchBucket' });
    await expect(
      missingBucket.put(newStorageKey('png'), Buffer.from('x'), 'image/png'),
    ).rejects.toMatchObject({
      name: 'NoSuchBucket',
    });
  });
});

describe('createFileStorage', () => {
  it('uses local disk under DATA_DIR/uploads unless S3_BUCKET is set', async () => {
    const dataDir = tempDir();
    const local = await createFileStorage(configFromEnv({ DATA_DIR: dataDir }));
    expect(local).toBeInstanceOf(LocalFileStorage);
    expect(local.description).toBe(`local disk ${path.join(dataDir, 'uploads')}`);
  });
});
