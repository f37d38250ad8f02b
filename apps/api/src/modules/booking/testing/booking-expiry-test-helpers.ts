import { and, count, eq, inArray } from 'drizzle-orm';
import { expect } from 'vitest';
import { jobs } from '../../jobs/testing';
import { expectSoundLedger, ledgerTransactions } from '../../ledger/testing';
import { notifications } from '../../notification/testing';
import { t, world } from './booking-flow-test-helpers';
import { addAt } from './booking-policies-test-helpers';
import type { Party } from './booking-test-helpers';
import { bookings } from '../booking.tables';

/** What the tests of many expiry jobs running at once share: the lessons, and the proof. */

const HOUR = 3_600_000;

/**
 * `count` unpaid lessons of one tutor an hour apart, from 3 h after the test clock's now, each with a part
 * paid from the balance: 80 h later they have all expired and each expiry has a refund to make. Their ids.
 */
export async function unpaidLessonsExpiringTogether(count: number): Promise<string[]> {
  const tutor = await world.tutor(1000);
  const students: Party[] = [];
  for (let index = 0; index < 6; index += 1) students.push(await world.student());
  const ids: string[] = [];
  for (let index = 0; index < count; index += 1) {
    const student = students[index % students.length]!;
    const start = new Date(t.clock.now().getTime() + (3 + index) * HOUR);
    start.setUTCMinutes(0, 0, 0);
    const added = await addAt(student, tutor, start, 60, { numberOfLessons: 1 });
    expect(added.errors).toBeUndefined();
    ids.push(added.data!.addBooking.booking.pvid);
  }
  for (const [index, id] of ids.entries()) {
    const student = students[index % students.length]!;
    await world.topUp(student.userId, 300);
    const part = await t.gql(
      `mutation($id: ID!) { paidPartOfBookingPriceUseUserBalance(bookingId: $id) { status } }`,
      { id },
      { token: student.token },
    );
    expect(part.errors).toBeUndefined();
  }
  return ids;
}

/** Each lesson expired exactly once: cancelled, its job run once, one refund and one notice to each party. */
export async function expectEachExpiredOnce(ids: string[]): Promise<void> {
  const states = await t.deps.db
    .select({ status: bookings.status, n: count() })
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .groupBy(bookings.status);
  expect(states).toEqual([{ status: 'CANCELLED', n: ids.length }]);
  const ran = await t.deps.db
    .select({ attempts: jobs.attempts, n: count() })
    .from(jobs)
    .where(inArray(jobs.key, ids))
    .groupBy(jobs.attempts);
  expect(ran).toEqual([{ attempts: 1, n: ids.length }]);
  const [refunds] = await t.deps.db
    .select({ n: count() })
    .from(ledgerTransactions)
    .where(and(inArray(ledgerTransactions.referenceId, ids), eq(ledgerTransactions.kind, 'REFUND')));
  expect(refunds?.n).toBe(ids.length);
  const [told] = await t.deps.db
    .select({ n: count() })
    .from(notifications)
    .where(and(inArray(notifications.entityId, ids), eq(notifications.code, 'BOOKING_EXPIRED')));
  expect(told?.n).toBe(2 * ids.length);
  await expectSoundLedger(t.deps.db);
}
