import { describe, expect, it } from 'vitest';
import { expectSoundLedger } from '../ledger/testing';
import { setUpBookingFlow, t, world } from './testing/booking-flow-test-helpers';
import {
  addAt,
  notificationCodesOf,
  paidLesson,
  readPolicy,
  POLICY_FIELDS,
  type PolicyBody,
} from './testing/booking-policies-test-helpers';
import { expectRefusal } from './testing/booking-test-helpers';

setUpBookingFlow();

const HOUR = 3_600_000;

const propose = (token: string, bookingId: string, startTime: Date) =>
  t.gql<{ proposeBookingReschedule: PolicyBody }>(
    `mutation($bookingId: ID!, $startTime: DateTime!) {
      proposeBookingReschedule(bookingId: $bookingId, startTime: $startTime) { ${POLICY_FIELDS} } }`,
    { bookingId, startTime: startTime.toISOString() },
    { token },
  );
const respond = (token: string, rescheduleId: string, accept: boolean) =>
  t.gql<{ respondToBookingReschedule: PolicyBody }>(
    `mutation($rescheduleId: ID!, $accept: Boolean!) {
      respondToBookingReschedule(rescheduleId: $rescheduleId, accept: $accept) { ${POLICY_FIELDS} } }`,
    { rescheduleId, accept },
    { token },
  );

describe('rescheduling a lesson', () => {
  it('keeps the old time until the other party accepts, then moves the lesson', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    const later = new Date(start.getTime() + 3 * HOUR);
    const proposed = await propose(tutor.token, id, later);
    expect(proposed.errors).toBeUndefined();
    const pending = proposed.data!.proposeBookingReschedule;
    expect(pending.startTime).toBe(start.toISOString());
    expect(pending.pendingReschedule).toMatchObject({ startTime: later.toISOString(), proposedByMe: true });
    const seen = await readPolicy(student.token, id);
    expect(seen.pendingReschedule).toMatchObject({ proposedByMe: false });
    const rescheduleId = seen.pendingReschedule!.id;
    // The proposer cannot accept their own proposal; a stranger cannot see it.
    expectRefusal(await respond(tutor.token, rescheduleId, true), 'FORBIDDEN', 'forbidden');
    const stranger = await world.student();
    expectRefusal(await respond(stranger.token, rescheduleId, true), 'NOT_FOUND', 'rescheduleNotFound');
    const accepted = await respond(student.token, rescheduleId, true);
    expect(accepted.data?.respondToBookingReschedule).toMatchObject({
      startTime: later.toISOString(),
      endTime: new Date(later.getTime() + HOUR).toISOString(),
      pendingReschedule: null,
    });
    expectRefusal(await respond(student.token, rescheduleId, true), 'CONFLICT', 'rescheduleNotFound');
    // The old time is free again; the accept deadline moved with the lesson.
    const other = await world.student();
    expect((await addAt(other, tutor, start)).errors).toBeUndefined();
    expect((await readPolicy(tutor.token, id)).acceptBy).toBe(
      new Date(later.getTime() - 12 * HOUR).toISOString(),
    );
    expect(await notificationCodesOf(student.userId)).toContain('BOOKING_RESCHEDULE_PROPOSED');
    expect(await notificationCodesOf(tutor.userId)).toContain('BOOKING_RESCHEDULED');
    await expectSoundLedger(t.deps.db);
  });

  it('keeps the old time when the other party declines, and replaces an open proposal with a new one', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    expect((await propose(student.token, id, new Date(start.getTime() + HOUR))).errors).toBeUndefined();
    const second = await propose(student.token, id, new Date(start.getTime() + 2 * HOUR));
    expect(second.data?.proposeBookingReschedule.pendingReschedule?.startTime).toBe(
      new Date(start.getTime() + 2 * HOUR).toISOString(),
    );
    const rescheduleId = (await readPolicy(tutor.token, id)).pendingReschedule!.id;
    const declined = await respond(tutor.token, rescheduleId, false);
    expect(declined.data?.respondToBookingReschedule).toMatchObject({
      startTime: start.toISOString(),
      pendingReschedule: null,
    });
    expect(await notificationCodesOf(student.userId)).toContain('BOOKING_RESCHEDULE_DECLINED');
  });

  it('refuses a time taken by another lesson, outside the tutor’s hours, or once the lesson started', async () => {
    const { tutor, student, id, start } = await paidLesson(4000, 48);
    const other = await world.student();
    const taken = new Date(start.getTime() + 2 * HOUR);
    expect((await addAt(other, tutor, taken)).errors).toBeUndefined();
    expectRefusal(await propose(student.token, id, taken), 'CONFLICT', 'slotTaken');
    expectRefusal(
      await propose(student.token, id, new Date(start.getTime() + 15 * 60_000)),
      'BAD_USER_INPUT',
      'bookingSlotUnavailable',
    );
    expectRefusal(await propose(other.token, id, taken), 'NOT_FOUND', 'notFound');
    t.clock.set(new Date(start.getTime() + 60_000));
    expectRefusal(
      await propose(tutor.token, id, new Date(start.getTime() + 5 * HOUR)),
      'CONFLICT',
      'rescheduleNotAllowed',
    );
  });
});
