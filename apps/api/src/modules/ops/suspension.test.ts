import { MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { SIGN_IN } from '../../test/account-operations';
import { expectError } from '../../test/account-helpers';
import { signedInStaff } from '../../test/staff-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { FIND_TUTORS, makeSearchTutor } from '../search/testing';
import {
  AUDIT_LOG,
  CONSOLE,
  RESOLVE,
  RESTORE,
  STAFF_USER,
  SUSPEND,
  openReports,
  person,
  report,
} from './testing/ops-test-helpers';

let t: TestApp;
let staff: { userId: string; token: string; email: string };
beforeAll(async () => {
  t = await startTestApp();
  staff = await signedInStaff(t);
});
afterAll(() => t.close());

const ME = 'query { getProfile { pvid } }';

interface StaffUser {
  id: string;
  email: string;
  isActive: boolean;
  suspended: boolean;
  deactivationReason: string | null;
}

describe('suspendUser and restoreUser', () => {
  it('ends the sessions, refuses sign-in with its own message, and restores', async () => {
    await makeStudent(t.deps.db, { email: 'spammer@example.test', firstName: 'Spam', lastName: 'Mer' });
    const signedIn = await t.gql<{ signIn: { token: string } }>(SIGN_IN, {
      email: 'spammer@example.test',
      password: 'password123',
    });
    const token = signedIn.data!.signIn.token;
    expect((await t.gql(ME, {}, { token })).errors).toBeUndefined();

    const found = await t.gql<{ getStaffUser: StaffUser }>(
      STAFF_USER,
      { email: ' SPAMMER@example.test ' },
      { token: staff.token },
    );
    const userId = found.data!.getStaffUser.id;
    const suspended = await t.gql<{ suspendUser: StaffUser }>(
      SUSPEND,
      { userId, reason: 'Spam in every chat' },
      { token: staff.token },
    );
    expect(suspended.data?.suspendUser).toMatchObject({
      isActive: false,
      suspended: true,
      deactivationReason: 'Spam in every chat',
    });
    // The live session is dead at once.
    expect((await t.gql(ME, {}, { token })).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const again = await t.gql(SIGN_IN, { email: 'spammer@example.test', password: 'password123' });
    expectError(again, 'FORBIDDEN', 'accountSuspended');
    expect(again.errors?.[0]?.message).toBe(MESSAGES.accountSuspended);
    expectError(
      await t.gql(SUSPEND, { userId, reason: 'twice' }, { token: staff.token }),
      'CONFLICT',
      'userAlreadySuspended',
    );

    t.clock.advance(60_000);
    const restored = await t.gql<{ restoreUser: StaffUser }>(
      RESTORE,
      { userId, reason: 'Appeal accepted' },
      { token: staff.token },
    );
    expect(restored.data?.restoreUser).toMatchObject({ isActive: true, suspended: false });
    expect(
      (await t.gql(SIGN_IN, { email: 'spammer@example.test', password: 'password123' })).errors,
    ).toBeUndefined();
    expectError(
      await t.gql(RESTORE, { userId, reason: 'again' }, { token: staff.token }),
      'CONFLICT',
      'userNotSuspended',
    );

    const log = await t.gql<{
      getStaffAuditLog: {
        action: string;
        entityId: string;
        staffId: string;
        before: string;
        after: string;
        reason: string;
      }[];
    }>(AUDIT_LOG, { entityType: 'USER' }, { token: staff.token });
    const mine = log.data!.getStaffAuditLog.filter((entry) => entry.entityId === userId);
    expect(mine.map((entry) => entry.action)).toEqual(['user.restore', 'user.suspend']);
    expect(mine[1]).toMatchObject({ staffId: staff.userId, reason: 'Spam in every chat' });
    expect(JSON.parse(mine[1]!.before)).toMatchObject({ isActive: true, suspendedAt: null });
    expect(JSON.parse(mine[1]!.after)).toMatchObject({ isActive: false, reason: 'Spam in every chat' });
  });

  it('takes a suspended tutor out of search, and back in when restored', async () => {
    const tutor = await makeSearchTutor(t, { firstName: 'Zebedee', lastName: 'Quark' });
    await t.flushSearch();
    const find = async () =>
      (
        await t.gql<{ findTutors: { tutors: { userPvid: string }[] } }>(FIND_TUTORS, {
          keywords: 'Zebedee',
          country: 'sg',
        })
      ).data?.findTutors.tutors.map((card) => card.userPvid);
    expect(await find()).toContain(tutor.id);
    await t.gql(SUSPEND, { userId: tutor.id, reason: 'Fake tutor' }, { token: staff.token });
    await t.flushSearch();
    expect(await find()).not.toContain(tutor.id);
    await t.gql(RESTORE, { userId: tutor.id, reason: 'Verified' }, { token: staff.token });
    await t.flushSearch();
    expect(await find()).toContain(tutor.id);
  });

  it('suspends the author through a report, resolving the reports of the same thing', async () => {
    const author = await person(t);
    const reporter = await person(t, 'tutor');
    await report(t, reporter, 'PROFILE', author.id);
    const [mine] = (await openReports(t, staff.token)).filter((item) => item.targetId === author.id);
    const resolved = await t.gql<{ resolveReport: { action: string; targetUserSuspended: boolean } }>(
      RESOLVE,
      { reportId: mine!.id, action: 'SUSPEND_USER', note: 'Harassment' },
      { token: staff.token },
    );
    expect(resolved.data?.resolveReport).toMatchObject({ action: 'SUSPEND_USER', targetUserSuspended: true });
    expect((await t.gql(ME, {}, { token: author.token })).errors?.[0]?.extensions?.code).toBe(
      'UNAUTHENTICATED',
    );
  });

  it('refuses unknown accounts and staff accounts, and counts on the console home', async () => {
    const colleague = await signedInStaff(t);
    expectError(
      await t.gql(SUSPEND, { userId: colleague.userId, reason: 'x' }, { token: staff.token }),
      'FORBIDDEN',
      'staffNotSuspendable',
    );
    expectError(
      await t.gql(SUSPEND, { userId: crypto.randomUUID(), reason: 'x' }, { token: staff.token }),
      'NOT_FOUND',
      'notFound',
    );
    expect(
      (await t.gql<{ getStaffUser: null }>(STAFF_USER, { email: 'nobody@x.test' }, { token: staff.token }))
        .data,
    ).toEqual({ getStaffUser: null });
    const home = await t.gql<{ getStaffConsole: { suspendedUsers: number; lastAuditAt: string | null } }>(
      CONSOLE,
      {},
      { token: staff.token },
    );
    expect(home.data?.getStaffConsole.suspendedUsers).toBeGreaterThanOrEqual(1);
    expect(home.data?.getStaffConsole.lastAuditAt).not.toBeNull();
  });
});
