import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv } from './config';

const production = {
  NODE_ENV: 'production',
  PAYMENT_ACCESS_KEY: 'a'.repeat(40),
  TOKEN_ENCRYPTION_KEY: 't'.repeat(40),
  ICE_SERVERS: '[{"urls":"turn:turn.example.test:3478","username":"ajar","credential":"secret"}]',
  DATABASE_URL: 'postgres://ajar@db.example.test:5432/ajar',
};

const refused = (env: Record<string, string>) => {
  expect(() => configFromEnv(env)).toThrow(ConfigError);
  try {
    configFromEnv(env);
  } catch (error) {
    return (error as Error).message;
  }
  return '';
};

describe('COMMUNITY_URL', () => {
  it("defaults to the SPA's own community of the member's market", () => {
    expect(configFromEnv({}).communityUrl).toBe('/{country}/community');
    expect(configFromEnv(production).communityUrl).toBe('/{country}/community');
  });

  it('takes a site path or an absolute URL; http only outside production', () => {
    expect(configFromEnv({ COMMUNITY_URL: '/{country}/forum' }).communityUrl).toBe('/{country}/forum');
    expect(configFromEnv({ COMMUNITY_URL: 'http://localhost:4000/{country}' }).communityUrl).toBe(
      'http://localhost:4000/{country}',
    );
    expect(
      configFromEnv({ ...production, COMMUNITY_URL: 'https://community.ajar.test/{country}' }).communityUrl,
    ).toBe('https://community.ajar.test/{country}');
    expect(refused({ ...production, COMMUNITY_URL: 'http://community.ajar.test' })).toContain(
      'COMMUNITY_URL must be an https URL',
    );
    expect(refused({ COMMUNITY_URL: '//evil.test' })).toContain('COMMUNITY_URL');
    expect(refused({ COMMUNITY_URL: 'javascript:alert(1)' })).toContain('COMMUNITY_URL');
  });
});
