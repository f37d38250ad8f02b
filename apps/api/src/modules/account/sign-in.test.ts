import {
  LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
  MESSAGES,
} from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeStudent, makeTutor } from '../../db/seed/factories';
import { COMMUNITY_SIGN_IN, GET_PROFILE, SIGN_IN, SIGN_OUT } from '../../test/account-operations';
import { expectError, signInToken, type SignInData } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

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
    expect(response.status).toBe(401);
    expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('ends sessions when they expire (30 days)', async () => {
    await makeStudent(t.deps.db, { email: 'expiring@example.test' });
    const token = await signInToken(t, 'expiring@example.test');
    t.clock.advance(30 * 24 * HOUR + 1000);
    expect((await t.gql(GET_PROFILE, {}, { token })).status).toBe(401);
  });
});

describe('failed sign-in throttling', () => {
  /** One request, `count` aliased signIn attempts. */
  function aliasedAttempts(email: string, password: string, count: number): string {
    const fields = Array.from(
      { length: count },
      (_, i) => `a${i}: signIn(email: "${email}", password: "${password}") { token }`,
    );
    return `mutation { ${fields.join('\n')} }`;
  }

  /** Sends `requests` requests, a few at a time, and returns every error message key. */
  async function attempts(
    requests: number,
    send: (i: number) => Promise<{ errors?: readonly { extensions?: { messageKey?: string } }[] }>,
  ) {
    const keys: (string | undefined)[] = [];
    for (let i = 0; i < requests; i += 10) {
      const batch = Array.from({ length: Math.min(10, requests - i) }, (_, j) => send(i + j));
      for (const response of await Promise.all(batch)) {
        keys.push(...(response.errors ?? []).map((error) => error.extensions?.messageKey));
      }
    }
    return keys;
  }

  it('counts aliased attempts one by one and then locks the account, even with the right password', async () => {
    await makeStudent(t.deps.db, { email: 'target@example.test' });
    const address = '203.0.113.10';

    // Mutations run in order and a failed non-null signIn stops the rest: 15 aliases are one guess.
    const aliased = await t.gql(
      aliasedAttempts('target@example.test', 'guess-guess', 15),
      {},
      { remoteAddress: address },
    );
    expect(aliased.data).toBeNull();
    expect(aliased.errors?.map((error) => error.extensions?.messageKey)).toEqual(['invalidCredentials']);

    const keys = await attempts(LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR - 1, () =>
      t.gql(aliasedAttempts('target@example.test', 'guess-guess', 15), {}, { remoteAddress: address }),
    );
    expect(keys).toHaveLength(LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR - 1);
    expect(new Set(keys)).toEqual(new Set(['invalidCredentials']));

    // The 101st attempt is refused before the password is looked at: right or wrong.
    const locked = await t.gql(
      aliasedAttempts('target@example.test', 'password123', 2),
      {},
      { remoteAddress: address },
    );
    expect(locked.errors?.map((error) => error.extensions?.messageKey)).toEqual(['tooManyAttempts']);
    expect(locked.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(locked.errors?.[0]?.message).toBe(MESSAGES.tooManyAttempts);
    // From another address too: the lock is on the account.
    expectError(
      await t.gql(
        SIGN_IN,
        { email: 'target@example.test', password: 'password123' },
        { remoteAddress: '198.51.100.7' },
      ),
      'RATE_LIMITED',
      'tooManyAttempts',
    );

    // When the hour has passed the right password works again.
    t.clock.advance(HOUR + 1000);
    expect(await signInToken(t, 'target@example.test')).toBeTruthy();
  });

  it('never lets a burst of parallel guesses past the limit', async () => {
    await makeStudent(t.deps.db, { email: 'burst@example.test' });
    const burst = Array.from({ length: LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR + 20 }, (_, i) =>
      t.gql(
        SIGN_IN,
        { email: 'burst@example.test', password: 'guess-guess' },
        { remoteAddress: `192.0.2.${i % 200}` },
      ),
    );
    const keys = (await Promise.all(burst)).map((response) => response.errors?.[0]?.extensions?.messageKey);
    expect(keys.filter((key) => key === 'invalidCredentials')).toHaveLength(
      LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR,
    );
    expect(keys.filter((key) => key === 'tooManyAttempts')).toHaveLength(20);
  });

  it('locks a client address that fails across many accounts', async () => {
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
