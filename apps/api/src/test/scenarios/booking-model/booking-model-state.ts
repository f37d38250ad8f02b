import {
  ledgerAccountKey,
  lessonTime,
  type BookingStatus,
  type DisputeParty,
  type DisputeStatus,
  type LedgerAccountRef,
  type LessonTime,
  type PaymentStatus,
} from '@ajar/domain';
import type { TestApp } from '../../test-app';
import type { Viewer } from '../../../kernel/viewer';
import { accounts } from '../../../modules/ledger/testing';
import type { SettlementResult } from '../../../modules/payment/testing';
import type { bookingWorld, Party } from '../../../modules/booking/testing';
import { HOUR, TUTOR_ACTS, type Call, type Who } from './booking-model-operations';

/** The booking money model's state during one run, and its money rules. */

export interface ModelBooking {
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
  /** When it was paid and marked done, whether it completed, and the tutor's share once set. */
  paidAt: number | null;
  doneAt: number | null;
  completed: boolean;
  tutorShare: number | null;
  /** While a dispute about it is open, its money stays in escrow. */
  disputeOpen: boolean;
}

/** A dispute of the run, as the model expects the server to hold it. */
export interface ModelDispute {
  readonly id: string;
  readonly booking: number;
  /** The most an outcome may refund: what escrow held for the lesson when it was opened. */
  readonly refundable: number;
  status: DisputeStatus;
  turn: DisputeParty | null;
  turnEndsAt: number | null;
  counters: number;
  proposalRefund: number;
  escalatedBy: DisputeParty | null;
  escalationFee: number | null;
  /** The refund it settled with. */
  refund: number | null;
}

export interface ModelPayment {
  readonly id: string;
  readonly reference: string;
  readonly key: string;
  readonly payer: number;
  readonly booking: number | null;
  readonly amount: number;
  readonly fee: number;
  status: PaymentStatus;
}

export interface Refusal {
  readonly code: string;
  readonly messageKey: string;
}

/** What the server answered. */
export interface Answer {
  readonly refusal?: Refusal;
  readonly status?: BookingStatus;
  readonly bookingId?: string;
  readonly paymentId?: string;
  readonly settlement?: SettlementResult;
  readonly fromBalance?: number;
  readonly dispute?: DisputeAnswer;
}

/** A dispute as a mutation answered with it. */
export interface DisputeAnswer {
  readonly id: string;
  readonly status: DisputeStatus;
  readonly turn: DisputeParty | null;
  readonly refundable: number;
  readonly proposalRefund: number;
  readonly escalationFee: number | null;
  readonly refund: number | null;
}

/** What the model expects, and how a success changes it (given the server's new ids). */
export type Expectation =
  | { readonly refusal: Refusal }
  | {
      readonly refusal?: undefined;
      readonly status?: BookingStatus;
      readonly payment?: number;
      readonly settlement?: SettlementResult;
      readonly fromBalance?: number;
      readonly dispute?: Partial<DisputeAnswer>;
      readonly apply: (answer: Answer) => Promise<void> | void;
    };

export const refuse = (code: string, messageKey: string): Expectation => ({ refusal: { code, messageKey } });
export const unchanged = (): void => undefined;

export interface Person {
  readonly party: Party;
  readonly viewer: Viewer;
}

export type Tutor = Person & { subjectLevelId: string };

/**
 * The first slot of a window of bookable hours: the first UTC midnight two days after `now`, 08:00 in
 * Singapore, so every lesson of the window (until 18:00 there) lies inside the tutors' default hours.
 */
export const windowFrom = (now: number) => Math.ceil((now + 48 * HOUR) / (24 * HOUR)) * 24 * HOUR;

/** One run: its people, what the model holds, and what the server has done so far. */
export interface ModelRun {
  readonly t: TestApp;
  readonly world: ReturnType<typeof bookingWorld>;
  /** Every kind of step reached across the runs. */
  readonly reached: Set<string>;
  /** The people sign in again when the clock has run far (sessions end SESSION_TTL_MS after they start). */
  readonly tutors: [Tutor, Tutor];
  readonly students: [Person, Person];
  /** The Ajar team member who decides escalated disputes. */
  readonly staff: { readonly userId: string; token: string };
  readonly signIn: (userId: string) => Promise<string>;
  sessionsFrom: number;
  readonly hasBankAccount: boolean[];
  readonly userIds: readonly string[];
  /** Slots are hours from `base`, two days ahead; once time passes all of them, a new window begins. */
  base: number;
  readonly tracked: readonly LedgerAccountRef[];
  readonly balances: Map<string, number>;
  readonly entriesAtStart: number;
  entriesWritten: number;
  readonly modelBookings: ModelBooking[];
  readonly modelPayments: ModelPayment[];
  readonly modelDisputes: ModelDispute[];
  readonly topUpKeys: Set<string>;
  readonly history: Call[];
}

/** The model's money rules over a run's state. */
export function modelMoney(run: ModelRun) {
  const { t, students, tutors, balances, modelBookings } = run;
  const studentAccount = (student: number) => accounts.student(students[student]?.party.userId ?? '');
  const tutorAccount = (tutor: number) => accounts.tutor(tutors[tutor]?.party.userId ?? '');

  function add(account: LedgerAccountRef, amount: number): void {
    const key = ledgerAccountKey(account);
    balances.set(key, (balances.get(key) ?? 0) + amount);
    run.entriesWritten += 1;
  }

  function move(from: LedgerAccountRef, to: LedgerAccountRef, amount: number): void {
    if (amount <= 0) return;
    add(from, -amount);
    add(to, amount);
  }

  /** What anyone (a tutor too) has on their balance, the account escalation fees are paid from. */
  const balanceOfUser = (userId: string) => balances.get(ledgerAccountKey(accounts.student(userId))) ?? 0;
  const balanceOf = (student: number) => balanceOfUser(students[student]?.party.userId ?? '');

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
    booking.paidAt = t.clock.now().getTime();
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

  /** What escrow holds for a paid lesson: its price, or the tutor's share once a late cancel or a dispute set it. */
  const heldFor = (booking: ModelBooking) => booking.tutorShare ?? booking.price;

  /** Everything escrow holds back to the student; open checkouts close. */
  function refundAll(booking: ModelBooking, index: number, status: BookingStatus): void {
    const escrowed = booking.paid ? heldFor(booking) : booking.balancePart;
    move(accounts.escrow(), studentAccount(booking.student), escrowed);
    for (const payment of run.modelPayments)
      if (payment.booking === index && payment.status === 'PENDING') payment.status = 'CANCELLED';
    booking.status = status;
  }

  const lessonOf = (booking: ModelBooking): LessonTime =>
    lessonTime(new Date(booking.start), new Date(booking.end), t.clock.now());

  return {
    studentAccount,
    tutorAccount,
    add,
    move,
    balanceOf,
    balanceOfUser,
    approve,
    settlePaid,
    caller,
    callerOf,
    lessonOf,
    heldFor,
    refundAll,
  };
}

export type ModelMoney = ReturnType<typeof modelMoney>;
