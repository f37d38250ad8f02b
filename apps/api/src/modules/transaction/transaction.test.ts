import type { PaymentService, PaymentStatus } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { hoursFromNow, insertLesson } from '../calendar/testing';
import { payments } from '../payment/testing';
import { TRANSACTIONS_LIST_MAX } from './transaction.service';

const GET_TRANSACTIONS = `query Transactions($role: TransactionRole!) {
  getUserTransactions(role: $role) { id price fee status userId service currency createdAt bookingId }
}`;

interface Transaction {
  id: string;
  price: number;
  fee: number;
  status: PaymentStatus;
  userId: string;
  service: PaymentService;
  currency: string;
  createdAt: string;
  bookingId: string | null;
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function person(role: 'student' | 'tutor') {
  const user = await (role === 'student' ? makeStudent : makeTutor)(t.deps.db, { country: 'sg' });
  return { id: user.id, token: await sessionFor(t, user) };
}

let keys = 0;
/** A payment row as the payment module writes it, `secondsAgo` before the test clock's now. */
async function payment(
  userId: string,
  options: {
    bookingId?: string;
    amountMinor?: number;
    feeMinor?: number;
    status?: PaymentStatus;
    secondsAgo?: number;
  } = {},
): Promise<string> {
  keys += 1;
  const [row] = await t.deps.db
    .insert(payments)
    .values({
      userId,
      service: options.bookingId ? 'BOOKING' : 'BALANCE',
      bookingId: options.bookingId ?? null,
      amountMinor: options.amountMinor ?? 4000,
      feeMinor: options.feeMinor ?? 116,
      currency: 'SGD',
      status: options.status ?? 'PAID',
      provider: 'sandbox',
      idempotencyKey: `test-${keys}`,
      createdAt: new Date(t.clock.now().getTime() - (options.secondsAgo ?? 0) * 1000),
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('insert returned no payment');
  return row.id;
}

const transactions = async (token: string, role: 'STUDENT' | 'TUTOR') => {
  const response = await t.gql<{ getUserTransactions: Transaction[] }>(GET_TRANSACTIONS, { role }, { token });
  expect(response.errors).toBeUndefined();
  return response.data?.getUserTransactions ?? [];
};

describe('getUserTransactions', () => {
  it('refuses guests with notLoggedIn (HTTP 200)', async () => {
    for (const role of ['STUDENT', 'TUTOR']) {
      const response = await t.gql(GET_TRANSACTIONS, { role });
      expect(response.status).toBe(200);
      expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
    }
  });

  it("lists a student's payments, newest first, with price and fee in minor units", async () => {
    const student = await person('student');
    const tutor = await person('tutor');
    const lesson = await insertLesson(t, {
      tutorId: tutor.id,
      studentId: student.id,
      start: hoursFromNow(t, 2),
    });
    const failed = await payment(student.id, { bookingId: lesson, status: 'FAILED', secondsAgo: 30 });
    const paid = await payment(student.id, {
      bookingId: lesson,
      amountMinor: 4000,
      feeMinor: 116,
      secondsAgo: 20,
    });
    const topUp = await payment(student.id, {
      amountMinor: 10_000,
      feeMinor: 290,
      status: 'PENDING',
      secondsAgo: 10,
    });

    expect(await transactions(student.token, 'STUDENT')).toEqual([
      {
        id: topUp,
        price: 10_000,
        fee: 290,
        status: 'PENDING',
        userId: student.id,
        service: 'BALANCE',
        currency: 'SGD',
        createdAt: new Date(t.clock.now().getTime() - 10_000).toISOString(),
        bookingId: null,
      },
      {
        id: paid,
        price: 4000,
        fee: 116,
        status: 'PAID',
        userId: student.id,
        service: 'BOOKING',
        currency: 'SGD',
        createdAt: new Date(t.clock.now().getTime() - 20_000).toISOString(),
        bookingId: lesson,
      },
      expect.objectContaining({ id: failed, status: 'FAILED' }),
    ]);
    // Paying is not teaching.
    expect(await transactions(student.token, 'TUTOR')).toEqual([]);
  });

  it("lists a tutor's payments for their own lessons only, with the same price and fee", async () => {
    const tutor = await person('tutor');
    const otherTutor = await person('tutor');
    const alice = await person('student');
    const bob = await person('student');
    const alicesLesson = await insertLesson(t, {
      tutorId: tutor.id,
      studentId: alice.id,
      start: hoursFromNow(t, 2),
    });
    const bobsLesson = await insertLesson(t, {
      tutorId: tutor.id,
      studentId: bob.id,
      start: hoursFromNow(t, 4),
    });
    const elsewhere = await insertLesson(t, {
      tutorId: otherTutor.id,
      studentId: bob.id,
      start: hoursFromNow(t, 2),
    });
    const fromAlice = await payment(alice.id, {
      bookingId: alicesLesson,
      amountMinor: 4500,
      feeMinor: 131,
      secondsAgo: 9,
    });
    const fromBob = await payment(bob.id, { bookingId: bobsLesson, secondsAgo: 5 });
    const forOther = await payment(bob.id, { bookingId: elsewhere, secondsAgo: 1 });
    await payment(bob.id, { amountMinor: 2000, feeMinor: 58 });

    const taught = await transactions(tutor.token, 'TUTOR');
    expect(taught.map((row) => row.id)).toEqual([fromBob, fromAlice]);
    expect(taught[1]).toMatchObject({ price: 4500, fee: 131, userId: alice.id, bookingId: alicesLesson });
    expect(await transactions(tutor.token, 'STUDENT')).toEqual([]);
    expect((await transactions(otherTutor.token, 'TUTOR')).map((row) => row.id)).toEqual([forOther]);

    // Each student sees only what they paid.
    expect((await transactions(alice.token, 'STUDENT')).map((row) => row.id)).toEqual([fromAlice]);
    expect((await transactions(bob.token, 'STUDENT')).map((row) => row.id)).not.toContain(fromAlice);
  });

  it(`answers the newest ${TRANSACTIONS_LIST_MAX}`, async () => {
    const student = await person('student');
    const ids: string[] = [];
    for (let i = 0; i <= TRANSACTIONS_LIST_MAX; i += 1)
      ids.push(await payment(student.id, { secondsAgo: i }));
    const listed = await transactions(student.token, 'STUDENT');
    expect(listed.map((row) => row.id)).toEqual(ids.slice(0, TRANSACTIONS_LIST_MAX));
  });
});
