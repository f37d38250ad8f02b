import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  allowedDisputeSteps,
  decisionFavours,
  disputeOpeningProblem,
  disputeStepProblem,
  isDecisionRefund,
  openingOutcome,
  proposalRefundMinor,
  turnEndsAt,
  type DisputeState,
} from './disputes';

const end = new Date('2026-12-10T11:00:00Z');
const hoursAfter = (from: Date, hours: number) => new Date(from.getTime() + hours * 3_600_000);
const lesson = {
  kind: 'LESSON' as const,
  party: 'student' as const,
  bookingStatus: 'DONE',
  endTime: end,
  doneAt: end,
  completedAt: null,
  disputeOpen: false,
};

describe('opening a dispute', () => {
  it('lets the student dispute a done lesson until 72 hours after it was marked done', () => {
    expect(disputeOpeningProblem({ ...lesson, now: hoursAfter(end, 71.99) })).toBeNull();
    expect(disputeOpeningProblem({ ...lesson, now: hoursAfter(end, 72) })).toBe('disputeWindowClosed');
    expect(disputeOpeningProblem({ ...lesson, party: 'tutor', now: end })).toBe('disputeStudentsOnly');
    expect(disputeOpeningProblem({ ...lesson, completedAt: end, now: end })).toBe('disputeNotAllowed');
    expect(disputeOpeningProblem({ ...lesson, bookingStatus: 'ACCEPTED', now: end })).toBe(
      'disputeNotAllowed',
    );
    expect(disputeOpeningProblem({ ...lesson, disputeOpen: true, now: end })).toBe('disputeAlreadyOpen');
  });

  it('lets either party report a no-show of an accepted lesson within 24 hours after its end', () => {
    const noShow = { ...lesson, kind: 'NO_SHOW' as const, bookingStatus: 'ACCEPTED', doneAt: null };
    for (const party of ['student', 'tutor'] as const) {
      expect(disputeOpeningProblem({ ...noShow, party, now: hoursAfter(end, -0.01) })).toBe('noShowTooEarly');
      expect(disputeOpeningProblem({ ...noShow, party, now: end })).toBeNull();
      expect(disputeOpeningProblem({ ...noShow, party, now: hoursAfter(end, 24) })).toBe(
        'disputeWindowClosed',
      );
    }
    expect(disputeOpeningProblem({ ...noShow, bookingStatus: 'DONE', now: end })).toBe('disputeNotAllowed');
  });

  it('puts the opener’s claim on the table', () => {
    expect(openingOutcome('LESSON', 'student')).toBe('FULL_REFUND');
    expect(openingOutcome('NO_SHOW', 'student')).toBe('FULL_REFUND');
    expect(openingOutcome('NO_SHOW', 'tutor')).toBe('NO_REFUND');
  });
});

describe('proposals and decisions', () => {
  it('gives each outcome its refund, and a partial one strictly between nothing and everything', () => {
    expect(proposalRefundMinor('FULL_REFUND', null, 4000)).toBe(4000);
    expect(proposalRefundMinor('NO_REFUND', 99, 4000)).toBe(0);
    expect(proposalRefundMinor('PARTIAL_REFUND', 2000, 4000)).toBe(2000);
    expect(proposalRefundMinor('PARTIAL_REFUND', 0, 4000)).toBeNull();
    expect(proposalRefundMinor('PARTIAL_REFUND', 4000, 4000)).toBeNull();
    expect(proposalRefundMinor('PARTIAL_REFUND', 20.5, 4000)).toBeNull();
    expect(proposalRefundMinor('PARTIAL_REFUND', null, 4000)).toBeNull();
  });

  it('favours the student from half the refundable amount up, the tutor below it', () => {
    expect(decisionFavours(2000, 4000)).toBe('student');
    expect(decisionFavours(1999, 4000)).toBe('tutor');
    expect(decisionFavours(75_001, 150_001)).toBe('student');
    expect(decisionFavours(75_000, 150_001)).toBe('tutor');
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: 0, max: 10_000_000 }),
        (a, b) => {
          const refundable = Math.max(a, b);
          const refund = Math.min(a, b);
          expect(isDecisionRefund(refund, refundable)).toBe(true);
          // More refund never moves the favour away from the student.
          if (decisionFavours(refund, refundable) === 'student' && refund < refundable)
            expect(decisionFavours(refund + 1, refundable)).toBe('student');
        },
      ),
    );
    expect(isDecisionRefund(-1, 4000)).toBe(false);
    expect(isDecisionRefund(4001, 4000)).toBe(false);
  });
});

describe('the negotiation’s steps', () => {
  const now = new Date('2026-12-11T00:00:00Z');
  const opened: DisputeState = {
    status: 'NEGOTIATING',
    turn: 'tutor',
    turnEndsAt: turnEndsAt(now),
    counters: 0,
  };

  it('lets the party whose turn it is accept or counter, either party message, and escalate after a counter', () => {
    expect(allowedDisputeSteps(opened, 'tutor', now)).toEqual(['accept', 'counter', 'message']);
    expect(allowedDisputeSteps(opened, 'student', now)).toEqual(['message']);
    expect(disputeStepProblem(opened, 'student', 'accept', now)).toBe('disputeNotYourTurn');
    expect(disputeStepProblem(opened, 'student', 'escalate', now)).toBe('disputeEscalateTooEarly');
    const countered: DisputeState = { ...opened, turn: 'student', counters: 1 };
    expect(allowedDisputeSteps(countered, 'student', now)).toEqual([
      'accept',
      'counter',
      'message',
      'escalate',
    ]);
    expect(allowedDisputeSteps(countered, 'tutor', now)).toEqual(['message', 'escalate']);
  });

  it('stops answers when the turn’s 72 hours are over, and everything but messages once escalated', () => {
    const late = hoursAfter(now, 72);
    expect(disputeStepProblem(opened, 'tutor', 'accept', hoursAfter(now, 71.99))).toBeNull();
    expect(disputeStepProblem(opened, 'tutor', 'accept', late)).toBe('disputeTurnExpired');
    const escalated: DisputeState = { status: 'ESCALATED', turn: null, turnEndsAt: null, counters: 1 };
    expect(allowedDisputeSteps(escalated, 'student', now)).toEqual(['message']);
    const decided: DisputeState = { ...escalated, status: 'DECIDED' };
    expect(allowedDisputeSteps(decided, 'student', now)).toEqual([]);
  });
});
