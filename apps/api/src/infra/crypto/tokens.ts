import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, url-safe: session tokens, community tokens and mailed codes. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** What is stored for a secret: its SHA-256 in hex. A fast hash suffices for 256-bit random input. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex');
}

/** A short public identifier (the profile token in profile URLs), 12 url-safe characters. */
export function newPublicToken(): string {
  return randomBytes(9).toString('base64url');
}
