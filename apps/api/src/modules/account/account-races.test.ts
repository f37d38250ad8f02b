import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { codeOf, latestMailTo, signInToken } from '../../test/account-helpers';
import { REQUEST_RESET, RESET_PASSWORD, SIGN_IN, UPDATE_PASSWORD } from '../../test/account-operations';
import { holdRowLock, lockWaiters } from '../../test/row-locks';
import { startTestApp, type TestApp } from '../../test/test-app';
import { sessions } from './account.tables';

/**
 * A password check and a reset of the same account in flight together, on real PostgreSQL (PGlite runs one
 * transaction at a time). The reset is made to commit between the other request's check and its write: the
 * user's row is held from another connection while both queue behind it, the reset first.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the password race tests (CI runs them on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('password checks racing a reset on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  let people = 0;
  async function account(): Promise<{ id: string; email: string }> {
    people += 1;
    const email = `race${people}@example.test`;
    const user = await makeStudent(t.deps.db, { email });
    return { id: user.id, email };
  }

  async function resetCodeFor(email: string): Promise<string> {
    await t.gql(REQUEST_RESET, { email });
    return codeOf((await latestMailTo(t, email)).links[0] ?? '');
  }

  const reset = (resetCode: string) =>
    t.gql(RESET_PASSWORD, { newPassword1: 'owners-new-1', newPassword2: 'owners-new-1', resetCode });

  async function liveSessions(userId: string): Promise<number> {
    const [row] = await t.deps.db
      .select({ n: count() })
      .from(sessions)
      .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
    return row?.n ?? 0;
  }

  /** Runs `first` then `second` queued behind a lock on the user's row, in that order, and releases them. */
  async function inOrderBehindTheUser(
    userId: string,
    first: () => Promise<unknown>,
    second: () => Promise<unknown>,
  ) {
    const lock = await holdRowLock(t.deps.db, 'users', userId);
    const firstDone = first();
    await lockWaiters(t.deps.db, 1);
    const secondDone = second();
    await lockWaiters(t.deps.db, 2);
    await lock.release();
    return Promise.all([firstDone, secondDone]);
  }

  it('gives no session to a sign-in whose password a reset replaced meanwhile', async () => {
    const owner = await account();
    const code = await resetCodeFor(owner.email);
    const [resetAnswer, signInAnswer] = (await inOrderBehindTheUser(
      owner.id,
      () => reset(code),
      () => t.gql(SIGN_IN, { email: owner.email, password: 'password123' }),
    )) as [Awaited<ReturnType<typeof reset>>, Awaited<ReturnType<typeof reset>>];
    expect(resetAnswer.errors).toBeUndefined();
    expect(signInAnswer.errors?.[0]?.extensions?.['messageKey']).toBe('invalidCredentials');
    expect(await liveSessions(owner.id)).toBe(0);
  });

  it('refuses a password change whose old password a reset replaced meanwhile', async () => {
    const owner = await account();
    const stolen = await signInToken(t, owner.email);
    const code = await resetCodeFor(owner.email);
    const [resetAnswer, changeAnswer] = (await inOrderBehindTheUser(
      owner.id,
      () => reset(code),
      () =>
        t.gql(
          UPDATE_PASSWORD,
          { oldPassword: 'password123', newPassword1: 'attackers-1', newPassword2: 'attackers-1' },
          { token: stolen },
        ),
    )) as [Awaited<ReturnType<typeof reset>>, Awaited<ReturnType<typeof reset>>];
    expect(resetAnswer.errors).toBeUndefined();
    expect(changeAnswer.errors?.[0]?.extensions?.['messageKey']).toBe('wrongOldPassword');
    expect((await t.gql(SIGN_IN, { email: owner.email, password: 'owners-new-1' })).errors).toBeUndefined();
    expect((await t.gql(SIGN_IN, { email: owner.email, password: 'attackers-1' })).errors).toBeDefined();
  });
});
