import { COMPLETION_HOURS, type BookingAction } from '@ajar/domain';
import fc from 'fast-check';

/** The operations the booking money model draws and the fixed walks it plays first. */

export type Who = 'right' | 'wrong' | 'stranger';
export type Act =
  | 'payPart'
  | 'payWithBalance'
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'cancelBeforePaid'
  | 'cancelByUpdate'
  | 'done'
  | 'doneByUpdate'
  | 'transfer'
  | 'tutorCancel';
export type Verdict = 'approve' | 'decline' | 'later';

/** One request to the server; what a replay repeats. */
export type Call =
  | {
      readonly type: 'topUp' | 'topUpByCard';
      readonly student: number;
      readonly amount: number;
      readonly key: string;
    }
  | {
      readonly type: 'book';
      readonly student: number;
      readonly tutor: number;
      readonly slot: number;
      readonly minutes: number;
    }
  | { readonly type: 'checkout'; readonly booking: number; readonly who: Who; readonly key: string }
  | { readonly type: 'settle'; readonly payment: number; readonly approved: boolean }
  | { readonly type: 'act'; readonly act: Act; readonly booking: number; readonly who: Who }
  | { readonly type: 'bankAccount'; readonly tutor: number }
  /** The clock moves on to `at` (never back), as the hours pass between the calls of real people. */
  | { readonly type: 'time'; readonly at: number }
  /** The durable jobs due now run (expiry, the accept deadline, completion). */
  | { readonly type: 'jobs' };

/** What the generator draws; bookings and payments are picked by index among those of the run. */
export type Operation =
  | { readonly type: 'topUp'; readonly student: number; readonly amount: number }
  | {
      readonly type: 'topUpByCard';
      readonly student: number;
      readonly amount: number;
      readonly verdict: Verdict;
    }
  | {
      readonly type: 'book';
      readonly student: number;
      readonly tutor: number;
      readonly slot: number;
      readonly minutes: number;
    }
  | { readonly type: 'checkout'; readonly booking: number; readonly who: Who; readonly verdict: Verdict }
  | { readonly type: 'settle'; readonly payment: number; readonly approved: boolean }
  | { readonly type: 'act'; readonly act: Act; readonly booking: number; readonly who: Who }
  /** The next step a live booking's parties would take (a new booking when none is live). */
  | { readonly type: 'advance'; readonly booking: number; readonly choice: number }
  /** A checkout left open, the booking ended by its tutor or student, then the provider approves. */
  | { readonly type: 'abandon'; readonly booking: number; readonly by: 'student' | 'tutor' }
  | { readonly type: 'bankAccount'; readonly tutor: number }
  /**
   * Time passes to half an hour after the start of slot `hours` (10 and on: past every slot; new ones follow;
   * below 0: before the window, into the late-cancel and accept-deadline windows).
   */
  | { readonly type: 'time'; readonly hours: number }
  | { readonly type: 'jobs' }
  | { readonly type: 'replay'; readonly back: number };

export const ACTS: readonly Act[] = [
  'payPart',
  'payWithBalance',
  'accept',
  'reject',
  'cancel',
  'cancelBeforePaid',
  'cancelByUpdate',
  'done',
  'doneByUpdate',
  'transfer',
  'tutorCancel',
];
export const TUTOR_ACTS: readonly Act[] = [
  'accept',
  'reject',
  'done',
  'doneByUpdate',
  'transfer',
  'tutorCancel',
];
export const ACTION_OF: Readonly<Record<Exclude<Act, 'cancelByUpdate'>, BookingAction>> = {
  payPart: 'pay',
  payWithBalance: 'pay',
  accept: 'accept',
  reject: 'reject',
  cancel: 'cancel',
  cancelBeforePaid: 'cancelBeforePaid',
  done: 'done',
  doneByUpdate: 'done',
  transfer: 'transfer',
  tutorCancel: 'tutorCancel',
};
/** The system's own actions: the model reaches them through the jobs, never as a party's call. */
export const JOB_ACTIONS: readonly BookingAction[] = ['expire', 'autoReject'];
export const FORWARD_ACTIONS: readonly BookingAction[] = ['pay', 'accept', 'done', 'transfer'];
/** Hourly prices: a first booking of 90 minutes with the second costs 8 × 5,000; of 30 minutes, 8 × 1,667. */
export const TUTOR_PRICES = [4000, 3333] as const;
export const HOUR = 3_600_000;
/** Lessons of a window start in its first 8 hours and last at most 2: 10 hours on, all have ended. */
export const WINDOW_HOURS = 10;

const pick = fc.nat({ max: 30 });
const party = fc.integer({ min: 0, max: 1 });
const verdict = fc.constantFrom<Verdict>('approve', 'approve', 'decline', 'later');
const who: fc.Arbitrary<Who> = fc.oneof(
  { arbitrary: fc.constant('right' as const), weight: 8 },
  { arbitrary: fc.constant('wrong' as const), weight: 1 },
  { arbitrary: fc.constant('stranger' as const), weight: 1 },
);
export const operation: fc.Arbitrary<Operation> = fc.oneof(
  {
    arbitrary: fc.record({
      type: fc.constant('topUp' as const),
      student: party,
      amount: fc.integer({ min: 1, max: 40_000 }),
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('topUpByCard' as const),
      student: party,
      amount: fc.integer({ min: 50, max: 40_000 }),
      verdict,
    }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('book' as const),
      student: party,
      tutor: party,
      slot: fc.nat({ max: 7 }),
      minutes: fc.constantFrom(30, 60, 90, 120),
    }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ type: fc.constant('checkout' as const), booking: pick, who, verdict }),
    weight: 2,
  },
  {
    arbitrary: fc.record({ type: fc.constant('settle' as const), payment: pick, approved: fc.boolean() }),
    weight: 1,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('act' as const),
      act: fc.constantFrom(...ACTS),
      booking: pick,
      who,
    }),
    weight: 3,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('advance' as const),
      booking: pick,
      choice: fc.nat({ max: 11 }),
    }),
    weight: 8,
  },
  {
    arbitrary: fc.record({
      type: fc.constant('abandon' as const),
      booking: pick,
      by: fc.constantFrom('student' as const, 'tutor' as const),
    }),
    weight: 1,
  },
  { arbitrary: fc.record({ type: fc.constant('bankAccount' as const), tutor: party }), weight: 1 },
  {
    arbitrary: fc.record({
      type: fc.constant('time' as const),
      hours: fc.integer({ min: -30, max: WINDOW_HOURS }),
    }),
    weight: 1,
  },
  { arbitrary: fc.constant({ type: 'jobs' as const }), weight: 1 },
  { arbitrary: fc.record({ type: fc.constant('replay' as const), back: fc.nat({ max: 10 }) }), weight: 2 },
);

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

/** Walks every path once before the random runs (bookings and payments by their index in the run). */
export const EXAMPLES: readonly (readonly Operation[])[] = [
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
    // Issue 18: the cancellation windows, the tutor's cancel, and the jobs.
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
  ].map((key) => `refused:${key}`),
];
