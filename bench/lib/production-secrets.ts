import { randomBytes } from 'node:crypto';

/**
 * A production start refuses development and short secrets (apps/api config): the benchmarks' servers get
 * fresh ones per run. Nothing here pays or seals anything that must outlive the run.
 */
export const BENCH_PRODUCTION_SECRETS = {
  PAYMENT_ACCESS_KEY: randomBytes(32).toString('base64url'),
  TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64url'),
  // Not a secret, but production refuses to start without it (the classroom needs it).
  ICE_SERVERS: JSON.stringify([{ urls: 'stun:127.0.0.1:3478' }]),
} as const;
