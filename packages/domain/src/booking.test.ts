import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  availableBookingActions,
  nextBookingStatus,
  type BookingActor,
  type LessonTime,
} from './booking';

const ACTORS: BookingActor[] = ['student', 'tutor', 'system'];
const HOUR = 3_600_000;
/** A lesson from 10:00 to 11:00 seen at 08:00, at 10:30 and at 11:00. */
const BEFORE: LessonTime = { start: 10 * HOUR, end: 11 * HOUR, now: 8 * HOUR };
const DURING: LessonTime = { ...BEFORE, now: 10.5 * HOUR };
const AFTER: LessonTime = { ...BEFORE, now: 11 * HOUR };

describe('booking state machine', () => {
  it('walks the happy path: pay, accept, done, transfer once', () => {
    expect(nextBookingStatus({ status: 'PENDING', actor: 'system', action: 'pay', lesson: BEFORE })).toEqual({
      ok: true,
      status: 'PAID',
    });
    expect(
      nextBookingStatus({ status: 'PAID', actor: 'tutor', action: 'accept', lesson: BEFORE }),
    ).toMatchObject({
      status: 'ACCEPTED',
    });
    expect(
      nextBookingStatus({ status: 'ACCEPTED', actor: 'tutor', action: 'done', lesson: AFTER }),
    ).toMatchObject({
      status: 'DONE',
    });
    // The money moves once the lesson completed, never while a dispute is open.
    expect(nextBookingStatus({ status: 'DONE', actor: 'tutor', action: 'transfer', lesson: AFTER })).toEqual({
      ok: false,
      reason: 'notCompleted',
    });
    expect(
      nextBookingStatus({
        status: 'DONE',
        actor: 'tutor',
        action: 'transfer',
        lesson: AFTER,
        completed: true,
        disputeOpen: true,
      }),
    ).toEqual({ ok: false, reason: 'disputeOpen' });
    expect(
      nextBookingStatus({
        status: 'DONE',
        actor: 'tutor',
        action: 'transfer',
        lesson: AFTER,
        completed: true,
      }),
    ).toMatchObject({
      status: 'DONE',
    });
    expect(
      nextBookingStatus({
        status: 'DONE',
        actor: 'tutor',
        action: 'transfer',
        lesson: AFTER,
        tutorWithdrewMoney: true,
      }),
    ).toEqual({ ok: false, reason: 'alreadyTransferred' });
  });

  it('refuses every action to anyone but its actor', () => {
    for (const action of BOOKING_ACTIONS) {
      const { by, from } = BOOKING_TRANSITIONS[action];
      for (const actor of ACTORS.filter((candidate) => candidate !== by)) {
        expect(nextBookingStatus({ status: from[0] ?? 'PENDING', actor, action, lesson: AFTER })).toEqual({
          ok: false,
          reason: 'wrongActor',
        });
      }
    }
  });

  it('refuses every action from a status it does not start from', () => {
    let refused = 0;
    for (const action of BOOKING_ACTIONS) {
      const { by, from } = BOOKING_TRANSITIONS[action];
      for (const status of BOOKING_STATUSES.filter((candidate) => !from.includes(candidate))) {
        expect(nextBookingStatus({ status, actor: by, action, lesson: AFTER })).toEqual({
          ok: false,
          reason: 'wrongStatus',
        });
        refused += 1;
      }
    }
    expect(refused).toBeGreaterThan(20);
  });

  it('ends nothing twice: rejected, cancelled and done bookings cannot be cancelled or rejected', () => {
    for (const status of ['REJECTED', 'CANCELLED', 'DONE'] as const) {
      expect(availableBookingActions(status, 'student', AFTER)).toEqual([]);
      expect(availableBookingActions(status, 'tutor', AFTER, { completed: true })).toEqual(
        status === 'DONE' ? ['transfer'] : [],
      );
    }
  });

  it('lists what booking-list offers each side', () => {
    expect(availableBookingActions('PENDING', 'student', BEFORE)).toEqual(['cancelBeforePaid']);
    expect(availableBookingActions('PENDING', 'tutor', BEFORE)).toEqual(['reject']);
    expect(availableBookingActions('PAID', 'tutor', BEFORE)).toEqual(['accept', 'reject', 'tutorCancel']);
    expect(availableBookingActions('PAID', 'student', BEFORE)).toEqual(['cancel']);
    expect(availableBookingActions('ACCEPTED', 'tutor', AFTER)).toEqual(['done']);
    expect(availableBookingActions('DONE', 'tutor', AFTER, { tutorWithdrewMoney: true })).toEqual([]);
  });

  it('marks a lesson done only once it has ended, and cancels a paid one only before it starts', () => {
    const done = (lesson: LessonTime) =>
      nextBookingStatus({ status: 'ACCEPTED', actor: 'tutor', action: 'done', lesson });
    expect(done(BEFORE)).toEqual({ ok: false, reason: 'lessonNotOver' });
    expect(done(DURING)).toEqual({ ok: false, reason: 'lessonNotOver' });
    expect(done({ ...AFTER, now: AFTER.end - 1 })).toEqual({ ok: false, reason: 'lessonNotOver' });
    expect(done(AFTER)).toEqual({ ok: true, status: 'DONE' });
    for (const status of ['PAID', 'ACCEPTED'] as const) {
      const cancel = (lesson: LessonTime) =>
        nextBookingStatus({ status, actor: 'student', action: 'cancel', lesson });
      expect(cancel({ ...BEFORE, now: BEFORE.start - 1 })).toEqual({ ok: true, status: 'CANCELLED' });
      expect(cancel({ ...BEFORE, now: BEFORE.start })).toEqual({ ok: false, reason: 'lessonStarted' });
      expect(cancel(AFTER)).toEqual({ ok: false, reason: 'lessonStarted' });
    }
    expect(availableBookingActions('ACCEPTED', 'tutor', DURING)).toEqual([]);
    expect(availableBookingActions('ACCEPTED', 'student', DURING)).toEqual([]);
    // An unpaid booking can still be given up, and a paid one refused, at any time: nothing is earned.
    expect(availableBookingActions('PENDING', 'student', AFTER)).toEqual(['cancelBeforePaid']);
    expect(availableBookingActions('PAID', 'tutor', AFTER)).toEqual(['accept', 'reject']);
  });
});
