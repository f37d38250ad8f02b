import { COMPLETION_HOURS, type DisputeOutcome } from '@ajar/domain';
import type { DisputeCaller, DisputeStepName } from './booking-model-dispute-operations';
import {
  ACTS,
  WINDOW_HOURS,
  type Act,
  type Operation,
  type Verdict,
  type Who,
} from './booking-model-operations';

/** The fixed walks the booking money model plays before the random runs, and what the runs must reach. */

const book = (student: number, tutor: number, slot: number, minutes: number): Operation => ({
  type: 'book',
  student,
  tutor,
  slot,
  minutes,
});
const act = (name: Act, booking: number, by: Who = 'right'): Operation => ({
  type: 'act',
  act: name,
  booking,
  who: by,
});
const checkout = (booking: number, outcome: Verdict): Operation => ({
  type: 'checkout',
  booking,
  who: 'right',
  verdict: outcome,
});
/** A dispute call; `target` is a booking's index (open, noShow) or a dispute's, `percent` of what it may refund. */
const dispute = (
  step: DisputeStepName,
  target: number,
  by: DisputeCaller,
  percent = 50,
  outcome: DisputeOutcome = 'PARTIAL_REFUND',
): Operation => ({ type: 'disputeCall', step, target, by, outcome, percent });

/**
 * The worked dispute: a 4,000 lesson (tutor 0's hour) disputed, countered at half, escalated by the student
 * and decided by the team as a full refund. Student 0 tops up 40,000 and pays the first booking's 8 lessons
 * (32,000; 7 of them back to the balance: 36,000 left); the fee takes 1,000 (35,000); the decision returns the
 * 4,000 and, favouring the student, the fee: 40,000 again. The tutor is left nothing to transfer.
 */
export const WORKED_DISPUTE: readonly Operation[] = [
  { type: 'topUp', student: 0, amount: 40_000 },
  book(0, 0, 0, 60),
  act('payWithBalance', 0),
  act('accept', 0),
  { type: 'time', hours: 1 }, // the lesson has ended
  act('done', 0),
  dispute('open', 0, 'student'), // asks for all 4,000 back
  dispute('propose', 0, 'tutor', 50), // 2,000
  dispute('escalate', 0, 'student'), // the 1,000 fee, from the balance
  dispute('decide', 0, 'staff', 100),
];

/** Walks every path once before the random runs (bookings, payments and disputes by their index in the run). */
export const EXAMPLES: readonly (readonly Operation[])[] = [
  WORKED_DISPUTE,
  [
    // Disputes and decisions, and the refusals of their rules.
    { type: 'topUp', student: 0, amount: 400_000 },
    book(0, 0, 0, 60),
    book(0, 0, 2, 60),
    book(0, 0, 4, 60),
    ...[0, 1, 2].flatMap((booking) => [act('payWithBalance', booking), act('accept', booking)]),
    dispute('open', 0, 'student'), // not done
    dispute('noShow', 0, 'tutor'), // the lesson has not ended
    { type: 'time', hours: 1 },
    dispute('noShow', 0, 'stranger'),
    dispute('noShow', 0, 'tutor'), // dispute 0: the tutor keeps the money, says the claim
    dispute('noShow', 0, 'student'), // one at a time
    act('done', 0), // the tutor marks it done meanwhile
    act('transfer', 0), // the money waits for the dispute
    dispute('escalate', 0, 'student'), // not before a counter-proposal
    dispute('accept', 0, 'tutor'), // the student's turn
    dispute('propose', 0, 'student', 100), // a partial refund of everything
    dispute('propose', 0, 'student', 0, 'FULL_REFUND'),
    dispute('decide', 0, 'staff'), // not escalated
    dispute('escalate', 0, 'tutor'), // nothing on the tutor's balance
    { type: 'tutorTopUp', tutor: 0, amount: 1_000 },
    dispute('escalate', 0, 'tutor'),
    dispute('accept', 0, 'tutor'), // the team decides now
    dispute('decide', 0, 'tutor'), // staff only
    dispute('decide', 0, 'staff', 101), // more than the lesson
    dispute('decide', 0, 'staff', 50), // half favours the student: the tutor's fee is kept
    act('transfer', 0), // the other half
    { type: 'time', hours: 3 },
    act('done', 1),
    dispute('open', 1, 'tutor'), // students only
    dispute('open', 1, 'student'), // dispute 1
    dispute('propose', 1, 'tutor', 25),
    dispute('accept', 1, 'student'), // agreed: 1,000 back, 3,000 for the tutor
    dispute('open', 1, 'student'), // settled lessons are not disputed again
    { type: 'replay', back: 1 },
    { type: 'time', hours: 5 },
    act('done', 2),
    dispute('open', 2, 'student'), // dispute 2
    { type: 'time', hours: 5 + 72 }, // the tutor's turn ran out
    dispute('accept', 2, 'tutor'),
    { type: 'jobs' }, // silence is consent: the full refund stands
    dispute('escalate', 2, 'student'),
    act('transfer', 2), // nothing left for the tutor
    { type: 'topUp', student: 1, amount: 30_000 },
    book(1, 1, 0, 60), // a new window of slots
    act('payWithBalance', 3),
    act('accept', 3),
    { type: 'time', hours: 26 }, // 25 h after the end
    dispute('noShow', 3, 'student'),
    act('done', 3),
    { type: 'time', hours: 24 }, // a new window, at least 72 h after done
    dispute('open', 3, 'student'),
  ],
  [
    book(0, 0, 0, 60), // a first booking: 8 lessons due
    book(0, 0, 1, 60), // made while the first is unpaid: one lesson
    checkout(0, 'decline'),
    checkout(0, 'approve'), // 7 lessons to the balance
    act('cancelBeforePaid', 1),
    act('accept', 0, 'wrong'),
    act('accept', 0),
    book(0, 0, 0, 60), // the paid lesson holds the slot
    { type: 'time', hours: 0 }, // the lesson has started
    act('doneByUpdate', 0), // not over yet
    { type: 'time', hours: 1 },
    act('doneByUpdate', 0),
    act('transfer', 0), // not completed: 72 h after done
    book(0, 0, 2, 60), // too soon now
    book(0, 0, 3, 30),
    act('payWithBalance', 2),
    act('accept', 2),
    act('cancel', 2),
    book(0, 0, 5, 60),
    act('cancelBeforePaid', 3, 'stranger'),
    act('cancelByUpdate', 3),
    checkout(3, 'approve'),
    { type: 'topUp', student: 0, amount: 5000 },
    { type: 'replay', back: 0 },
    { type: 'topUpByCard', student: 0, amount: 50, verdict: 'approve' },
    { type: 'topUpByCard', student: 0, amount: 5000, verdict: 'approve' },
    { type: 'time', hours: 1 + COMPLETION_HOURS },
    { type: 'jobs' }, // lesson 0 completes
    act('transfer', 0),
    act('transfer', 0),
    { type: 'replay', back: 0 },
  ],
  [
    book(1, 1, 0, 90),
    { type: 'topUp', student: 1, amount: 10_000 },
    act('payWithBalance', 0),
    act('payPart', 0),
    act('payPart', 0),
    checkout(0, 'later'),
    { type: 'topUp', student: 1, amount: 30_000 },
    act('payWithBalance', 0), // a checkout is open
    act('reject', 0),
    { type: 'settle', payment: 0, approved: true }, // late: to the balance
    { type: 'settle', payment: 0, approved: true },
    book(1, 1, 0, 60), // the rejected booking freed the slot
    act('payWithBalance', 1),
    act('accept', 1),
    act('done', 1), // the lesson has not even started
    { type: 'time', hours: 1 },
    act('done', 1, 'stranger'),
    act('done', 1),
    { type: 'time', hours: 2 + COMPLETION_HOURS },
    { type: 'jobs' },
    act('transfer', 1), // no bank account yet
    { type: 'bankAccount', tutor: 1 },
    act('transfer', 1),
    book(0, 1, 3, 30),
    act('cancel', 2),
    { type: 'abandon', booking: 2, by: 'student' },
    book(0, 1, 5, 60),
    { type: 'topUp', student: 0, amount: 1000 },
    act('payPart', 3), // stays PENDING, partly paid
    book(1, 1, 7, 30), // not a first booking: one was paid
    act('payWithBalance', 4),
    { type: 'time', hours: 7 },
    act('cancel', 4), // the lesson has started
    act('reject', 4), // the tutor may still refuse it: a refund
    { type: 'time', hours: WINDOW_HOURS }, // a new window of slots
    book(1, 1, 0, 60),
  ],
  [
    // The cancellation windows, the tutor's cancel, and the jobs.
    { type: 'topUp', student: 0, amount: 400_000 },
    book(0, 0, 0, 60), // a first booking: 8 lessons
    act('payWithBalance', 0),
    { type: 'time', hours: -20 }, // 20 h before: the free window closed
    act('cancel', 0), // late: the tutor keeps half, transferable at once
    act('transfer', 0),
    book(0, 0, 2, 60),
    act('payWithBalance', 1),
    act('tutorCancel', 1), // a full refund
    book(0, 0, 4, 60),
    act('payWithBalance', 2),
    { type: 'time', hours: -7 }, // past slot 4's accept deadline
    { type: 'jobs' }, // rejected with a full refund
    book(0, 0, 6, 60),
    { type: 'time', hours: 6 },
    { type: 'jobs' }, // unpaid at its start: expired
    book(1, 0, 9, 60),
    { type: 'topUp', student: 1, amount: 40_000 },
    act('payWithBalance', 4),
    act('accept', 4),
    { type: 'time', hours: 10 }, // the lesson ended (a new window of slots begins)
    act('done', 4),
    act('cancel', 4), // done lessons are not cancelled
    { type: 'time', hours: COMPLETION_HOURS },
    act('transfer', 4), // the jobs have not run yet
    { type: 'jobs' },
    act('transfer', 4),
  ],
];

/** Every kind of step the runs must reach at least once (the examples guarantee it). */
export const MUST_REACH = [
  ...ACTS,
  'topUp',
  'topUpByCard',
  'book',
  'checkout',
  'settle',
  'lateApproval',
  'bankAccount',
  'time',
  'replay',
  'jobs',
  'lateCancel',
  'expired',
  'autoRejected',
  'completed',
  ...[
    'slotTaken',
    'bookingTimeInvalid',
    'bookingLessonNotOver',
    'bookingLessonStarted',
    'insufficientBalance',
    'bookingActionNotAllowed',
    'bookingAlreadyTransferred',
    'bookingNotCompleted',
    'bankAccountRequired',
    'nothingToPay',
    'topUpAmountInvalid',
    'forbidden',
    'notFound',
    'bookingDisputeOpen',
    'disputeNotAllowed',
    'noShowTooEarly',
    'disputeWindowClosed',
    'disputeAlreadyOpen',
    'disputeStudentsOnly',
    'disputeEscalateTooEarly',
    'disputeNotYourTurn',
    'disputeRefundInvalid',
    'disputeNotEscalated',
    'disputeClosed',
    'disputeTurnExpired',
  ].map((key) => `refused:${key}`),
  'openDispute',
  'reportNoShow',
  'propose',
  'acceptProposal',
  'escalate',
  'decide',
  'tutorTopUp',
  'disputeTimedOut',
  'feeReturned',
  'feeKept',
];
