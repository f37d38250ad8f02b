import { MESSAGES } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { configFromEnv, ConfigError } from '../../config';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { secretBox } from '../../infra/crypto/secret-box';
import { googleCalendarLinks } from './calendar.tables';
import { exchangeGoogleCode } from './google-oauth';

const CHECK_GOOGLE = 'query { checkGoogleToken { configured linked } }';
const CREATE_GOOGLE = `mutation Link($code: String!) { createGoogleToken(code: $code) { success message } }`;

/** A stand-in for Google's token endpoint on 127.0.0.1: its answer depends on the code it is sent. */
const received: URLSearchParams[] = [];
const google: Server = createServer((request, response) => {
  void readBody(request).then((body) => {
    const form = new URLSearchParams(body);
    received.push(form);
    const answer = (status: number, payload: string, type = 'application/json') =>
      response.writeHead(status, { 'content-type': type }).end(payload);
    switch (form.get('code')) {
      case 'hang':
        return; // never answers
      case 'no-refresh-token':
        return answer(200, JSON.stringify({ access_token: 'access', expires_in: 3599 }));
      case 'not-json':
        return answer(200, '<html>oops</html>', 'text/html');
      case 'server-error':
        return answer(500, JSON.stringify({ error: 'internal' }));
      default:
        if (form.get('code')?.startsWith('good-'))
          return answer(
            200,
            JSON.stringify({ access_token: 'a', refresh_token: `refresh-for-${form.get('code')}` }),
          );
        return answer(400, JSON.stringify({ error: 'invalid_grant' }));
    }
  });
});

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

let t: TestApp;
let tokenUrl: string;
beforeAll(async () => {
  await new Promise<void>((resolve) => google.listen(0, '127.0.0.1', resolve));
  tokenUrl = `http://127.0.0.1:${(google.address() as AddressInfo).port}/token`;
  t = await startTestApp({
    GOOGLE_CLIENT_ID: 'client-id.apps.example',
    GOOGLE_CLIENT_SECRET: 'client-secret',
    GOOGLE_OAUTH_TOKEN_URL: tokenUrl,
  });
});
afterAll(async () => {
  await t.close();
  google.closeAllConnections();
  await new Promise((resolve) => google.close(resolve));
});

async function signedIn(role: 'tutor' | 'student' = 'tutor') {
  const user = await (role === 'tutor' ? makeTutor : makeStudent)(t.deps.db, { country: 'sg' });
  return { user, token: await sessionFor(t, user) };
}

const link = (token: string, code: string) =>
  t.gql<{ createGoogleToken: { success: boolean; message: string } }>(CREATE_GOOGLE, { code }, { token });
const status = async (token: string) => (await t.gql(CHECK_GOOGLE, {}, { token })).data;
/** The refresh token kept for a user: sealed at rest, so the column never holds it in the clear. */
async function storedToken(userId: string): Promise<string | null | undefined> {
  const [row] = await t.deps.db
    .select()
    .from(googleCalendarLinks)
    .where(eq(googleCalendarLinks.userId, userId));
  if (!row) return undefined;
  expect(row.sealedRefreshToken).not.toContain('refresh-for');
  return secretBox(t.deps.config.tokenEncryptionKey).open(row.sealedRefreshToken);
}

describe('Google calendar linking', () => {
  it('exchanges the code with the client credentials and keeps the refresh token', async () => {
    const { user, token } = await signedIn();
    expect(await status(token)).toEqual({ checkGoogleToken: { configured: true, linked: false } });

    received.length = 0;
    expect((await link(token, ' good-1 ')).data).toEqual({
      createGoogleToken: { success: true, message: MESSAGES.googleLinked },
    });
    expect(received.map((form) => Object.fromEntries(form))).toEqual([
      {
        grant_type: 'authorization_code',
        code: 'good-1',
        client_id: 'client-id.apps.example',
        client_secret: 'client-secret',
        redirect_uri: 'http://ajar.test/redirect',
      },
    ]);
    expect(await storedToken(user.id)).toBe('refresh-for-good-1');
    expect(await status(token)).toEqual({ checkGoogleToken: { configured: true, linked: true } });

    // Linking again replaces the token.
    expect((await link(token, 'good-2')).errors).toBeUndefined();
    expect(await storedToken(user.id)).toBe('refresh-for-good-2');
  });

  it('answers googleLinkFailed for every failed exchange and keeps what was linked', async () => {
    const { user, token } = await signedIn('student');
    for (const code of ['expired', 'server-error', 'no-refresh-token', 'not-json']) {
      expectError(await link(token, code), 'BAD_USER_INPUT', 'googleLinkFailed');
    }
    expect(await storedToken(user.id)).toBeUndefined();
    expect(await status(token)).toEqual({ checkGoogleToken: { configured: true, linked: false } });

    await link(token, 'good-student');
    expectError(await link(token, 'expired'), 'BAD_USER_INPUT', 'googleLinkFailed');
    expect(await storedToken(user.id)).toBe('refresh-for-good-student');
  });

  it("shows only one's own link", async () => {
    const alice = await signedIn();
    const bob = await signedIn();
    await link(alice.token, 'good-alice');
    expect(await status(alice.token)).toEqual({ checkGoogleToken: { configured: true, linked: true } });
    expect(await status(bob.token)).toEqual({ checkGoogleToken: { configured: true, linked: false } });
    expect(await storedToken(bob.user.id)).toBeUndefined();
  });

  it('refuses guests and empty codes', async () => {
    expectError(await t.gql(CREATE_GOOGLE, { code: 'good-guest' }), 'UNAUTHENTICATED', 'notLoggedIn');
    expectError(await t.gql(CHECK_GOOGLE), 'UNAUTHENTICATED', 'notLoggedIn');
    const { token } = await signedIn();
    expectError(await link(token, ''), 'BAD_USER_INPUT', 'required', { code: 'required' });
  });

  it('gives up when Google does not answer in time, or cannot be reached', async () => {
    const config = { clientId: 'id', clientSecret: 'secret', tokenUrl };
    await expect(exchangeGoogleCode(config, 'hang', 'http://ajar.test/redirect', 200)).rejects.toThrow();
    await expect(exchangeGoogleCode(config, 'good-x', 'http://ajar.test/redirect', 5000)).resolves.toBe(
      'refresh-for-good-x',
    );
    await expect(
      exchangeGoogleCode({ ...config, tokenUrl: 'http://127.0.0.1:1/token' }, 'good-x', 'http://x/redirect'),
    ).rejects.toThrow();
  });
});

describe('Google configuration', () => {
  it('is off unless both client id and secret are set; the token URL defaults to Google', () => {
    expect(configFromEnv({}).google).toBeUndefined();
    expect(configFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 'secret' }).google).toEqual({
      clientId: 'id',
      clientSecret: 'secret',
      tokenUrl: 'https://oauth2.googleapis.com/token',
    });
    expect(() => configFromEnv({ GOOGLE_CLIENT_ID: 'id' })).toThrow(ConfigError);
    expect(() => configFromEnv({ GOOGLE_CLIENT_SECRET: 'secret' })).toThrow(ConfigError);
    expect(() =>
      configFromEnv({ GOOGLE_CLIENT_ID: 'id', GOOGLE_CLIENT_SECRET: 's', GOOGLE_OAUTH_TOKEN_URL: 'nope' }),
    ).toThrow(ConfigError);

    // In production the tokens are sealed with a key of the operator's own, never the development one.
    const production = {
      NODE_ENV: 'production',
      PAYMENT_ACCESS_KEY: 'an-operators-own-payment-access-key',
      GOOGLE_CLIENT_ID: 'id',
      GOOGLE_CLIENT_SECRET: 's',
      ICE_SERVERS: '[{"urls":"stun:127.0.0.1:3478"}]',
      DATABASE_URL: 'postgres://ajar@db.example.test:5432/ajar',
    };
    expect(() => configFromEnv(production)).toThrow(ConfigError);
    expect(() => configFromEnv({ ...production, TOKEN_ENCRYPTION_KEY: 'too short' })).toThrow(ConfigError);
    const key = 'k'.repeat(32);
    expect(configFromEnv({ ...production, TOKEN_ENCRYPTION_KEY: key }).tokenEncryptionKey).toBe(key);
  });
});
