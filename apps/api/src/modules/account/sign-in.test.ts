import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS_PER_HOUR as PER_PAIR,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
  MESSAGES,
  loginSlowdownMs,
} from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeStudent, makeTutor } from '../../db/seed/factories';
import {
  COMMUNITY_SIGN_IN,
  GET_PROFILE,
  REQUEST_RESET,
  RESET_PASSWORD,
  SIGN_IN,
  SIGN_OUT,
} from '../../test/account-operations';
import { codeOf, expectError, latestMailTo, signInToken, type SignInData } from '../../test/account-helpers';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;

describe('signIn', () => {
  it('returns a session token, the user, and firstTime only on the first sign-in', async () => {
    const tutor = await makeTutor(t.deps.db, { email: 'first@example.test', country: 'my' });
    const first = await t.gql<SignInData & { signIn: Record<string, unknown> }>(SIGN_IN, {
      email: 'First@Example.test',
      password: 'password123',
    });
    expect(first.errors).toBeUndefined();
    expect(first.data?.signIn).toMatchObject({
      firstTime: true,
      communityToken: null,
      companydata: null,
      user: {
        pvid: tutor.id,
        email: 'first@example.test',
        token: tutor.token,
        verified: true,
        isActive: true,
        country: 'my',
        role: { code: 'TTR0', name: 'Tutor' },
      },
    });
    expect(first.data?.signIn.token).toMatch(/^[\w-]{43}$/);

    const second = await t.gql<SignInData>(SIGN_IN, { email: 'first@example.test', password: 'password123' });
    expect(second.data?.signIn.firstTime).toBe(false);
    expect(second.data?.signIn.token).not.toBe(first.data?.signIn.token);
  });

  it('accepts the token as `auth-token` or as `Authorization: Bearer`', async () => {
    await makeStudent(t.deps.db, { email: 'bearer@example.test' });
    const token = await signInToken(t, 'bearer@example.test');
    const byHeader = await t.gql(GET_PROFILE, {}, { token });
    const byBearer = await t.gql(GET_PROFILE, {}, { headers: { authorization: `Bearer ${token}` } });
    expect(byHeader.status).toBe(200);
    expect(byBearer.data).toEqual(byHeader.data);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    await makeStudent(t.deps.db, { email: 'known@example.test' });
    const wrong = await t.gql(SIGN_IN, { email: 'known@example.test', password: 'wrong-password' });
    const unknown = await t.gql(SIGN_IN, { email: 'unknown@example.test', password: 'wrong-password' });
    expectError(wrong, 'BAD_USER_INPUT', 'invalidCredentials');
    expect(unknown).toEqual(wrong);
  });

  it('refuses unverified and deactivated accounts, but only with the right password', async () => {
    await makeStudent(t.deps.db, { email: 'unverified@example.test', verified: false });
    await makeStudent(t.deps.db, { email: 'gone@example.test', isActive: false });
    expectError(
      await t.gql(SIGN_IN, { email: 'unverified@example.test', password: 'password123' }),
      'FORBIDDEN',
      'accountNotVerified',
    );
    expectError(
      await t.gql(SIGN_IN, { email: 'gone@example.test', password: 'password123' }),
      'FORBIDDEN',
      'accountDeactivated',
    );
    expectError(
      await t.gql(SIGN_IN, { email: 'unverified@example.test', password: 'nope-nope' }),
      'BAD_USER_INPUT',
      'invalidCredentials',
    );
  });

  it('returns company data for company users', async () => {
    const { company } = await makeCompany(t.deps.db, {
      email: 'boss@example.test',
      companyName: 'Acme Tuition',
    });
    const response = await t.gql<{ signIn: { companydata: unknown } }>(SIGN_IN, {
      email: 'boss@example.test',
      password: 'password123',
    });
    expect(response.data?.signIn.companydata).toEqual({
      pvid: company.id,
      userPvid: company.userId,
      email: 'boss@example.test',
      name: 'Acme Tuition',
      designation: 'HR Manager',
    });
  });

  it.each([
    [{ email: '', password: 'x' }, 'emailMissing', { email: 'emailMissing' }],
    [{ email: 'not-an-email', password: 'x' }, 'emailInvalid', { email: 'emailInvalid' }],
    [{ email: 'a@example.test', password: '' }, 'passwordRequired', { password: 'passwordRequired' }],
  ] as const)('refuses %j with %s', async (variables, messageKey, fields) => {
    expectError(await t.gql(SIGN_IN, variables), 'BAD_USER_INPUT', messageKey, fields);
  });
});

describe('singInToCommunity', () => {
  it('checks the same credentials and returns an opaque community token', async () => {
    await makeStudent(t.deps.db, { email: 'community@example.test' });
    const ok = await t.gql<{ singInToCommunity: { success: boolean; communityToken: string } }>(
      COMMUNITY_SIGN_IN,
      {
        email: 'community@example.test',
        password: 'password123',
      },
    );
    expect(ok.data?.singInToCommunity.success).toBe(true);
    const communityToken = ok.data?.singInToCommunity.communityToken ?? '';
    expect(communityToken).toMatch(/^[\w-]{43}$/);
    // A community token is not a session of this API.
    expect((await t.gql(GET_PROFILE, {}, { token: communityToken })).status).toBe(401);

    const wrong = await t.gql(COMMUNITY_SIGN_IN, {
      email: 'community@example.test',
      password: 'bad-password',
    });
    expectError(wrong, 'BAD_USER_INPUT', 'invalidCredentials');
  });
});

describe('signOut', () => {
  it('revokes the presented token only: it then answers HTTP 401', async () => {
    await makeStudent(t.deps.db, { email: 'leaving@example.test' });
    const token = await signInToken(t, 'leaving@example.test');
    const other = await signInToken(t, 'leaving@example.test');
    const response = await t.gql(SIGN_OUT, {}, { token });
    expect(response.data).toEqual({ signOut: { success: true, message: MESSAGES.signedOut } });

    const after = await t.gql(GET_PROFILE, {}, { token });
    expect(after.status).toBe(401);
    expectError(after, 'UNAUTHENTICATED', 'notLoggedIn');
    // Even a public operation fails with a dead token, so the web clears it.
    expect((await t.gql('{ listRoles { code } }', {}, { token })).status).toBe(401);
    expect((await t.gql(GET_PROFILE, {}, { token: other })).status).toBe(200);
  });

  it('needs a session', async () => {
    const response = await t.gql(SIGN_OUT);
    expect(response.status).toBe(200);
    expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('ends sessions when they expire (30 days)', async () => {
    await makeStudent(t.deps.db, { email: 'expiring@example.test' });
    const token = await signInToken(t, 'expiring@example.test');
    t.clock.advance(30 * 24 * HOUR + 1000);
    expect((await t.gql(GET_PROFILE, {}, { token })).status).toBe(401);
  });
});

/** One request, `count` aliased signIn attempts. */
function aliasedAttempts(email: string, password: string, count: number): string {
  const fields = Array.from(
    { length: count },
    (_, i) => `a${i}: signIn(email: "${email}", password: "${password}") { token }`,
  );
  return `mutation { ${fields.join('\n')} }`;
}

/** Sends `requests` requests, a few at a time, and returns every error message key. */
async function attempts(requests: number, send: (i: number) => Promise<GraphQLResponse<unknown>>) {
  const keys: (string | undefined)[] = [];
  for (let i = 0; i < requests; i += 10) {
    const batch = Array.from({ length: Math.min(10, requests - i) }, (_, j) => send(i + j));
    for (const response of await Promise.all(batch)) {
      keys.push(...(response.errors ?? []).map((error) => error.extensions?.messageKey));
    }
  }
  return keys;
}

const count = (keys: readonly (string | undefined)[], key: string): number =>
  keys.filter((each) => each === key).length;

const redisUrl = process.env['REDIS_URL'];
const counterStores: [string, Record<string, string> | undefined][] = [
  ['in memory', {}],
  ['in Redis', redisUrl ? { REDIS_URL: redisUrl } : undefined],
];

describe.each(counterStores)('failed sign-in throttling, counters %s', (_store, env) => {
  let app: TestApp;
  beforeAll(async () => {
    if (env) app = await startTestApp(env);
  });
  afterAll(async () => {
    await app?.close();
  });

  const attacker = '203.0.113.10';
  const guess = (email: string, remoteAddress = attacker) =>
    app.gql(SIGN_IN, { email, password: 'guess-guess' }, { remoteAddress });
  const rightPassword = (email: string, remoteAddress: string) =>
    app.gql(SIGN_IN, { email, password: 'password123' }, { remoteAddress });

  it.skipIf(!env)(
    'slows, then refuses the attacking address, while the owner signs in from another address at once',
    async () => {
      await makeStudent(app.deps.db, { email: 'target@example.test' });
      const started = app.clock.now().getTime();
      const keys = await attempts(200, () => guess('target@example.test'));
      expect(count(keys, 'invalidCredentials')).toBe(PER_PAIR);
      expect(count(keys, 'tooManyAttempts')).toBe(200 - PER_PAIR);
      // Attempts 6 to 20 each waited (on the test clock: no real seconds), the refused ones did not.
      const waited = Array.from({ length: PER_PAIR }, (_, i) => loginSlowdownMs(i + 1));
      expect(app.clock.now().getTime() - started).toBe(waited.reduce((sum, ms) => sum + ms, 0));

      // The attacking address is refused even the right password.
      expectError(await rightPassword('target@example.test', attacker), 'RATE_LIMITED', 'tooManyAttempts');
      // The owner, elsewhere, signs in at the first try.
      expect((await rightPassword('target@example.test', '198.51.100.7')).errors).toBeUndefined();
      // After the hour the attacking address may try again.
      app.clock.advance(HOUR + 1000);
      expect((await rightPassword('target@example.test', attacker)).errors).toBeUndefined();
    },
  );

  it.skipIf(!env)('answers an unknown email exactly as a known one', async () => {
    await makeStudent(app.deps.db, { email: 'known-target@example.test' });
    const known = await attempts(PER_PAIR + 5, () => guess('known-target@example.test', '203.0.113.20'));
    const unknown = await attempts(PER_PAIR + 5, () => guess('no-such-user@example.test', '203.0.113.21'));
    expect(unknown).toEqual(known);
    expect(count(known, 'tooManyAttempts')).toBe(5);
  });

  it.skipIf(!env)('counts aliased attempts one by one', async () => {
    await makeStudent(app.deps.db, { email: 'aliased@example.test' });
    const address = '203.0.113.30';
    // Mutations run in order and a failed non-null signIn stops the rest: 15 aliases are one guess.
    const aliased = () =>
      app.gql(aliasedAttempts('aliased@example.test', 'guess-guess', 15), {}, { remoteAddress: address });
    const first = await aliased();
    expect(first.data).toBeNull();
    expect(first.errors?.map((error) => error.extensions?.messageKey)).toEqual(['invalidCredentials']);
    const keys = await attempts(PER_PAIR - 1, aliased);
    expect(keys).toEqual(Array.from({ length: PER_PAIR - 1 }, () => 'invalidCredentials'));

    const refused = await app.gql(
      aliasedAttempts('aliased@example.test', 'password123', 2),
      {},
      { remoteAddress: address },
    );
    expect(refused.errors?.map((error) => error.extensions?.messageKey)).toEqual(['tooManyAttempts']);
    expect(refused.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(refused.errors?.[0]?.message).toBe(MESSAGES.tooManyAttempts);
  });

  it.skipIf(!env)('never lets a burst of parallel guesses from one address past the limit', async () => {
    await makeStudent(app.deps.db, { email: 'burst@example.test' });
    const burst = Array.from({ length: PER_PAIR + 20 }, () => guess('burst@example.test', '203.0.113.40'));
    const keys = (await Promise.all(burst)).map((response) => response.errors?.[0]?.extensions?.messageKey);
    expect(count(keys, 'invalidCredentials')).toBe(PER_PAIR);
    expect(count(keys, 'tooManyAttempts')).toBe(20);
  });

  it.skipIf(!env)("clears the account's counters when its password is reset", async () => {
    await makeStudent(app.deps.db, { email: 'reset-me@example.test' });
    const attackers = ['203.0.113.50', '203.0.113.51'];
    for (const address of attackers) {
      await attempts(PER_PAIR, () => guess('reset-me@example.test', address));
      expectError(await guess('reset-me@example.test', address), 'RATE_LIMITED', 'tooManyAttempts');
    }

    const owner = '198.51.100.50';
    await app.gql(REQUEST_RESET, { email: 'reset-me@example.test' }, { remoteAddress: owner });
    const code = codeOf((await latestMailTo(app, 'reset-me@example.test')).links[0] ?? '');
    const reset = await app.gql(
      RESET_PASSWORD,
      { resetCode: code, newPassword1: 'password123', newPassword2: 'password123' },
      { remoteAddress: owner },
    );
    expect(reset.errors).toBeUndefined();

    // Every address starts afresh on this account: a wrong guess is just wrong, the right one works.
    for (const address of attackers) {
      expectError(await guess('reset-me@example.test', address), 'BAD_USER_INPUT', 'invalidCredentials');
      expect((await rightPassword('reset-me@example.test', address)).errors).toBeUndefined();
    }
  });
});

describe('failed sign-in throttling per address', () => {
  it('refuses a client address that fails across many accounts', async () => {
    const address = '203.0.113.99';
    await makeStudent(t.deps.db, { email: 'bystander@example.test' });
    const keys = await attempts(LOGIN_FAILURES_PER_ADDRESS_PER_HOUR, (i) =>
      t.gql(
        SIGN_IN,
        { email: `spray${i}@example.test`, password: 'guess-guess' },
        { remoteAddress: address },
      ),
    );
    expect(new Set(keys)).toEqual(new Set(['invalidCredentials']));
    expectError(
      await t.gql(
        SIGN_IN,
        { email: 'bystander@example.test', password: 'password123' },
        { remoteAddress: address },
      ),
      'RATE_LIMITED',
      'tooManyAttempts',
    );
    // Another address is not affected.
    const elsewhere = await t.gql(
      SIGN_IN,
      { email: 'bystander@example.test', password: 'password123' },
      { remoteAddress: '192.0.2.1' },
    );
    expect(elsewhere.errors).toBeUndefined();
  });
});
