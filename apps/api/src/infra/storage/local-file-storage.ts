import { createHash, randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ByteRange, FileStorage, StoredObject } from './file-storage';
import { isStorageKey } from './storage-keys';

/** md5 of the content, as S3 reports it for single-part uploads, so both storages agree on eTags. */
export function contentETag(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('hex');
}

/**
 * Files under `root` (DATA_DIR/uploads), one per key. Every key is checked for the server's key shape and
 * the resolved path must stay inside `root`, so no key can reach another file.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;
  readonly description: string;

  constructor(root: string) {
    this.root = path.resolve(root);
    this.description = `local disk ${this.root}`;
  }

  /** The file's path, or null for anything that is not a key of ours or would leave the root. */
  pathOf(key: string): string | null {
    if (!isStorageKey(key)) return null;
    const resolved = path.resolve(this.root, key);
    const relative = path.relative(this.root, resolved);
    if (!relative || relative.startsWith('..') || path.isAbsolute(relative) || relative.includes(path.sep)) {
      return null;
    }
    return resolved;
  }

  private requirePath(key: string): string {
    const filePath = this.pathOf(key);
    if (!filePath) throw new Error('Refused storage key');
    return filePath;
  }

  async put(key: string, bytes: Uint8Array, _contentType?: string): Promise<{ eTag: string }> {
    const filePath = this.requirePath(key);
    await mkdir(this.root, { recursive: true });
    // Write beside, then rename: a reader never sees half a file.
    const temporary = path.join(this.root, `.${randomBytes(8).toString('hex')}.part`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, filePath);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return { eTag: contentETag(bytes) };
  }

  async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
    const filePath = this.pathOf(key);
    if (!filePath) return null;
    let size: number;
    try {
      const info = await stat(filePath);
      if (!info.isFile()) return null;
      size = info.size;
    } catch {
      return null;
    }
    const body = range ? createReadStream(filePath, range) : createReadStream(filePath);
    return { body, size };
  }

  async delete(key: string): Promise<void> {
    const filePath = this.pathOf(key);
    if (filePath) await rm(filePath, { force: true });
  }
}
