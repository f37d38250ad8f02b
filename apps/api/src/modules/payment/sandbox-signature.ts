import { createHmac, timingSafeEqual } from 'node:crypto';

/** The header the sandbox provider signs its callbacks in: hex HMAC-SHA256 of the raw body. */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';

export function signSandboxBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

export function isSandboxSignatureValid(
  secret: string,
  body: string,
  signature: string | undefined,
): boolean {
  if (!signature || !/^[0-9a-f]{64}$/.test(signature)) return false;
  return timingSafeEqual(Buffer.from(signSandboxBody(secret, body), 'hex'), Buffer.from(signature, 'hex'));
}

/** What the sandbox tells the marketplace about a checkout. */
export interface SandboxOutcome {
  readonly reference: string;
  readonly approved: boolean;
  readonly method: string;
  readonly reason: string | null;
}
