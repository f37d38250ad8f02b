import { z } from 'zod';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

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

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional(),
  DATA_DIR: optionalText,
  DATABASE_URL: optionalUrl,
  REDIS_URL: optionalUrl,
  SMTP_URL: optionalUrl,
  MAIL_FROM: z.string().default('Ajar <no-reply@ajar.test>'),
  PUBLIC_URL: optionalUrl,
  WEB_DIST: optionalText,
  TRUST_PROXY: flag(false),
  SEED_DEMO: flag(true),
  S3_BUCKET: optionalText,
  S3_REGION: optionalText,
  S3_ENDPOINT: optionalUrl,
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  GOOGLE_OAUTH_TOKEN_URL: optionalUrl,
  PAYMENT_ACCESS_KEY: z.string().min(8).default('ajar-web-dev-access-key'),
  PAYMENT_SANDBOX_SECRET: z.string().min(16).default('ajar-sandbox-dev-secret-change-me'),
  TOKEN_ENCRYPTION_KEY: z.string().min(32).optional(),
});

/** Seals stored third-party tokens outside production when no key is given: never use it for real data. */
const DEVELOPMENT_TOKEN_KEY = 'ajar-development-token-key-not-for-production';

export interface S3Config {
  readonly bucket: string;
  readonly region: string | undefined;
  readonly endpoint: string | undefined;
  readonly accessKeyId: string | undefined;
  readonly secretAccessKey: string | undefined;
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
  /** Seed the demo marketplace when the database has no users (first start). */
  readonly seedDemo: boolean;
  /** Storage is local disk unless S3_BUCKET is set (used by the uploads issue). */
  readonly s3: S3Config | undefined;
  /** Google calendar linking is offered only when GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET are set. */
  readonly google: GoogleConfig | undefined;
  /** The payment REST service's access-key header: names the calling app (the web sends it). */
  readonly paymentAccessKey: string;
  /** Signs the sandbox provider's payment callbacks (HMAC-SHA256). */
  readonly paymentSandboxSecret: string;
  /** Seals third-party tokens at rest (Google refresh tokens), AES-256-GCM. */
  readonly tokenEncryptionKey: string;
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
  if (isProduction && e.GOOGLE_CLIENT_ID && !e.TOKEN_ENCRYPTION_KEY) {
    throw new ConfigError(
      'Invalid environment: Google calendar linking in production needs TOKEN_ENCRYPTION_KEY (32+ characters)',
    );
  }
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
    paymentAccessKey: e.PAYMENT_ACCESS_KEY,
    paymentSandboxSecret: e.PAYMENT_SANDBOX_SECRET,
    tokenEncryptionKey: e.TOKEN_ENCRYPTION_KEY ?? DEVELOPMENT_TOKEN_KEY,
  };
}
