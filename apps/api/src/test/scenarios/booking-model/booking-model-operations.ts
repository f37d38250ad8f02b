import type { BookingAction } from '@ajar/domain';
import fc from 'fast-check';
import {
  disputeOperations,
  type DisputeCall,
  type DisputeOperation,
} from './booking-model-dispute-operations';

/** The operations the booking money model draws (its fixed walks are in booking-model-walks.ts). */

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
  /** The durable jobs due now run (expiry, the accept deadline, completion, the dispute turn clock). */
  | { readonly type: 'jobs' }
  | DisputeCall;
/** The calls of the booking's own lifecycle and money (the rest are its disputes'). */
export type BookingCall = Exclude<Call, DisputeCall>;

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
  | { readonly type: 'replay'; readonly back: number }
  | DisputeOperation;

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
  ...disputeOperations,
);
