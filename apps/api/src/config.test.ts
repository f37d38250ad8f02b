import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, REPO_ROOT, configFromEnv } from './config';

const good = (letter: string) => letter.repeat(40);

/** A production environment with every secret it needs for the given provider, each of an operator's own. */
const production = {
  NODE_ENV: 'production',
  PAYMENT_ACCESS_KEY: good('a'),
  TOKEN_ENCRYPTION_KEY: good('t'),
  ICE_SERVERS: '[{"urls":"turn:turn.example.test:3478","username":"ajar","credential":"secret"}]',
  DATABASE_URL: 'postgres://ajar@db.example.test:5432/ajar',
};
const productionSandbox = { ...production, PAYMENT_PROVIDER: 'sandbox', PAYMENT_SANDBOX_SECRET: good('s') };
const productionStripe = {
  ...production,
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: `sk_live_${good('k')}`,
  STRIPE_WEBHOOK_SECRET: `whsec_${good('w')}`,
};

/** The ConfigError message of a refused environment (fails the test when it is accepted). */
function refusal(env: Record<string, string | undefined>): string {
  try {
    configFromEnv(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`accepted: ${JSON.stringify(env)}`);
}

describe('configuration outside production', () => {
  it('runs with no environment at all: the sandbox with development secrets', () => {
    const config = configFromEnv({});
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.sandbox?.secret).toBeTruthy();
    expect(config.paymentAccessKey).toBe('ajar-web-dev-access-key');
    expect(config.tokenEncryptionKey).toBeTruthy();
    expect(config.stripe).toBeUndefined();
    expect(configFromEnv({ NODE_ENV: 'test' }).paymentProvider).toBe('sandbox');
  });

  it('takes Stripe only with both of its keys, naming the missing one', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'stripe', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toContain(
      'STRIPE_SECRET_KEY',
    );
    expect(refusal({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x' })).toContain(
      'STRIPE_WEBHOOK_SECRET',
    );
    const config = configFromEnv({
      PAYMENT_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: 'sk_test_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      STRIPE_API_URL: 'http://127.0.0.1:12111/',
    });
    expect(config.paymentProvider).toBe('stripe');
    expect(config.sandbox).toBeUndefined();
    expect(config.stripe).toEqual({
      secretKey: 'sk_test_x',
      webhookSecret: 'whsec_x',
      apiUrl: 'http://127.0.0.1:12111',
    });
  });

  it('refuses an unknown provider, naming the variable', () => {
    expect(refusal({ PAYMENT_PROVIDER: 'paypal' })).toContain('PAYMENT_PROVIDER');
  });
});

describe('configuration in production', () => {
  it('refuses to start without DATABASE_URL, unless the single-machine setting asks for the embedded one', () => {
    const { DATABASE_URL: _unset, ...embedded } = production;
    expect(refusal(embedded)).toBe(
      'Invalid environment: DATABASE_URL must be set (or SINGLE_MACHINE=true to run on the embedded database)',
    );
    expect(refusal({ ...embedded, SINGLE_MACHINE: 'false' })).toContain('DATABASE_URL must be set');
    expect(configFromEnv({ ...embedded, SINGLE_MACHINE: 'true' }).databaseUrl).toBeUndefined();
    expect(configFromEnv(production).databaseUrl).toBe(production.DATABASE_URL);
  });

  it('has no provider unless one is chosen: balance payment only', () => {
    const config = configFromEnv(production);
    expect(config.paymentProvider).toBeNull();
    expect(config.sandbox).toBeUndefined();
    expect(config.stripe).toBeUndefined();
  });

  it('runs the sandbox only when chosen, with a secret of its own', () => {
    const config = configFromEnv(productionSandbox);
    expect(config.paymentProvider).toBe('sandbox');
    expect(config.sandbox?.secret).toBe(good('s'));
  });

  it('runs Stripe with its keys, on https only', () => {
    expect(configFromEnv(productionStripe).stripe).toEqual({
      secretKey: productionStripe.STRIPE_SECRET_KEY,
      webhookSecret: productionStripe.STRIPE_WEBHOOK_SECRET,
      apiUrl: 'https://api.stripe.com',
    });
    expect(refusal({ ...productionStripe, STRIPE_API_URL: 'http://127.0.0.1:12111' })).toContain(
      'STRIPE_API_URL',
    );
  });

  const secrets: readonly { name: string; env: Record<string, string>; development: string | null }[] = [
    { name: 'PAYMENT_ACCESS_KEY', env: production, development: 'ajar-web-dev-access-key' },
    {
      name: 'TOKEN_ENCRYPTION_KEY',
      env: production,
      development: 'ajar-development-token-key-not-for-production',
    },
    {
      name: 'PAYMENT_SANDBOX_SECRET',
      env: productionSandbox,
      development: 'ajar-sandbox-dev-secret-change-me',
    },
    { name: 'STRIPE_SECRET_KEY', env: productionStripe, development: null },
    { name: 'STRIPE_WEBHOOK_SECRET', env: productionStripe, development: null },
  ];

  for (const { name, env, development } of secrets) {
    it(`refuses to start while ${name} is missing, the development value or short`, () => {
      expect(() => configFromEnv(env)).not.toThrow();
      expect(refusal({ ...env, [name]: undefined })).toContain(`${name} must be set`);
      expect(refusal({ ...env, [name]: '' })).toContain(`${name} must be set`);
      if (development) expect(refusal({ ...env, [name]: development })).toContain(name);
      expect(refusal({ ...env, [name]: 'x'.repeat(31) })).toContain(`${name} must be at least 32 characters`);
    });
  }

  it('names every refused variable at once', () => {
    const message = refusal({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox' });
    for (const name of ['PAYMENT_ACCESS_KEY', 'PAYMENT_SANDBOX_SECRET', 'TOKEN_ENCRYPTION_KEY'])
      expect(message).toContain(name);
  });

  it('refuses to start without ICE servers, and reads a TURN server with its credentials', () => {
    expect(refusal({ ...production, ICE_SERVERS: undefined })).toContain('ICE_SERVERS must be set');
    expect(refusal({ ...production, ICE_SERVERS: 'stun:x' })).toContain('ICE_SERVERS must be JSON');
    expect(refusal({ ...production, ICE_SERVERS: '[]' })).toContain('ICE_SERVERS must be a list');
    expect(refusal({ ...production, ICE_SERVERS: '[{"urls":"http://x"}]' })).toContain(
      'ICE_SERVERS has a URL',
    );
    expect(configFromEnv(production).iceServers).toEqual([
      { urls: ['turn:turn.example.test:3478'], username: 'ajar', credential: 'secret' },
    ]);
    // Outside production a public STUN server stands in.
    expect(configFromEnv({}).iceServers[0]?.urls[0]).toMatch(/^stun:/);
    expect(configFromEnv({ NODE_ENV: 'test' }).iceServers).toHaveLength(1);
  });

  it('turns the SFU on only with both Janus addresses, and in production only with its admin key', () => {
    const janus = { JANUS_URL: 'http://janus.internal:8088/janus', JANUS_WS_URL: 'wss://sfu.example.test' };
    expect(configFromEnv({}).sfu).toBeUndefined();
    expect(configFromEnv({ JANUS_URL: janus.JANUS_URL, JANUS_WS_URL: 'ws://127.0.0.1:8188' }).sfu).toEqual({
      provider: 'janus',
      apiUrl: janus.JANUS_URL,
      wsUrl: 'ws://127.0.0.1:8188',
      adminKey: undefined,
      from: 5,
    });
    expect(refusal({ JANUS_URL: janus.JANUS_URL })).toContain('JANUS_WS_URL must be set');
    expect(refusal({ JANUS_WS_URL: janus.JANUS_WS_URL })).toContain('JANUS_WS_URL is set without JANUS_URL');
    expect(refusal({ ...janus, CLASSROOM_SFU_FROM: '9' })).toContain(
      'CLASSROOM_SFU_FROM must be between 2 and 5',
    );
    expect(refusal({ ...production, ...janus })).toContain('JANUS_ADMIN_KEY must be set');
    expect(refusal({ ...production, ...janus, JANUS_WS_URL: 'ws://sfu.example.test' })).toContain(
      'JANUS_WS_URL must be a wss: URL in production',
    );
    const adminKey = 'a-janus-admin-key-of-at-least-32-characters';
    expect(configFromEnv({ ...production, ...janus, JANUS_ADMIN_KEY: adminKey }).sfu?.adminKey).toBe(
      adminKey,
    );
  });

  it('the server prints the refusal without a stack and exits non-zero', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'ajar-config-'));
    try {
      const started = spawnSync(process.execPath, ['--import', 'tsx', 'apps/api/src/main.ts'], {
        cwd: REPO_ROOT,
        env: { PATH: process.env['PATH'], NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0' },
        encoding: 'utf8',
        timeout: 30_000,
      });
      expect(started.status).not.toBe(0);
      expect(started.status).not.toBeNull();
      expect(started.stderr).toContain('PAYMENT_ACCESS_KEY');
      expect(started.stderr).toContain('TOKEN_ENCRYPTION_KEY');
      expect(started.stderr).toContain('ICE_SERVERS');
      expect(started.stderr).toContain('DATABASE_URL must be set');
      expect(started.stderr).not.toMatch(/\n\s+at /);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 40_000);
});
