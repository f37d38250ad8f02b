import { ACCOUNT_MAILS_PER_CLIENT_PER_HOUR, COMMUNITY_URL_DEFAULT } from '@ajar/domain';
import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import type { PaymentProviderName } from './infra/payments/payment-provider';
import { iceServersOf, sfuOf, type IceServer, type SfuConfig } from './config-media';

export type { IceServer, SfuConfig } from './config-media';
export { DEVELOPMENT_ICE_SERVERS } from './config-media';

/** The repository root, found from this file so `npm start -w apps/api` (cwd apps/api) still uses ./data. */
export const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => (value ? value : undefined));

const optionalUrl = optionalText.pipe(z.url().optional());

const flag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0'])
    .default(fallback ? 'true' : 'false')
    .transform((value) => value === 'true' || value === '1');

const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const satisfies readonly PaymentProviderName[];

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalUrl,
  SINGLE_MACHINE: flag(false),
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Ajar <no-reply@ajar.test>'),
  PUBLIC_URL: optionalUrl,
  WEB_DIST: optionalText,
  TRUST_PROXY: flag(false),
  ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: z.coerce
    .number()
    .int()
    .min(1)
    .default(ACCOUNT_MAILS_PER_CLIENT_PER_HOUR),
  SEED_DEMO: flag(true),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_OAUTH_TOKEN_URL: optionalUrl,
  PAYMENT_PROVIDER: optionalText.pipe(z.enum(PAYMENT_PROVIDERS).optional()),
  PAYMENT_ACCESS_KEY: optionalText,
  PAYMENT_SANDBOX_SECRET: optionalText,
  TOKEN_ENCRYPTION_KEY: optionalText,
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  STRIPE_API_URL: optionalUrl,
  ICE_SERVERS: optionalText,
  JANUS_URL: optionalUrl,
  JANUS_WS_URL: optionalText,
  JANUS_ADMIN_KEY: optionalText,
  CLASSROOM_SFU_FROM: z.coerce.number().int().optional(),
  COMMUNITY_URL: optionalText,
});

type Env = z.infer<typeof envSchema>;

/** Every variable the configuration reads (docs/configuration.md documents each). */
export const CONFIG_VARIABLES: readonly string[] = Object.keys(envSchema.shape);

/** A secret shorter than this is refused in production. */
export const SECRET_MIN_LENGTH = 32;

/**
 * Every secret the server holds. In production one that its configuration needs is refused while unset,
 * still its development value, or shorter than SECRET_MIN_LENGTH; outside production an unset one takes
 * its development value (or, with none, is refused as well). A new secret joins by adding a line here.
 */
interface SecretRule {
  readonly name: keyof Env;
  /** What runs outside production when unset; null: there is none, the secret must always be given. */
  readonly developmentValue: string | null;
  /** Whether this configuration uses the secret at all (the environment, and the provider it chose). */
  readonly neededWhen: (e: Env, provider: PaymentProviderName | null) => boolean;
}

const always = (): boolean => true;
const withProvider =
  (name: PaymentProviderName) =>
  (_e: Env, provider: PaymentProviderName | null): boolean =>
    provider === name;

const SECRETS: readonly SecretRule[] = [
  { name: 'PAYMENT_ACCESS_KEY', developmentValue: 'ajar-web-dev-access-key', neededWhen: always },
  {
    name: 'PAYMENT_SANDBOX_SECRET',
    developmentValue: 'ajar-sandbox-dev-secret-change-me',
    neededWhen: withProvider('sandbox'),
  },
  {
    name: 'TOKEN_ENCRYPTION_KEY',
    developmentValue: 'ajar-development-token-key-not-for-production',
    neededWhen: always,
  },
  { name: 'STRIPE_SECRET_KEY', developmentValue: null, neededWhen: withProvider('stripe') },
  { name: 'STRIPE_WEBHOOK_SECRET', developmentValue: null, neededWhen: withProvider('stripe') },
];

/** The secrets this configuration needs, by name, or the problems with them (each naming its variable). */
function resolveSecrets(
  e: Env,
  isProduction: boolean,
  provider: PaymentProviderName | null,
): { values: Partial<Record<keyof Env, string>>; problems: string[] } {
  const values: Partial<Record<keyof Env, string>> = {};
  const problems: string[] = [];
  for (const rule of SECRETS) {
    if (!rule.neededWhen(e, provider)) continue;
    const given = e[rule.name];
    const value = typeof given === 'string' ? given : undefined;
    if (value === undefined) {
      if (isProduction || rule.developmentValue === null) problems.push(`${rule.name} must be set`);
      else values[rule.name] = rule.developmentValue;
    } else if (isProduction && value === rule.developmentValue) {
      problems.push(`${rule.name} still has its development value`);
    } else if (isProduction && value.length < SECRET_MIN_LENGTH) {
      problems.push(`${rule.name} must be at least ${SECRET_MIN_LENGTH} characters`);
    } else values[rule.name] = value;
  }
  return { values, problems };
}

/** The configured provider: the sandbox by default outside production, none by default in production. */
function paymentProviderOf(e: Env, isProduction: boolean): PaymentProviderName | null {
  return e.PAYMENT_PROVIDER ?? (isProduction ? null : 'sandbox');
}

export interface S3Config {
  readonly bucket: string;
  readonly region: string | undefined;
  readonly endpoint: string | undefined;
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
}

/** The built-in sandbox payment provider: set only when it is the configured provider. */
export interface SandboxConfig {
  /** Signs its payment callbacks (HMAC-SHA256). */
  readonly secret: string;
}

/** Stripe: set only when it is the configured provider. */
export interface StripeConfig {
  readonly secretKey: string;
  /** Verifies its webhook signatures. */
  readonly webhookSecret: string;
  /** Where the API client sends requests (a local fake in tests); https in production. */
  readonly apiUrl: string;
}

/** Google OAuth for linking a Google calendar (createGoogleToken). */
export interface GoogleConfig {
  readonly clientId: string;
  readonly clientSecret: string;
  /** Where authorization codes are exchanged for tokens. */
  readonly tokenUrl: string;
}

export interface Config {
  readonly env: 'development' | 'test' | 'production';
  readonly isProduction: boolean;
  readonly port: number;
  readonly host: string;
  readonly logLevel: string;
  /** Embedded database and uploads live here. */
  readonly dataDir: string;
  /** Set: node-postgres on this URL. Unset: PGlite in `${dataDir}/db`. */
  readonly databaseUrl: string | undefined;
  /** Set: login failure counters (and later pub/sub) in Redis. */
  readonly redisUrl: string | undefined;
  /** Set: the outbox is delivered over SMTP. Unset: mail stays in the outbox (see /_dev/mail). */
  readonly smtpUrl: string | undefined;
  readonly mailFrom: string;
  /** Base of links in mails, without a trailing slash. */
  readonly publicUrl: string;
  /** The built SPA served with an index.html fallback. */
  readonly webDist: string;
  /** Take the client address from X-Forwarded-For (behind a reverse proxy). */
  readonly trustProxy: boolean;
  /** Requests for account mails (register, activation, reset) one client address may make per hour. */
  readonly accountMailsPerClientPerHour: number;
  /** Seed the demo marketplace when the database has no users (first start). */
  readonly seedDemo: boolean;
  /** Storage is local disk unless S3_BUCKET is set (used by the uploads issue). */
  readonly s3: S3Config | undefined;
  /** Google calendar linking is offered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  readonly google: GoogleConfig | undefined;
  /** The payment REST service's access-key header: names the calling app (the web sends it). */
  readonly paymentAccessKey: string;
  /** Who charges card and online payments; null: nobody, every market offers balance payment only. */
  readonly paymentProvider: PaymentProviderName | null;
  readonly sandbox: SandboxConfig | undefined;
  readonly stripe: StripeConfig | undefined;
  /** Seals third-party tokens at rest (Google refresh tokens), AES-256-GCM. */
  readonly tokenEncryptionKey: string;
  /** STUN/TURN servers handed to the classroom's participants. */
  readonly iceServers: readonly IceServer[];
  /** The SFU large rooms go through (JANUS_URL); unset: every room is a mesh of up to CLASSROOM_MESH_MAX. */
  readonly sfu: SfuConfig | undefined;
  /**
   * The community address after a community sign-in (spec section 2, "After login"): a site path or an
   * absolute URL (https in production), `{country}` standing for the member's market.
   */
  readonly communityUrl: string;
}

export class ConfigError extends Error {}

/** Parses an environment once; tests build configs from a plain object. */
export function configFromEnv(env: Readonly<Record<string, string | undefined>>): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (Boolean(e.GOOGLE_CLIENT_ID) !== Boolean(e.GOOGLE_CLIENT_SECRET)) {
    throw new ConfigError(
      'Invalid environment: set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither',
    );
  }
  const isProduction = e.NODE_ENV === 'production';
  const paymentProvider = paymentProviderOf(e, isProduction);
  const { values: secrets, problems } = resolveSecrets(e, isProduction, paymentProvider);
  const stripeApiUrl = e.STRIPE_API_URL ?? 'https://api.stripe.com';
  if (paymentProvider === 'stripe' && isProduction && new URL(stripeApiUrl).protocol !== 'https:')
    problems.push('STRIPE_API_URL must be an https URL');
  const iceServers = iceServersOf(e.ICE_SERVERS, isProduction, problems);
  const sfu = sfuOf(e, isProduction, SECRET_MIN_LENGTH, problems);
  const communityUrl = communityUrlOf(e.COMMUNITY_URL, isProduction, problems);
  // PGlite is one connection in one process: under load its answers queue behind each other.
  if (isProduction && !e.DATABASE_URL && !e.SINGLE_MACHINE)
    problems.push('DATABASE_URL must be set (or SINGLE_MACHINE=true to run on the embedded database)');
  if (problems.length > 0) throw new ConfigError(`Invalid environment: ${problems.join('; ')}`);
  const secret = (name: keyof Env): string => {
    const value = secrets[name];
    if (value === undefined) throw new Error(`config: ${name} was not resolved`);
    return value;
  };
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    logLevel: e.LOG_LEVEL ?? 'info',
    dataDir: path.resolve(REPO_ROOT, e.DATA_DIR ?? 'data'),
    databaseUrl: e.DATABASE_URL,
    redisUrl: e.REDIS_URL,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    webDist: path.resolve(REPO_ROOT, e.WEB_DIST ?? 'apps/web/dist'),
    trustProxy: e.TRUST_PROXY,
    accountMailsPerClientPerHour: e.ACCOUNT_MAILS_PER_CLIENT_PER_HOUR,
    seedDemo: e.SEED_DEMO,
    s3: e.S3_BUCKET
      ? {
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          accessKeyId: e.S3_ACCESS_KEY_ID,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY,
        }
      : undefined,
    google:
      e.GOOGLE_CLIENT_ID && e.GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.GOOGLE_CLIENT_ID,
            clientSecret: e.GOOGLE_CLIENT_SECRET,
            tokenUrl: e.GOOGLE_OAUTH_TOKEN_URL ?? 'https://oauth2.googleapis.com/token',
          }
        : undefined,
    paymentAccessKey: secret('PAYMENT_ACCESS_KEY'),
    paymentProvider,
    sandbox: paymentProvider === 'sandbox' ? { secret: secret('PAYMENT_SANDBOX_SECRET') } : undefined,
    stripe:
      paymentProvider === 'stripe'
        ? {
            secretKey: secret('STRIPE_SECRET_KEY'),
            webhookSecret: secret('STRIPE_WEBHOOK_SECRET'),
            apiUrl: stripeApiUrl.replace(/\/+$/, ''),
          }
        : undefined,
    tokenEncryptionKey: secret('TOKEN_ENCRYPTION_KEY'),
    iceServers,
    sfu,
    communityUrl,
  };
}

/** A site path (starting with one slash) or an absolute http(s) URL; https in production. */
function communityUrlOf(value: string | undefined, isProduction: boolean, problems: string[]): string {
  if (!value) return COMMUNITY_URL_DEFAULT;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    problems.push('COMMUNITY_URL must be a path starting with / or an absolute URL');
    return value;
  }
  if (url.protocol !== 'https:' && (isProduction || url.protocol !== 'http:'))
    problems.push('COMMUNITY_URL must be an https URL');
  return value;
}
