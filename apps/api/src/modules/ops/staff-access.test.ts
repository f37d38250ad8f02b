import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeCompany, makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { signedInStaff } from '../../test/staff-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { hoursFromNow, insertLesson } from '../calendar/testing';
import { bankAccounts, payouts } from '../payout/testing';
import {
  AUDIT_LOG,
  CONSOLE,
  RESOLVE,
  RESTORE,
  STAFF_PAYOUTS,
  STAFF_REPORTS,
  STAFF_USER,
  SUSPEND,
} from './testing/ops-test-helpers';

let t: TestApp;
let tokens: Record<'student' | 'tutor' | 'company', string>;
let victimId: string;
beforeAll(async () => {
  t = await startTestApp();
  const [student, tutor, company] = [
    await makeStudent(t.deps.db),
    await makeTutor(t.deps.db),
    (await makeCompany(t.deps.db)).user,
  ];
  victimId = student.id;
  tokens = {
    student: await sessionFor(t, student),
    tutor: await sessionFor(t, tutor),
    company: await sessionFor(t, company),
  };
});
afterAll(() => t.close());

/** Every staff field, with variables that would work for staff. */
const STAFF_FIELDS: Record<string, () => [string, Record<string, unknown>]> = {
  getStaffConsole: () => [CONSOLE, {}],
  getStaffReports: () => [STAFF_REPORTS, { status: 'OPEN' }],
  getStaffUser: () => [STAFF_USER, { email: 'someone@example.test' }],
  getStaffPayouts: () => [STAFF_PAYOUTS, {}],
  getStaffAuditLog: () => [AUDIT_LOG, {}],
  resolveReport: () => [RESOLVE, { reportId: crypto.randomUUID(), action: 'DISMISS', note: 'x' }],
  suspendUser: () => [SUSPEND, { userId: victimId, reason: 'x' }],
  restoreUser: () => [RESTORE, { userId: victimId, reason: 'x' }],
  staffStudyRooms: () => ['query { staffStudyRooms { id } }', {}],
  closeStudyRoom: () => [
    'mutation($roomId: ID!) { closeStudyRoom(roomId: $roomId) { id } }',
    { roomId: crypto.randomUUID() },
  ],
};

describe('staff fields are refused to everyone else', () => {
  for (const [field, operation] of Object.entries(STAFF_FIELDS)) {
    for (const role of ['student', 'tutor', 'company'] as const) {
      it(`${field}: FORBIDDEN to a ${role}`, async () => {
        const [query, variables] = operation();
        const answer = await t.gql(query, variables, { token: tokens[role] });
        expectError(answer, 'FORBIDDEN', 'forbidden');
        // Nothing of the field's answer leaks (a nullable field answers null beside the error).
        expect(Object.values(answer.data ?? {}).filter((value) => value !== null)).toEqual([]);
      });
    }
    it(`${field}: UNAUTHENTICATED to a guest`, async () => {
      const [query, variables] = operation();
      expectError(await t.gql(query, variables), 'UNAUTHENTICATED', 'notLoggedIn');
    });
  }

  it('left the account alone', async () => {
    const staff = await signedInStaff(t);
    const answer = await t.gql<{ getStaffConsole: { suspendedUsers: number } }>(
      CONSOLE,
      {},
      { token: staff.token },
    );
    expect(answer.data?.getStaffConsole.suspendedUsers).toBe(0);
  });
});

describe('getStaffPayouts', () => {
  it("lists every tutor's payouts newest first, by currency and page", async () => {
    const staff = await signedInStaff(t);
    const student = await makeStudent(t.deps.db);
    const tutors = [
      await makeTutor(t.deps.db, { firstName: 'Pay', lastName: 'One' }),
      await makeTutor(t.deps.db),
    ];
    let second = 0;
    for (const [index, tutor] of tutors.entries()) {
      const [account] = await t.deps.db
        .insert(bankAccounts)
        .values({
          userId: tutor.id,
          currency: 'SGD',
          accountHolderName: `Holder ${index}`,
          accountNumber: `00012345${index}`,
          country: 'sg',
          city: 'Singapore',
          postCode: '018956',
          firstLine: '1 Marina Boulevard',
        })
        .returning({ id: bankAccounts.id });
      for (const currency of ['SGD', 'SGD'] as const) {
        second += 1;
        const bookingId = await insertLesson(t, {
          tutorId: tutor.id,
          studentId: student.id,
          start: hoursFromNow(t, second),
          status: 'DONE',
        });
        await t.deps.db.insert(payouts).values({
          userId: tutor.id,
          bankAccountId: account!.id,
          bookingId,
          amountMinor: 1000 * second,
          currency,
          createdAt: new Date(t.clock.now().getTime() + second * 1000),
        });
      }
    }
    const answer = await t.gql<{
      getStaffPayouts: {
        total: number;
        page: number;
        items: { amount: number; tutorName: string; accountNumberLast4: string }[];
      };
    }>(STAFF_PAYOUTS, { currency: 'SGD' }, { token: staff.token });
    expect(answer.data?.getStaffPayouts.total).toBe(4);
    expect(answer.data?.getStaffPayouts.items.map((item) => item.amount)).toEqual([4000, 3000, 2000, 1000]);
    expect(answer.data?.getStaffPayouts.items[3]).toMatchObject({
      tutorName: 'Pay One',
      accountNumberLast4: '3450',
    });
    const other = await t.gql<{ getStaffPayouts: { total: number } }>(
      STAFF_PAYOUTS,
      { currency: 'IDR' },
      { token: staff.token },
    );
    expect(other.data?.getStaffPayouts.total).toBe(0);
    const beyond = await t.gql<{ getStaffPayouts: { items: unknown[]; page: number } }>(
      STAFF_PAYOUTS,
      { page: 2 },
      { token: staff.token },
    );
    expect(beyond.data?.getStaffPayouts).toMatchObject({ items: [], page: 2 });
    const unknown = await t.gql(STAFF_PAYOUTS, { currency: 'XXX' }, { token: staff.token });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
  });
});
