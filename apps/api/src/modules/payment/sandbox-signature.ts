import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentOutcome } from '../../infra/payments/payment-provider';

/**
 * The header the sandbox signs its callbacks in, as Stripe does: `t=<unix seconds>,v1=<hex HMAC-SHA256 of
 * "<t>.<raw body>">`. The timestamp is signed with the body, so an old capture cannot be re-dated.
 */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** A callback signed longer ago (or further ahead) than this is refused. */
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, signedAt: number, body: string): string =>
  createHmac('sha256', secret).update(`${signedAt}.${body}`).digest('hex');

/** The signature header for a callback body, signed at `signedAt`. */
export function signSandboxBody(secret: string, body: string, signedAt: Date): string {
  const seconds = Math.floor(signedAt.getTime() / 1000);
  return `t=${seconds},v1=${hmac(secret, seconds, body)}`;
}

export type SandboxSignatureCheck = 'valid' | 'forged' | 'stale';

/** Checks a callback's signature in constant time, then its age on our clock. */
export function checkSandboxSignature(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
): SandboxSignatureCheck {
  const parts = new Map(
    (header ?? '').split(',').map((part) => {
      const at = part.indexOf('=');
      return [part.slice(0, at).trim(), part.slice(at + 1).trim()] as const;
    }),
  );
  const t = parts.get('t') ?? '';
  const v1 = parts.get('v1') ?? '';
  if (!/^\d{1,12}$/.test(t) || !/^[0-9a-f]{64}$/.test(v1)) return 'forged';
  const signedAt = Number(t);
  const expected = Buffer.from(hmac(secret, signedAt, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return 'forged';
  const ageSeconds = Math.abs(now.getTime() / 1000 - signedAt);
  return ageSeconds > SANDBOX_SIGNATURE_TOLERANCE_SECONDS ? 'stale' : 'valid';
}

/** What the sandbox tells the marketplace about a checkout: one event, named by its id. */
export interface SandboxCallback extends PaymentOutcome {
  readonly eventId: string;
}
