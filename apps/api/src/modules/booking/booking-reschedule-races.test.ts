import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { holdRowLock, lockWaiters } from '../../test/row-locks';
import { setUpBookingFlow, t } from './testing/booking-flow-test-helpers';
import { notificationCodesOf, paidLesson, readPolicy } from './testing/booking-policies-test-helpers';
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
    const lock = await holdRowLock(t.deps.db, 'bookings', id);
    const replacing = propose(tutor.token, id, replacement);
    await lockWaiters(t.deps.db, 1);
    const accepting = respond(student.token, firstId, true);
    await lockWaiters(t.deps.db, 2);
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
