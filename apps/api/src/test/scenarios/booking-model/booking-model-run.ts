import { availableBookingActions, COMPLETION_HOURS, type LedgerAccountRef } from '@ajar/domain';
import { expect } from 'vitest';
import type { TestApp } from '../../test-app';
import { forgetPendingJobs } from '../../../modules/jobs/testing';
import { accounts, newKey } from '../../../modules/ledger/testing';
import { modelCalls } from './booking-model-calls';
import { disputeCalls } from './booking-model-dispute-calls';
import { disputeFeesHeld } from './booking-model-dispute-expectations';
import { isDisputeCall } from './booking-model-dispute-operations';
import { disputePlays, type Plan } from './booking-model-dispute-run';
import { modelExpectations } from './booking-model-expectations';
import { entryCount, expectServerMatchesModel, trackedBalances } from './booking-model-invariants';
import {
  FORWARD_ACTIONS,
  HOUR,
  JOB_ACTIONS,
  TUTOR_PRICES,
  type Act,
  type Call,
  type Operation,
  type Verdict,
} from './booking-model-operations';
import {
  modelMoney,
  windowFrom,
  type Answer,
  type ModelRun,
  type Person,
  type Tutor,
} from './booking-model-state';
import type { bookingWorld } from '../../../modules/booking/testing';

/** How many moves a `negotiate` makes at most to bring a lesson to its dispute (book, pay, accept, the end). */
const NEGOTIATE_MOVES = 5;

/** What a run needs from the test: the app, fresh people, and where to record the kinds of steps reached. */
export interface RunSetup {
  readonly t: TestApp;
  readonly world: ReturnType<typeof bookingWorld>;
  readonly reached: Set<string>;
  readonly tutor: (pricePerHourMinor: number) => Promise<Tutor>;
  readonly student: () => Promise<Person>;
  /** The Ajar team member who decides escalated disputes. */
  readonly staffId: string;
  /** A new session of the user: its token. */
  readonly signIn: (userId: string) => Promise<string>;
}

/**
 * Plays one sequence of operations against the server and the model, checking both agree after every step;
 * returns the model as the run left it.
 */
export async function runSequence(setup: RunSetup, operations: readonly Operation[]): Promise<ModelRun> {
  const { t, world, reached } = setup;
  const db = () => t.deps.db;
  const tutors: [Tutor, Tutor] = [await setup.tutor(TUTOR_PRICES[0]), await setup.tutor(TUTOR_PRICES[1])];
  const students: [Person, Person] = [await setup.student(), await setup.student()];
  await world.bankAccount(tutors[0].party.userId);
  // Earlier runs' deadlines are theirs: the jobs this run plays are its own bookings'.
  await forgetPendingJobs(db());
  const userIds = [...students, ...tutors].map(({ party: { userId } }) => userId);
  const tracked: LedgerAccountRef[] = [
    accounts.student(students[0].party.userId),
    accounts.student(students[1].party.userId),
    accounts.tutor(tutors[0].party.userId),
    accounts.tutor(tutors[1].party.userId),
    // A tutor's balance pays the escalation fees they pay, and gets them back.
    accounts.student(tutors[0].party.userId),
    accounts.student(tutors[1].party.userId),
    accounts.escrow(),
    accounts.fees(),
    disputeFeesHeld(),
    accounts.paymentClearing(),
    accounts.payoutClearing(),
  ];
  const run: ModelRun = {
    t,
    world,
    reached,
    tutors,
    students,
    staff: { userId: setup.staffId, token: await setup.signIn(setup.staffId) },
    signIn: setup.signIn,
    sessionsFrom: t.clock.now().getTime(),
    hasBankAccount: [true, false],
    userIds,
    base: windowFrom(t.clock.now().getTime()),
    tracked,
    // The system accounts carry earlier runs' money: the model starts from what they hold now.
    balances: await trackedBalances(db, tracked, userIds),
    entriesAtStart: await entryCount(db),
    entriesWritten: 0,
    modelBookings: [],
    modelPayments: [],
    modelDisputes: [],
    topUpKeys: new Set<string>(),
    history: [],
  };
  const { modelBookings, modelPayments, history, hasBankAccount } = run;
  const money = modelMoney(run);
  const { balanceOf, lessonOf } = money;
  const expectationOf = modelExpectations(run, money);
  const performBookingCall = modelCalls(run, money);
  const performDisputeCall = disputeCalls(run);
  const perform = (call: Call) => (isDisputeCall(call) ? performDisputeCall(call) : performBookingCall(call));

  function labelOf(call: Call): string {
    if (call.type === 'act') return call.act;
    if (call.type === 'openDispute') return call.kind === 'LESSON' ? 'openDispute' : 'reportNoShow';
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
      if (expected.dispute) expect(answer.dispute, label).toMatchObject(expected.dispute);
      if (expected.payment !== undefined)
        expect(answer.paymentId, label).toBe(modelPayments[expected.payment]?.id);
      await expected.apply(answer);
      history.push(call);
      reached.add(replay ? 'replay' : kind);
    }
    await expectServerMatchesModel(run);
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
  function advance(at: number, choice: number): Plan {
    // Live: not ended, or ended by a late cancel whose share the tutor has not taken yet.
    const isLive = (row: (typeof modelBookings)[number]) =>
      !row.transferred &&
      ((row.status !== 'REJECTED' && row.status !== 'CANCELLED') || (row.tutorShare ?? 0) > 0);
    const live = modelBookings.flatMap((row, index) => (isLive(row) ? [index] : []));
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
    const money = {
      tutorWithdrewMoney: row.transferred,
      completed: row.completed,
      tutorHasShare: (row.tutorShare ?? 0) > 0,
      disputeOpen: row.disputeOpen,
    };
    const allowed = [
      ...availableBookingActions(row.status, 'system', lesson),
      ...availableBookingActions(row.status, 'student', lesson),
      ...availableBookingActions(row.status, 'tutor', lesson, money),
    ].filter((action) => !JOB_ACTIONS.includes(action));
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
      case 'done':
        // Marked done, the lesson completes after COMPLETION_HOURS and the jobs' next run.
        return {
          calls: [
            by('done'),
            { type: 'time', at: t.clock.now().getTime() + COMPLETION_HOURS * HOUR + HOUR },
            { type: 'jobs' },
          ],
          settle: false,
        };
      default:
        // The system's job actions were filtered out above; the rest are parties' acts.
        return { calls: [by(action as Act)], settle: false };
    }
  }

  async function play({ calls, settle }: Plan): Promise<void> {
    for (const call of calls) await (settle ? pay(call, 'approve') : step(call));
  }
  const playDispute = disputePlays(run, money, advance);

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
        await step({ type: 'time', at: run.base + operation.hours * HOUR + HOUR / 2 });
        break;
      case 'jobs':
        await step({ type: 'jobs' });
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
      case 'advance':
        await play(advance(operation.booking, operation.choice));
        break;
      case 'negotiate':
        // A lesson is driven on (as `advance` does) until it is disputed, in a few moves at most.
        for (let move = 0; move < NEGOTIATE_MOVES; move += 1) {
          const next = playDispute(operation);
          await play(next);
          if (next.calls.length === 0 || next.calls.some(isDisputeCall)) break;
        }
        break;
      case 'disputeCall':
      case 'tutorTopUp':
        await play(playDispute(operation));
        break;
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
  return run;
}
