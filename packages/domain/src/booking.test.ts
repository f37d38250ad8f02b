import { describe, expect, it } from 'vitest';
import {
  BOOKING_ACTIONS,
  BOOKING_STATUSES,
  BOOKING_TRANSITIONS,
  availableBookingActions,
  nextBookingStatus,
  type BookingActor,
} from './booking';

const ACTORS: BookingActor[] = ['student', 'tutor', 'system'];

describe('booking state machine', () => {
  it('walks the happy path: pay, accept, done, transfer once', () => {
    expect(nextBookingStatus({ status: 'PENDING', actor: 'system', action: 'pay' })).toEqual({
      ok: true,
      status: 'PAID',
    });
    expect(nextBookingStatus({ status: 'PAID', actor: 'tutor', action: 'accept' })).toMatchObject({
      status: 'ACCEPTED',
    });
    expect(nextBookingStatus({ status: 'ACCEPTED', actor: 'tutor', action: 'done' })).toMatchObject({
      status: 'DONE',
    });
    expect(nextBookingStatus({ status: 'DONE', actor: 'tutor', action: 'transfer' })).toMatchObject({
      status: 'DONE',
    });
    expect(
      nextBookingStatus({ status: 'DONE', actor: 'tutor', action: 'transfer', tutorWithdrewMoney: true }),
    ).toEqual({ ok: false, reason: 'alreadyTransferred' });
  });

  it('refuses every action to anyone but its actor', () => {
    for (const action of BOOKING_ACTIONS) {
      const { by, from } = BOOKING_TRANSITIONS[action];
      for (const actor of ACTORS.filter((candidate) => candidate !== by)) {
        expect(nextBookingStatus({ status: from[0] ?? 'PENDING', actor, action })).toEqual({
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
        expect(nextBookingStatus({ status, actor: by, action })).toEqual({
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
      expect(availableBookingActions(status, 'student')).toEqual([]);
      expect(availableBookingActions(status, 'tutor')).toEqual(status === 'DONE' ? ['transfer'] : []);
    }
  });

  it('lists what booking-list offers each side', () => {
    expect(availableBookingActions('PENDING', 'student')).toEqual(['cancelBeforePaid']);
    expect(availableBookingActions('PENDING', 'tutor')).toEqual(['reject']);
    expect(availableBookingActions('PAID', 'tutor')).toEqual(['accept', 'reject']);
    expect(availableBookingActions('PAID', 'student')).toEqual(['cancel']);
    expect(availableBookingActions('ACCEPTED', 'tutor')).toEqual(['done']);
    expect(availableBookingActions('DONE', 'tutor', true)).toEqual([]);
  });
});
