import Stripe from 'stripe';

/** What the Stripe provider needs from configuration (STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET, STRIPE_API_URL). */
export interface StripeSettings {
  readonly secretKey: string;
  readonly webhookSecret: string;
  /** Where the API lives: unset is Stripe itself; tests point it at a local fake (http://127.0.0.1:<port>). */
  readonly apiUrl?: string | undefined;
}

/** A checkout create waits this long for Stripe before giving up (the package's default is 80 s). */
export const STRIPE_TIMEOUT_MS = 20_000;
/** Retries of a failed network call; safe, since every create carries our payment id as its idempotency key. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;

interface StripeAddress {
  readonly host: string;
  readonly port: number;
  readonly protocol: 'http' | 'https';
}

/** STRIPE_API_URL as the package's host, port and protocol options. */
export function stripeAddress(apiUrl: string): StripeAddress {
  const url = new URL(apiUrl);
  const protocol = url.protocol === 'http:' ? 'http' : url.protocol === 'https:' ? 'https' : undefined;
  if (!protocol) throw new Error(`STRIPE_API_URL must be http or https: ${apiUrl}`);
  return {
    host: url.hostname,
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

export function createStripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    ...(settings.apiUrl ? stripeAddress(settings.apiUrl) : {}),
    timeout: STRIPE_TIMEOUT_MS,
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    telemetry: false,
    appInfo: { name: 'Ajar' },
  });
}
