import { randomBytes } from 'node:crypto';

/** `<32 hex characters>.<extension of the DETECTED type>`: nothing of the user's file name ever gets in. */
const STORAGE_KEY = /^[0-9a-f]{32}\.[a-z0-9]{2,5}$/;

export function newStorageKey(extension: string): string {
  const key = `${randomBytes(16).toString('hex')}.${extension}`;
  if (!STORAGE_KEY.test(key)) throw new Error(`Unusable storage extension: ${extension}`);
  return key;
}

/** True only for keys of the server's own shape: no separators, no dots but the one, no encodings. */
export function isStorageKey(value: string): boolean {
  return STORAGE_KEY.test(value);
}

/** The URL path the browser fetches a stored file from. */
export function publicPathOf(key: string): string {
  return `/uploads/${key}`;
}
