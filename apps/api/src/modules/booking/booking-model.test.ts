import {
  availableBookingActions,
  BOOKING_MIN_LEAD_MS,
  bookingDueMinor,
  ledgerAccountKey,
  lessonPriceMinor,
  lessonTime,
  mayGoNegative,
  nextBookingStatus,
  SLOT_HOLDING_STATUSES,
  transactionFeeMinor,
  type BookingAction,
  type BookingActor,
  type BookingStatus,
  type LedgerAccountRef,
  type LessonTime,
  type PaymentStatus,
} from '@ajar/domain';
import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { DomainError } from '../../graphql/errors';
import { marketReference, sessionFor, type MarketReference } from '../../test/profile-helpers';
import { startTestApp, type GraphQLResponse, type TestApp } from '../../test/test-app';
import type { UserRow } from '../account/account.tables';
import { resolveViewer, type Viewer } from '../account/session.service';
import { creditBalance } from '../ledger/balance-top-up';
import { accounts, newKey } from '../ledger/ledger-test-helpers';
import { ledgerDiscrepancies, ledgerSum } from '../ledger/ledger.queries';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/ledger.tables';
import { settlePayment, type SettlementResult } from '../payment/payment-settlement.service';
import { createPayment, SANDBOX_PROVIDER } from '../payment/payment.service';
import { payments } from '../payment/payment.tables';
import { payouts } from '../payout/payout.tables';
import { profileSubjectLevels, profileSubjects } from '../profile/profile.tables';
import {
  ADD_BOOKING,
  UPDATE_BOOKING,
  bookingMutation,
  bookingWorld,
  type Party,
} from './booking-test-helpers';
import { bookings } from './booking.tables';

/**
 * The booking money lifecycle against a model. Each run gets two fresh students and two fresh tutors (one
 * with a bank account, one without until an operation adds it) and plays a random sequence of top-ups
 * (direct and by card), bookings of overlapping slots, card checkouts approved, declined or left open (and
 * approved late, after the booking ended), partial and full balance payments, accept, reject, cancel (the
 * mutations and updateBooking), done, the tutor's transfer (earning and payout), time passing (lessons
 * start and end: done waits for the end, a paid lesson is cancelled only before its start), and replays of earlier
 * successful calls, each by the rightful party, the booking's other party or a stranger. Booking calls go
 * through GraphQL; payments through the services behind the payment REST routes and the sandbox callback.
 *
 * The model predicts every answer: a booking's next status from the domain state machine, the money from
 * booking-money's rules (escrow holds what the balance paid while PENDING and the lesson's price once paid;
 * a first booking's prepaid lessons beyond this one go to the balance; a refund returns what escrow holds;
 * a transfer moves the price to the tutor and out to the bank; a card payment's 2.9% fee comes on top). A
 * refusal must be the predicted domain error (never INTERNAL) and change nothing. After every step the
 * server's bookings, payments and tracked balances equal the model's, exactly the predicted ledger entries
 * were written, the ledger sums to zero with every cached balance equal to its entries, and no account that
 * may not go negative is below zero. After each run, the entries naming a booking (or its payments) leave in
 * escrow exactly what it still holds (nothing once ended or transferred), and the tutor got exactly the
 * lesson's price for each transferred booking.
 */

type Who = 'right' | 'wrong' | 'stranger';
type Act =
  | 'payPart'
  | 'payWithBalance'
  | 'accept'
  | 'reject'
  | 'cancel'
  | 'cancelBeforePaid'
  | 'cancelByUpdate'
  | 'done'
  | 'doneByUpdate'
  | 'transfer';
type Verdict = 'approve' | 'decline' | 'later';

/** One request to the server; what a replay repeats. */
type Call =
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
  | { readonly type: 'time'; readonly at: number };

/** What the generator draws; bookings and payments are picked by index among those of the run. */
type Operation =
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
  /** Time passes to half an hour after the start of slot `hours` (10 and on: past every slot; new ones follow). */
  | { readonly type: 'time'; readonly hours: number }
  | { readonly type: 'replay'; readonly back: number };

const ACTS: readonly Act[] = [
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
];
const TUTOR_ACTS: readonly Act[] = ['accept', 'reject', 'done', 'doneByUpdate', 'transfer'];
const ACTION_OF: Readonly<Record<Exclude<Act, 'cancelByUpdate'>, BookingAction>> = {
  payPart: 'pay',
  payWithBalance: 'pay',
  accept: 'accept',
  reject: 'reject',
  cancel: 'cancel',
  cancelBeforePaid: 'cancelBeforePaid',
  done: 'done',
  doneByUpdate: 'done',
  transfer: 'transfer',
};
const FORWARD_ACTIONS: readonly BookingAction[] = ['pay', 'accept', 'done', 'transfer'];
/** Hourly prices: a first booking of 90 minutes with the second costs 8 × 5,000; of 30 minutes, 8 × 1,667. */
const TUTOR_PRICES = [4000, 3333] as const;
const HOUR = 3_600_000;
/** Lessons of a window start in its first 8 hours and last at most 2: 10 hours on, all have ended. */
const WINDOW_HOURS = 10;

const pick = fc.nat({ max: 30 });
const party = fc.integer({ min: 0, max: 1 });
const verdict = fc.constantFrom<Verdict>('approve', 'approve', 'decline', 'later');
const who: fc.Arbitrary<Who> = fc.oneof(
  { arbitrary: fc.constant('right' as const), weight: 8 },
  { arbitrary: fc.constant('wrong' as const), weight: 1 },
  { arbitrary: fc.constant('stranger' as const), weight: 1 },
);
const operation: fc.Arbitrary<Operation> = fc.oneof(
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
    arbitrary: fc.record({ type: fc.constant('time' as const), hours: fc.nat({ max: WINDOW_HOURS }) }),
    weight: 1,
  },
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
const EXAMPLES: readonly (readonly Operation[])[] = [
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
    act('transfer', 0),
    act('transfer', 0),
    { type: 'replay', back: 0 },
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
];

/** Every kind of step the runs must reach at least once (the examples guarantee it). */
const MUST_REACH = [
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
  ...[
    'slotTaken',
    'bookingTimeInvalid',
    'bookingLessonNotOver',
    'bookingLessonStarted',
    'insufficientBalance',
    'bookingActionNotAllowed',
    'bookingAlreadyTransferred',
    'bankAccountRequired',
    'nothingToPay',
    'topUpAmountInvalid',
    'forbidden',
    'notFound',
  ].map((key) => `refused:${key}`),
];

interface ModelBooking {
  readonly id: string;
  readonly student: number;
  readonly tutor: number;
  readonly start: number;
  readonly end: number;
  readonly price: number;
  readonly due: number;
  readonly isFirst: boolean;
  status: BookingStatus;
  balancePart: number;
  paid: boolean;
  transferred: boolean;
}

interface ModelPayment {
  readonly id: string;
  readonly reference: string;
  readonly key: string;
  readonly payer: number;
  readonly booking: number | null;
  readonly amount: number;
  readonly fee: number;
  status: PaymentStatus;
}

interface Refusal {
  readonly code: string;
  readonly messageKey: string;
}

/** What the server answered. */
interface Answer {
  readonly refusal?: Refusal;
  readonly status?: BookingStatus;
  readonly bookingId?: string;
  readonly paymentId?: string;
  readonly settlement?: SettlementResult;
  readonly fromBalance?: number;
}

/** What the model expects, and how a success changes it (given the server's new ids). */
type Expectation =
  | { readonly refusal: Refusal }
  | {
      readonly refusal?: undefined;
      readonly status?: BookingStatus;
      readonly payment?: number;
      readonly settlement?: SettlementResult;
      readonly fromBalance?: number;
      readonly apply: (answer: Answer) => Promise<void> | void;
    };

const refuse = (code: string, messageKey: string): Expectation => ({ refusal: { code, messageKey } });
const unchanged = (): void => undefined;

interface Person {
  readonly party: Party;
  readonly viewer: Viewer;
}

describe('the booking money lifecycle against a model', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  let reference: MarketReference;
  const reached = new Set<string>();
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
    reference = await marketReference(t, 'sg');
  });
  afterAll(() => t.close());
  const db = () => t.deps.db;

  async function person(user: Pick<UserRow, 'id' | 'firstName' | 'lastName'>): Promise<Person> {
    const token = await sessionFor(t, user);
    const viewer = await resolveViewer(t.deps, token);
    if (!viewer) throw new Error('no session');
    return { party: { userId: user.id, firstName: user.firstName, lastName: user.lastName, token }, viewer };
  }

  /** What bookingWorld's tutor() makes, without seeding the reference lists again for every run. */
  async function bookableTutor(pricePerHourMinor: number): Promise<Person & { subjectLevelId: string }> {
    const user = await makeTutor(db());
    const [taught] = await db()
      .insert(profileSubjects)
      .values({ userId: user.id, subjectId: reference.subjects[0]?.id ?? '' })
      .returning({ id: profileSubjects.id });
    const [level] = await db()
      .insert(profileSubjectLevels)
      .values({
        userId: user.id,
        profileSubjectId: taught?.id ?? '',
        levelId: reference.levels[0]?.id ?? '',
        pricePerHourMinor,
      })
      .returning({ id: profileSubjectLevels.id });
    return { ...(await person(user)), subjectLevelId: level?.id ?? '' };
  }

  async function entryCount(): Promise<number> {
    const [row] = await db().select({ n: count() }).from(ledgerEntries);
    return row?.n ?? 0;
  }

  async function runSequence(operations: readonly Operation[]): Promise<void> {
    const tutors = [await bookableTutor(TUTOR_PRICES[0]), await bookableTutor(TUTOR_PRICES[1])] as const;
    const students = [await person(await makeStudent(db())), await person(await makeStudent(db()))] as const;
    await world.bankAccount(tutors[0].party.userId);
    const hasBankAccount = [true, false];
    const userIds = [...students, ...tutors].map(({ party: { userId } }) => userId);
    // Slots are hours from `base`, two days ahead; once time passes all of them, a new window begins.
    const windowFrom = (now: number) => Math.ceil((now + 48 * HOUR) / HOUR) * HOUR;
    let base = windowFrom(t.clock.now().getTime());

    const studentAccount = (student: number) => accounts.student(students[student]?.party.userId ?? '');
    const tutorAccount = (tutor: number) => accounts.tutor(tutors[tutor]?.party.userId ?? '');
    const tracked: LedgerAccountRef[] = [
      studentAccount(0),
      studentAccount(1),
      tutorAccount(0),
      tutorAccount(1),
      accounts.escrow(),
      accounts.fees(),
      accounts.paymentClearing(),
      accounts.payoutClearing(),
    ];
    // The system accounts carry earlier runs' money: the model starts from what they hold now.
    const balances = await trackedBalances();
    const entriesAtStart = await entryCount();
    let entriesWritten = 0;
    const modelBookings: ModelBooking[] = [];
    const modelPayments: ModelPayment[] = [];
    const topUpKeys = new Set<string>();
    const history: Call[] = [];

    async function trackedBalances(): Promise<Map<string, number>> {
      const rows = await db()
        .select({
          kind: ledgerAccounts.kind,
          ownerUserId: ledgerAccounts.ownerUserId,
          currency: ledgerAccounts.currency,
          balanceMinor: ledgerAccounts.balanceMinor,
        })
        .from(ledgerAccounts)
        .where(or(isNull(ledgerAccounts.ownerUserId), inArray(ledgerAccounts.ownerUserId, userIds)));
      const found = new Map(rows.map((row) => [ledgerAccountKey(row), row.balanceMinor]));
      return new Map(
        tracked.map((account) => [ledgerAccountKey(account), found.get(ledgerAccountKey(account)) ?? 0]),
      );
    }

    // ---- the model's money rules

    function add(account: LedgerAccountRef, amount: number): void {
      const key = ledgerAccountKey(account);
      balances.set(key, (balances.get(key) ?? 0) + amount);
      entriesWritten += 1;
    }

    function move(from: LedgerAccountRef, to: LedgerAccountRef, amount: number): void {
      if (amount <= 0) return;
      add(from, -amount);
      add(to, amount);
    }

    const balanceOf = (student: number) => balances.get(ledgerAccountKey(studentAccount(student))) ?? 0;

    /** The provider approved: the amount pays the booking if it still waits for exactly it, else the balance. */
    function approve(payment: ModelPayment): void {
      const booking = payment.booking === null ? undefined : modelBookings[payment.booking];
      const stillWaiting =
        booking?.status === 'PENDING' && booking.due - booking.balancePart === payment.amount;
      add(accounts.paymentClearing(), -(payment.amount + payment.fee));
      add(stillWaiting ? accounts.escrow() : studentAccount(payment.payer), payment.amount);
      if (payment.fee > 0) add(accounts.fees(), payment.fee);
      payment.status = 'PAID';
      if (booking && stillWaiting) settlePaid(booking);
    }

    function settlePaid(booking: ModelBooking): void {
      move(accounts.escrow(), studentAccount(booking.student), booking.due - booking.price);
      booking.status = 'PAID';
      booking.paid = true;
    }

    /** Who makes a call: the party the action belongs to, the booking's other party, or a stranger. */
    function caller(booking: ModelBooking, rightful: 'student' | 'tutor', by: Who) {
      if (by === 'stranger') return { person: students[1 - booking.student] as Person, role: null };
      const asStudent = (rightful === 'student') === (by === 'right');
      return asStudent
        ? { person: students[booking.student] as Person, role: 'student' as const }
        : { person: tutors[booking.tutor] as Person, role: 'tutor' as const };
    }
    const callerOf = (call: Extract<Call, { type: 'act' }>, booking: ModelBooking) =>
      caller(booking, TUTOR_ACTS.includes(call.act) ? 'tutor' : 'student', call.who);

    // ---- what the model expects of each call

    function expectCheckout(
      payer: number,
      key: string,
      booking: number | null,
      topUpAmount: number,
      role: 'student' | 'tutor' | null,
    ): Expectation {
      const earlier =
        role === 'student' ? modelPayments.findIndex((p) => p.payer === payer && p.key === key) : -1;
      if (earlier >= 0) return { payment: earlier, apply: unchanged };
      let amount = topUpAmount;
      if (booking === null) {
        if (amount < 100) return refuse('BAD_USER_INPUT', 'topUpAmountInvalid');
      } else {
        const row = modelBookings[booking];
        if (!row || role !== 'student') return refuse('NOT_FOUND', 'notFound');
        if (row.status !== 'PENDING') return refuse('CONFLICT', 'nothingToPay');
        const underWay = modelPayments.findIndex((p) => p.booking === booking && p.status === 'PENDING');
        if (underWay >= 0) return { payment: underWay, apply: unchanged };
        amount = row.due - row.balancePart;
      }
      return {
        apply: async ({ paymentId }) => {
          if (!paymentId) throw new Error('no payment id');
          const [row] = await db()
            .select({ reference: payments.providerReference })
            .from(payments)
            .where(eq(payments.id, paymentId));
          modelPayments.push({
            id: paymentId,
            reference: row?.reference ?? '',
            key,
            payer,
            booking,
            amount,
            fee: transactionFeeMinor(amount, 'SGD'),
            status: 'PENDING',
          });
        },
      };
    }

    function expectSettle(call: Extract<Call, { type: 'settle' }>): Expectation {
      const payment = modelPayments[call.payment];
      if (!payment) throw new Error('no such payment');
      const late = payment.status === 'CANCELLED' && call.approved;
      if (payment.status !== 'PENDING' && !late) return { settlement: 'unchanged', apply: unchanged };
      if (call.approved) return { settlement: 'paid', apply: () => approve(payment) };
      return {
        settlement: 'failed',
        apply: () => {
          payment.status = 'FAILED';
        },
      };
    }

    const lessonOf = (booking: ModelBooking): LessonTime =>
      lessonTime(new Date(booking.start), new Date(booking.end), t.clock.now());

    function expectBook(call: Extract<Call, { type: 'book' }>): Expectation {
      const start = base + call.slot * HOUR;
      const end = start + call.minutes * 60_000;
      if (start - t.clock.now().getTime() < BOOKING_MIN_LEAD_MS)
        return refuse('BAD_USER_INPUT', 'bookingTimeInvalid');
      const taken = modelBookings.some(
        (b) =>
          b.tutor === call.tutor &&
          SLOT_HOLDING_STATUSES.includes(b.status) &&
          b.start < end &&
          start < b.end,
      );
      if (taken) return refuse('CONFLICT', 'slotTaken');
      const price = lessonPriceMinor(TUTOR_PRICES[call.tutor] ?? 0, call.minutes);
      // Not a first booking once one with the tutor was paid, or while another first one waits for payment.
      const isFirst = !modelBookings.some(
        (b) =>
          b.student === call.student &&
          b.tutor === call.tutor &&
          (b.paid || (b.isFirst && b.status === 'PENDING')),
      );
      const due = bookingDueMinor(price, isFirst);
      return {
        status: 'PENDING',
        fromBalance: Math.min(due, balanceOf(call.student)),
        apply: ({ bookingId }) => {
          if (!bookingId) throw new Error('no booking id');
          modelBookings.push({
            id: bookingId,
            student: call.student,
            tutor: call.tutor,
            start,
            end,
            price,
            due,
            isFirst,
            status: 'PENDING',
            balancePart: 0,
            paid: false,
            transferred: false,
          });
        },
      };
    }

    function expectAct(call: Extract<Call, { type: 'act' }>): Expectation {
      const booking = modelBookings[call.booking];
      if (!booking) throw new Error('no such booking');
      const { role } = callerOf(call, booking);
      if (!role) return refuse('NOT_FOUND', 'notFound');
      const action =
        call.act !== 'cancelByUpdate'
          ? ACTION_OF[call.act]
          : booking.status === 'PENDING'
            ? 'cancelBeforePaid'
            : 'cancel';
      const actor: BookingActor = action === 'pay' && role === 'student' ? 'system' : role;
      const next = nextBookingStatus({
        status: booking.status,
        actor,
        action,
        lesson: lessonOf(booking),
        tutorWithdrewMoney: booking.transferred,
      });
      if (!next.ok) {
        if (next.reason === 'wrongActor') return refuse('FORBIDDEN', 'forbidden');
        if (next.reason === 'alreadyTransferred') return refuse('CONFLICT', 'bookingAlreadyTransferred');
        if (next.reason === 'lessonNotOver') return refuse('CONFLICT', 'bookingLessonNotOver');
        if (next.reason === 'lessonStarted') return refuse('CONFLICT', 'bookingLessonStarted');
        return refuse('CONFLICT', 'bookingActionNotAllowed');
      }
      const status = next.status;
      switch (action) {
        case 'pay': {
          if (modelPayments.some((p) => p.booking === call.booking && p.status === 'PENDING'))
            return refuse('CONFLICT', 'bookingActionNotAllowed');
          const rest = booking.due - booking.balancePart;
          const balance = balanceOf(booking.student);
          const part = call.act === 'payPart' ? Math.min(rest, balance) : rest;
          if (part <= 0 || part > balance) return refuse('CONFLICT', 'insufficientBalance');
          return {
            status: part === rest ? status : 'PENDING',
            apply: () => {
              move(studentAccount(booking.student), accounts.escrow(), part);
              booking.balancePart += part;
              if (part === rest) settlePaid(booking);
            },
          };
        }
        case 'reject':
        case 'cancel':
        case 'cancelBeforePaid':
          return {
            status,
            apply: () => {
              const escrowed = booking.paid ? booking.price : booking.balancePart;
              move(accounts.escrow(), studentAccount(booking.student), escrowed);
              for (const payment of modelPayments)
                if (payment.booking === call.booking && payment.status === 'PENDING')
                  payment.status = 'CANCELLED';
              booking.status = status;
            },
          };
        case 'transfer':
          if (!hasBankAccount[booking.tutor]) return refuse('CONFLICT', 'bankAccountRequired');
          return {
            status,
            apply: () => {
              move(accounts.escrow(), tutorAccount(booking.tutor), booking.price);
              move(tutorAccount(booking.tutor), accounts.payoutClearing(), booking.price);
              booking.transferred = true;
            },
          };
        default:
          return {
            status,
            apply: () => {
              booking.status = status;
            },
          };
      }
    }

    function expectationOf(call: Call): Expectation {
      switch (call.type) {
        case 'topUp':
          return {
            apply: () => {
              if (topUpKeys.has(call.key)) return;
              topUpKeys.add(call.key);
              move(accounts.paymentClearing(), studentAccount(call.student), call.amount);
            },
          };
        case 'topUpByCard':
          return expectCheckout(call.student, call.key, null, call.amount, 'student');
        case 'checkout': {
          const booking = modelBookings[call.booking] as ModelBooking;
          return expectCheckout(
            booking.student,
            call.key,
            call.booking,
            0,
            caller(booking, 'student', call.who).role,
          );
        }
        case 'settle':
          return expectSettle(call);
        case 'book':
          return expectBook(call);
        case 'act':
          return expectAct(call);
        case 'bankAccount':
          return {
            apply: () => {
              hasBankAccount[call.tutor] = true;
            },
          };
        case 'time':
          return {
            apply: () => {
              if (t.clock.now().getTime() >= base + WINDOW_HOURS * HOUR)
                base = windowFrom(t.clock.now().getTime());
            },
          };
      }
    }

    // ---- the calls, through the entry points production uses

    function gqlAnswer(result: GraphQLResponse, read: (data: Record<string, unknown>) => Answer): Answer {
      const error = result.errors?.[0];
      if (!error) {
        expect(result.status).toBe(200);
        return read(result.data ?? {});
      }
      expect(error.extensions?.code, `internal error: ${error.message}`).not.toBe('INTERNAL');
      return {
        refusal: { code: error.extensions?.code ?? '', messageKey: error.extensions?.messageKey ?? '' },
      };
    }

    async function serviceAnswer<T>(run: () => Promise<T>, read: (value: T) => Answer): Promise<Answer> {
      try {
        return read(await run());
      } catch (error) {
        if (!(error instanceof DomainError) || error.code === 'INTERNAL') throw error;
        return { refusal: { code: error.code, messageKey: error.messageKey } };
      }
    }

    const checkoutAnswer = (checkout: { paymentId: string }): Answer => ({ paymentId: checkout.paymentId });

    async function performAct(call: Extract<Call, { type: 'act' }>): Promise<Answer> {
      const booking = modelBookings[call.booking] as ModelBooking;
      const options = { token: callerOf(call, booking).person.party.token };
      const statusIn = (field: string) => (data: Record<string, unknown>) => ({
        status: (data[field] as { status: BookingStatus }).status,
      });
      const update = async (status: BookingStatus) =>
        gqlAnswer(
          await t.gql(UPDATE_BOOKING, { id: booking.id, status }, options),
          statusIn('updateBooking'),
        );
      const mutation = async (name: string) =>
        gqlAnswer(await t.gql(bookingMutation(name), { bookingId: booking.id }, options), statusIn(name));
      switch (call.act) {
        case 'payPart':
          return mutation('paidPartOfBookingPriceUseUserBalance');
        case 'payWithBalance':
          return update('PAID');
        case 'accept':
          return update('ACCEPTED');
        case 'reject':
          return update('REJECTED');
        case 'cancel':
          return mutation('cancelBooking');
        case 'cancelBeforePaid':
          return mutation('cancelBookingBeforePaid');
        case 'cancelByUpdate':
          return update('CANCELLED');
        case 'done':
          return mutation('bookingDone');
        case 'doneByUpdate':
          return update('DONE');
        case 'transfer':
          return mutation('tutorTransfareBookingMoneyToHisAccount');
      }
    }

    async function perform(call: Call): Promise<Answer> {
      switch (call.type) {
        case 'topUp':
          await creditBalance(db(), students[call.student]?.party.userId ?? '', 'sg', call.amount, call.key);
          return {};
        case 'topUpByCard': {
          const payer = students[call.student] as Person;
          const input = { service: 'BALANCE' as const, bookingId: null, amountMinor: call.amount };
          return serviceAnswer(
            () =>
              createPayment(t.deps, payer.viewer, {
                ...input,
                paymentMethod: 'card',
                idempotencyKey: call.key,
                sharedCode: null,
              }),
            checkoutAnswer,
          );
        }
        case 'checkout': {
          const booking = modelBookings[call.booking] as ModelBooking;
          const payer = caller(booking, 'student', call.who).person;
          const input = { service: 'BOOKING' as const, bookingId: booking.id, amountMinor: null };
          return serviceAnswer(
            () =>
              createPayment(t.deps, payer.viewer, {
                ...input,
                paymentMethod: 'card',
                idempotencyKey: call.key,
                sharedCode: null,
              }),
            checkoutAnswer,
          );
        }
        case 'settle': {
          const { reference: paymentReference } = modelPayments[call.payment] as ModelPayment;
          const outcome = call.approved
            ? { reference: paymentReference, approved: true, method: 'card', reason: null }
            : { reference: paymentReference, approved: false, method: 'card', reason: 'declined' };
          return { settlement: await settlePayment(t.deps, SANDBOX_PROVIDER, outcome, randomUUID()) };
        }
        case 'book': {
          const start = base + call.slot * HOUR;
          const variables = {
            tutorPvid: tutors[call.tutor]?.party.userId,
            subjectPvid: tutors[call.tutor]?.subjectLevelId,
            type: 'ONLINE',
            startTime: new Date(start).toISOString(),
            endTime: new Date(start + call.minutes * 60_000).toISOString(),
            duration: call.minutes,
          };
          const result = await t.gql(ADD_BOOKING, variables, {
            token: students[call.student]?.party.token ?? '',
          });
          return gqlAnswer(result, (data) => {
            const added = data['addBooking'] as {
              booking: { pvid: string; status: BookingStatus };
              amountWillPaidUseUserBalance: number;
            };
            return {
              bookingId: added.booking.pvid,
              status: added.booking.status,
              fromBalance: added.amountWillPaidUseUserBalance,
            };
          });
        }
        case 'act':
          return performAct(call);
        case 'bankAccount':
          await world.bankAccount(tutors[call.tutor]?.party.userId ?? '');
          return {};
        case 'time':
          if (call.at > t.clock.now().getTime()) t.clock.set(new Date(call.at));
          return {};
      }
    }

    // ---- the invariants after every step

    async function expectServerMatchesModel(): Promise<void> {
      const server = await trackedBalances();
      for (const account of tracked) {
        const key = ledgerAccountKey(account);
        expect(server.get(key), key).toBe(balances.get(key));
      }
      expect((await entryCount()) - entriesAtStart, 'ledger entries written').toBe(entriesWritten);
      expect(await ledgerSum(db(), 'SGD')).toBe(0);
      expect(await ledgerDiscrepancies(db())).toEqual({
        accountsOffBalance: [],
        unbalancedTransactionIds: [],
      });
      const negative = await db()
        .select({ kind: ledgerAccounts.kind, ownerUserId: ledgerAccounts.ownerUserId })
        .from(ledgerAccounts)
        .where(lt(ledgerAccounts.balanceMinor, 0));
      expect(negative.filter(({ kind }) => !mayGoNegative(kind))).toEqual([]);

      const bookingRows = await db().select().from(bookings).where(inArray(bookings.studentId, userIds));
      expect(
        new Map(
          bookingRows.map((row) => [
            row.id,
            {
              status: row.status,
              price: row.priceMinor,
              due: row.dueMinor,
              isFirst: row.isFirstBooking,
              balancePart: row.amountPaidUsingUserBalanceMinor,
              paid: row.paidAt !== null,
              transferred: row.isTutorWithdrawMoney,
            },
          ]),
        ),
      ).toEqual(
        new Map(
          modelBookings.map((b) => [
            b.id,
            {
              status: b.status,
              price: b.price,
              due: b.due,
              isFirst: b.isFirst,
              balancePart: b.balancePart,
              paid: b.paid,
              transferred: b.transferred,
            },
          ]),
        ),
      );
      const paymentRows = await db()
        .select({
          id: payments.id,
          status: payments.status,
          amount: payments.amountMinor,
          fee: payments.feeMinor,
        })
        .from(payments)
        .where(inArray(payments.userId, userIds));
      expect(new Map(paymentRows.map((row) => [row.id, row]))).toEqual(
        new Map(
          modelPayments.map((p) => [p.id, { id: p.id, status: p.status, amount: p.amount, fee: p.fee }]),
        ),
      );
    }

    function labelOf(call: Call): string {
      if (call.type === 'act') return call.act;
      if (call.type !== 'settle') return call.type;
      const late = modelPayments[call.payment]?.status === 'CANCELLED' && call.approved;
      return late ? 'lateApproval' : 'settle';
    }

    async function step(call: Call, replay = false): Promise<Answer> {
      const kind = labelOf(call);
      const label = `${replay ? 'replay of ' : ''}${kind}`;
      const expected = expectationOf(call);
      const answer = await perform(call);
      if (expected.refusal) {
        expect(answer, label).toEqual({ refusal: expected.refusal });
        reached.add(`refused:${expected.refusal.messageKey}`);
      } else {
        expect(answer.refusal, label).toBeUndefined();
        if (expected.status) expect(answer.status, label).toBe(expected.status);
        if (expected.settlement) expect(answer.settlement, label).toBe(expected.settlement);
        if (expected.fromBalance !== undefined) expect(answer.fromBalance, label).toBe(expected.fromBalance);
        if (expected.payment !== undefined)
          expect(answer.paymentId, label).toBe(modelPayments[expected.payment]?.id);
        await expected.apply(answer);
        history.push(call);
        reached.add(replay ? 'replay' : kind);
      }
      await expectServerMatchesModel();
      return answer;
    }

    // ---- the operations

    const paymentIndexOf = (answer: Answer) => modelPayments.findIndex((p) => p.id === answer.paymentId);

    async function pay(call: Call, outcome: Verdict): Promise<void> {
      const payment = paymentIndexOf(await step(call));
      if (payment >= 0 && outcome !== 'later')
        await step({ type: 'settle', payment, approved: outcome === 'approve' });
    }

    /** The next step of a live booking by its rightful party: mostly forward, sometimes its end. */
    function advance(at: number, choice: number): { readonly calls: Call[]; readonly settle: boolean } {
      const live = modelBookings.flatMap((row, index) =>
        row.status === 'REJECTED' || row.status === 'CANCELLED' || row.transferred ? [] : [index],
      );
      const booking = live[at % Math.max(live.length, 1)];
      const row = booking === undefined ? undefined : modelBookings[booking];
      if (booking === undefined || !row)
        return {
          calls: [
            {
              type: 'book',
              student: choice % 2,
              tutor: Math.floor(choice / 2) % 2,
              slot: choice % 8,
              minutes: 60,
            },
          ],
          settle: false,
        };
      if (row.status === 'ACCEPTED' && choice < 9 && t.clock.now().getTime() < row.end)
        return { calls: [{ type: 'time', at: row.end }], settle: false }; // the lesson takes place
      const lesson = lessonOf(row);
      const allowed = [
        ...availableBookingActions(row.status, 'system', lesson),
        ...availableBookingActions(row.status, 'student', lesson),
        ...availableBookingActions(row.status, 'tutor', lesson, row.transferred),
      ];
      const forward = allowed.filter((action) => FORWARD_ACTIONS.includes(action));
      const ending = allowed.filter((action) => !FORWARD_ACTIONS.includes(action));
      const action = (choice < 9 ? forward[0] : ending[choice % Math.max(ending.length, 1)]) ?? forward[0];
      const by = (name: Act): Call => ({ type: 'act', act: name, booking, who: 'right' });
      switch (action) {
        case undefined:
          return { calls: [], settle: false };
        case 'pay': {
          const balance = balanceOf(row.student);
          if (choice % 4 === 0 && balance > 0) return { calls: [by('payPart')], settle: false };
          if (balance >= row.due - row.balancePart) return { calls: [by('payWithBalance')], settle: false };
          return {
            calls: [{ type: 'checkout', booking, who: 'right', key: newKey('model-checkout') }],
            settle: true,
          };
        }
        case 'transfer':
          return {
            calls: hasBankAccount[row.tutor]
              ? [by('transfer')]
              : [{ type: 'bankAccount', tutor: row.tutor }, by('transfer')],
            settle: false,
          };
        default:
          return { calls: [by(action)], settle: false };
      }
    }

    for (const operation of operations) {
      const booking = (index: number) => (modelBookings.length > 0 ? index % modelBookings.length : null);
      switch (operation.type) {
        case 'topUp':
          await step({ ...operation, key: newKey('model-top-up') });
          break;
        case 'topUpByCard':
          await pay(
            {
              type: 'topUpByCard',
              student: operation.student,
              amount: operation.amount,
              key: newKey('model-top-up-card'),
            },
            operation.verdict,
          );
          break;
        case 'book':
        case 'bankAccount':
          await step(operation);
          break;
        case 'time':
          await step({ type: 'time', at: base + operation.hours * HOUR + HOUR / 2 });
          break;
        case 'checkout': {
          const at = booking(operation.booking);
          if (at !== null)
            await pay(
              { type: 'checkout', booking: at, who: operation.who, key: newKey('model-checkout') },
              operation.verdict,
            );
          break;
        }
        case 'settle':
          if (modelPayments.length > 0)
            await step({ ...operation, payment: operation.payment % modelPayments.length });
          break;
        case 'act': {
          const at = booking(operation.booking);
          if (at !== null) await step({ ...operation, booking: at });
          break;
        }
        case 'advance': {
          const { calls, settle } = advance(operation.booking, operation.choice);
          for (const call of calls) await (settle ? pay(call, 'approve') : step(call));
          break;
        }
        case 'abandon': {
          const at = booking(operation.booking);
          if (at === null) break;
          const key = newKey('model-checkout');
          const payment = paymentIndexOf(await step({ type: 'checkout', booking: at, who: 'right', key }));
          const end: Act = operation.by === 'tutor' ? 'reject' : 'cancelByUpdate';
          await step({ type: 'act', act: end, booking: at, who: 'right' });
          if (payment >= 0) await step({ type: 'settle', payment, approved: true });
          break;
        }
        case 'replay': {
          const call = history[history.length - 1 - (operation.back % Math.max(history.length, 1))];
          if (call) await step(call, true);
          break;
        }
      }
    }

    await expectMoneyPerBooking(modelBookings, modelPayments);
  }

  /** What the entries naming each booking (or its payments) leave in escrow and pay out to its tutor. */
  async function expectMoneyPerBooking(
    modelBookings: readonly ModelBooking[],
    modelPayments: readonly ModelPayment[],
  ): Promise<void> {
    if (modelBookings.length === 0) return;
    const bookingIds = modelBookings.map((b) => b.id);
    const bookingOfPayment = new Map(
      modelPayments.flatMap((p) => (p.booking === null ? [] : [[p.id, modelBookings[p.booking]?.id ?? '']])),
    );
    const rows = await db()
      .select({
        kind: ledgerAccounts.kind,
        referenceType: ledgerTransactions.referenceType,
        referenceId: ledgerTransactions.referenceId,
        amount: ledgerEntries.amountMinor,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(
        or(
          and(
            eq(ledgerTransactions.referenceType, 'booking'),
            inArray(ledgerTransactions.referenceId, bookingIds),
          ),
          and(
            eq(ledgerTransactions.referenceType, 'payment'),
            inArray(ledgerTransactions.referenceId, [...bookingOfPayment.keys(), '']),
          ),
        ),
      );
    const sums = new Map<string, number>();
    for (const row of rows) {
      const bookingId =
        row.referenceType === 'booking' ? row.referenceId : bookingOfPayment.get(row.referenceId ?? '');
      const key = `${bookingId ?? ''}:${row.kind}`;
      sums.set(key, (sums.get(key) ?? 0) + row.amount);
    }
    for (const booking of modelBookings) {
      const ended = booking.status === 'REJECTED' || booking.status === 'CANCELLED' || booking.transferred;
      const held = ended ? 0 : booking.paid ? booking.price : booking.balancePart;
      const of = (kind: string) => sums.get(`${booking.id}:${kind}`) ?? 0;
      expect(of('BOOKING_ESCROW'), `escrow of ${booking.status} booking ${booking.id}`).toBe(held);
      expect(of('TUTOR_EARNINGS'), `earnings of booking ${booking.id}`).toBe(0);
      expect(of('PAYOUT_CLEARING'), `payout of booking ${booking.id}`).toBe(
        booking.transferred ? booking.price : 0,
      );
    }
    const paidOut = await db()
      .select({ bookingId: payouts.bookingId, amount: payouts.amountMinor })
      .from(payouts)
      .where(inArray(payouts.bookingId, bookingIds));
    expect(new Map(paidOut.map((row) => [row.bookingId, row.amount]))).toEqual(
      new Map(modelBookings.filter((b) => b.transferred).map((b) => [b.id, b.price])),
    );
  }

  it('keeps balances and escrow at zero or more and the ledger at zero after every step', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 8, maxLength: 25, size: 'max' }), runSequence),
      { numRuns: 14, examples: EXAMPLES.map((example): [Operation[]] => [[...example]]) },
    );
    expect([...reached].sort()).toEqual(expect.arrayContaining(MUST_REACH));
  });
});
