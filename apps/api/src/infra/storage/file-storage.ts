import type { Readable } from 'node:stream';

/** A byte range of a stored file, both ends inclusive (as in an HTTP Range header). */
export interface ByteRange {
  readonly start: number;
  readonly end: number;
}

export interface StoredObject {
  /** The whole file, or the requested range of it. */
  readonly body: Readable;
  /** Size of the whole file in bytes. */
  readonly size: number;
}

/**
 * Where uploaded files live. Keys are chosen by the server (see storage-keys.ts), never by the user, so an
 * implementation may map them straight to a file name or an object key.
 */
export interface FileStorage {
  /** Stores the bytes under the key (replacing nothing: keys are fresh) and returns their entity tag. */
  put(key: string, bytes: Uint8Array, contentType: string): Promise<{ readonly eTag: string }>;
  /** The stored file, or null when there is none under this key. */
  get(key: string, range?: ByteRange): Promise<StoredObject | null>;
  /** Removes the file; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** Human-readable description for logs, e.g. "local disk /data/uploads". */
  readonly description: string;
}
