import { GetObjectCommand, PutObjectCommand, DeleteObjectCommand } from '@aws-sdk/client-s3';
import { mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { configFromEnv } from '../../config';
import { createFileStorage } from './create-file-storage';
import { LocalFileStorage, contentETag } from './local-file-storage';
import { S3FileStorage, type S3Sender } from './s3-file-storage';
import { isStorageKey, newStorageKey } from './storage-keys';

const dirs: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'ajar-storage-'));
  dirs.push(dir);
  return dir;
}
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('storage keys', () => {
  it('are random hex plus the extension, and nothing else passes', () => {
    const key = newStorageKey('png');
    expect(key).toMatch(/^[0-9a-f]{32}\.png$/);
    expect(newStorageKey('png')).not.toBe(key);
    for (const bad of [
      '../x.png',
      'a/b.png',
      `${'a'.repeat(32)}.png/..`,
      `${'A'.repeat(32)}.png`,
      '',
      '..',
    ]) {
      expect(isStorageKey(bad)).toBe(false);
    }
    expect(() => newStorageKey('../x')).toThrow();
  });
});

describe('LocalFileStorage', () => {
  it('stores, reads (whole or a range) and deletes files inside its root', async () => {
    const root = path.join(tempDir(), 'uploads');
    const storage = new LocalFileStorage(root);
    const key = newStorageKey('pdf');
    const bytes = Buffer.from('%PDF-1.4 hello');
    const { eTag } = await storage.put(key, bytes, 'application/pdf');
    expect(eTag).toBe(contentETag(bytes));
    expect(readFileSync(path.join(root, key)).equals(bytes)).toBe(true);
    expect(readdirSync(root)).toEqual([key]);

    const whole = await storage.get(key);
    expect(whole?.size).toBe(bytes.length);
    expect(await text(whole?.body ?? Readable.from([]))).toBe('%PDF-1.4 hello');
    const part = await storage.get(key, { start: 9, end: 13 });
    expect(await text(part?.body ?? Readable.from([]))).toBe('hello');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key);
  });

  it('refuses keys that are not its own shape, so nothing outside the root is reachable', async () => {
    const base = tempDir();
    writeFileSync(path.join(base, 'secret.txt'), 'secret');
    const storage = new LocalFileStorage(path.join(base, 'uploads'));
    for (const key of ['../secret.txt', '..%2fsecret.txt', '/etc/passwd', 'secret.txt']) {
      expect(storage.pathOf(key)).toBeNull();
      expect(await storage.get(key)).toBeNull();
      await expect(storage.put(key, Buffer.from('x'), 'text/plain')).rejects.toThrow('Refused storage key');
    }
    await storage.delete('../secret.txt');
    expect(readFileSync(path.join(base, 'secret.txt'), 'utf8')).toBe('secret');
  });
});

/** An in-memory S3: what the SDK's client would send, answered like S3 does. */
function fakeS3(): S3Sender & { objects: Map<string, { body: Buffer; contentType: string | undefined }> } {
  const objects = new Map<string, { body: Buffer; contentType: string | undefined }>();
  return {
    objects,
    async send(command) {
      if (command instanceof PutObjectCommand) {
        const body = Buffer.from(command.input.Body as Uint8Array);
        objects.set(`${command.input.Bucket}/${command.input.Key}`, {
          body,
          contentType: command.input.ContentType,
        });
        return { ETag: `"${contentETag(body)}"` };
      }
      if (command instanceof GetObjectCommand) {
        const object = objects.get(`${command.input.Bucket}/${command.input.Key}`);
        if (!object) throw Object.assign(new Error('NoSuchKey'), { name: 'NoSuchKey' });
        const range = /^bytes=(\d+)-(\d+)$/.exec(command.input.Range ?? '');
        if (range) {
          const [start, end] = [Number(range[1]), Number(range[2])];
          return {
            Body: Readable.from([object.body.subarray(start, end + 1)]),
            ContentLength: end - start + 1,
            ContentRange: `bytes ${start}-${end}/${object.body.length}`,
          };
        }
        return { Body: Readable.from([object.body]), ContentLength: object.body.length };
      }
      if (command instanceof DeleteObjectCommand) {
        objects.delete(`${command.input.Bucket}/${command.input.Key}`);
        return {};
      }
      throw new Error('unexpected command');
    },
  };
}

describe('S3FileStorage (over a fake S3 client: no network here)', () => {
  it('puts objects under the prefix with their content type, reads ranges and deletes', async () => {
    const client = fakeS3();
    const storage = new S3FileStorage({ bucket: 'ajar', client });
    const key = newStorageKey('mp4');
    const bytes = Buffer.from('0123456789');
    expect(await storage.put(key, bytes, 'video/mp4')).toEqual({ eTag: contentETag(bytes) });
    expect(client.objects.get(`ajar/uploads/${key}`)?.contentType).toBe('video/mp4');

    const whole = await storage.get(key);
    expect(whole?.size).toBe(10);
    expect(await text(whole?.body ?? Readable.from([]))).toBe('0123456789');
    const part = await storage.get(key, { start: 2, end: 4 });
    expect(part?.size).toBe(10);
    expect(await text(part?.body ?? Readable.from([]))).toBe('234');

    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.get('../../etc/passwd')).toBeNull();
    await expect(storage.put('../x.png', bytes, 'image/png')).rejects.toThrow('Refused storage key');
  });
});

describe('createFileStorage', () => {
  it('uses local disk under DATA_DIR/uploads unless S3_BUCKET is set', async () => {
    const dataDir = tempDir();
    const local = await createFileStorage(configFromEnv({ DATA_DIR: dataDir }));
    expect(local).toBeInstanceOf(LocalFileStorage);
    expect(local.description).toBe(`local disk ${path.join(dataDir, 'uploads')}`);
    const s3 = await createFileStorage(
      configFromEnv({ DATA_DIR: dataDir, S3_BUCKET: 'ajar', S3_ENDPOINT: 'http://127.0.0.1:9000' }),
    );
    expect(s3).toBeInstanceOf(S3FileStorage);
  });
});
