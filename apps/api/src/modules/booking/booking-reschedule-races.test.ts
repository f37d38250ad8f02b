import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rowsOf } from '../../infra/search/search-text';
import { setUpBookingFlow, t } from './booking-flow-test-helpers';
import { notificationCodesOf, paidLesson, readPolicy } from './booking-policies-test-helpers';
import { bookingReschedules } from './booking.tables';

/**
 * Answers to a reschedule proposal on real PostgreSQL (PGlite runs one statement at a time, so it cannot race):
 * many answers to one proposal leave one outcome, and an accept racing the proposal's replacement never moves
 * the lesson to the withdrawn time.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the reschedule race tests (CI runs them on PostgreSQL).',
  );
}

const HOUR = 3_600_000;
const ANSWER_NOTICES = ['BOOKING_RESCHEDULED', 'BOOKING_RESCHEDULE_DECLINED'];

const propose = (token: string, bookingId: string, startTime: Date) =>
  t.gql<{ proposeBookingReschedule: { pendingReschedule: { id: string } | null } }>(
    `mutation($bookingId: ID!, $startTime: DateTime!) {
      proposeBookingReschedule(bookingId: $bookingId, startTime: $startTime) { pendingReschedule { id } } }`,
    { bookingId, startTime: startTime.toISOString() },
    { token },
  );
const respond = (token: string, rescheduleId: string, accept: boolean) =>
  t.gql(
    `mutation($rescheduleId: ID!, $accept: Boolean!) {
      respondToBookingReschedule(rescheduleId: $rescheduleId, accept: $accept) { pvid } }`,
    { rescheduleId, accept },
    { token },
  );

async function statusOfProposal(id: string): Promise<string | undefined> {
  const [row] = await t.deps.db
    .select({ status: bookingReschedules.status })
    .from(bookingReschedules)
    .where(eq(bookingReschedules.id, id));
  return row?.status;
}

/** Holds the booking's row lock from another connection until release() is called. */
async function holdBookingLock(id: string): Promise<{ release: () => Promise<void> }> {
  let release = (): void => undefined;
  let locked = (): void => undefined;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = t.deps.db.transaction(async (tx) => {
    await tx.execute(sql`select id from bookings where id = ${id} for update`);
    locked();
    await new Promise<void>((resolve) => (release = resolve));
  });
  await isLocked;
  return {
    release: async () => {
      release();
      await done;
    },
  };
}

/** Waits until `count` statements of this database wait on a lock. */
async function lockWaiters(count: number): Promise<void> {
  for (let tries = 0; tries < 500; tries += 1) {
    const [row] = rowsOf<{ n: number }>(
      await t.deps.db.execute(sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and wait_event_type = 'Lock'`),
    );
    if ((row?.n ?? 0) >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`fewer than ${count} statements came to wait on the lock`);
}

describe.skipIf(!databaseUrl)('reschedule answers on PostgreSQL', () => {
  setUpBookingFlow();

  it('20 concurrent answers to one proposal leave exactly one outcome and one notice', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    const later = new Date(start.getTime() + 3 * HOUR);
    const proposed = await propose(tutor.token, id, later);
    const rescheduleId = proposed.data!.proposeBookingReschedule.pendingReschedule!.id;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => respond(student.token, rescheduleId, index % 2 === 0)),
    );
    const won = answers.filter((answer) => !answer.errors);
    expect(won).toHaveLength(1);
    const refusals = answers.flatMap((answer) => answer.errors ?? []).map((e) => e.extensions?.messageKey);
    expect(new Set(refusals)).toEqual(new Set(['rescheduleNotFound']));
    const outcome = await statusOfProposal(rescheduleId);
    const lesson = await readPolicy(student.token, id);
    expect(lesson.startTime).toBe((outcome === 'ACCEPTED' ? later : start).toISOString());
    const notices = (await notificationCodesOf(tutor.userId)).filter((code) => ANSWER_NOTICES.includes(code));
    expect(notices).toEqual([outcome === 'ACCEPTED' ? 'BOOKING_RESCHEDULED' : 'BOOKING_RESCHEDULE_DECLINED']);
  });

  it('an accept that read the proposal while its replacement waited for the lock is refused', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    const withdrawn = new Date(start.getTime() + 3 * HOUR);
    const replacement = new Date(start.getTime() + 5 * HOUR);
    const first = await propose(tutor.token, id, withdrawn);
    const firstId = first.data!.proposeBookingReschedule.pendingReschedule!.id;
    const lock = await holdBookingLock(id);
    const replacing = propose(tutor.token, id, replacement);
    await lockWaiters(1);
    const accepting = respond(student.token, firstId, true);
    await lockWaiters(2);
    await lock.release();
    const [replaced, accepted] = await Promise.all([replacing, accepting]);
    expect(replaced.errors).toBeUndefined();
    expect(accepted.errors?.[0]?.extensions?.messageKey).toBe('rescheduleNotFound');
    expect(await statusOfProposal(firstId)).toBe('REPLACED');
    expect((await readPolicy(student.token, id)).startTime).toBe(start.toISOString());
  });

  it('an accept racing a replacement moves the lesson to a live proposal or is refused, never to the withdrawn one', async () => {
    for (let round = 0; round < 10; round += 1) {
      const { tutor, student, id, start } = await paidLesson(4000, 48);
      const withdrawn = new Date(start.getTime() + 3 * HOUR);
      const replacement = new Date(start.getTime() + 5 * HOUR);
      const first = await propose(tutor.token, id, withdrawn);
      const firstId = first.data!.proposeBookingReschedule.pendingReschedule!.id;
      const [accepted, replaced] = await Promise.all([
        respond(student.token, firstId, true),
        propose(tutor.token, id, replacement),
      ]);
      expect(replaced.errors).toBeUndefined();
      const lesson = await readPolicy(student.token, id);
      if (accepted.errors) {
        expect(accepted.errors[0]?.extensions?.messageKey).toBe('rescheduleNotFound');
        expect(await statusOfProposal(firstId)).toBe('REPLACED');
        expect(lesson.startTime).toBe(start.toISOString());
      } else {
        // The accept came first: the lesson moved while the proposal was live, and the replacement followed.
        expect(await statusOfProposal(firstId)).toBe('ACCEPTED');
        expect(lesson.startTime).toBe(withdrawn.toISOString());
      }
    }
  }, 120_000);
});
