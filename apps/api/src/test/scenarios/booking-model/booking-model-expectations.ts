import {
  cancellationSplit,
  DEFAULT_AVAILABILITY,
  BOOKING_MIN_LEAD_MS,
  FIRST_BOOKING_PREPAID_LESSONS,
  bookingDueMinor,
  lessonPriceMinor,
  nextBookingStatus,
  SLOT_HOLDING_STATUSES,
  transactionFeeMinor,
  type BookingActor,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { accounts } from '../../../modules/ledger/testing';
import { payments } from '../../../modules/payment/testing';
import { disputeExpectations } from './booking-model-dispute-expectations';
import { expectJobs } from './booking-model-job-expectations';
import { ACTION_OF, HOUR, TUTOR_PRICES, WINDOW_HOURS, type Call } from './booking-model-operations';
import {
  refuse,
  unchanged,
  windowFrom,
  type Expectation,
  type ModelBooking,
  type ModelMoney,
  type ModelRun,
} from './booking-model-state';

/** What the booking money model expects of each call, and how a success changes the model. */
export function modelExpectations(run: ModelRun, money: ModelMoney): (call: Call) => Expectation {
  const { t, modelBookings, modelPayments, hasBankAccount, topUpKeys } = run;
  const {
    approve,
    balanceOf,
    caller,
    callerOf,
    heldFor,
    lessonOf,
    move,
    refundAll,
    settlePaid,
    studentAccount,
    tutorAccount,
  } = money;
  const db = () => t.deps.db;
  const expectDispute = disputeExpectations(run, money);

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

  function expectBook(call: Extract<Call, { type: 'book' }>): Expectation {
    const start = run.base + call.slot * HOUR;
    const end = start + call.minutes * 60_000;
    if (start - t.clock.now().getTime() < BOOKING_MIN_LEAD_MS)
      return refuse('BAD_USER_INPUT', 'bookingTimeInvalid');
    // The tutors keep the default hours: their notice comes after the lead every booking needs.
    if (start - t.clock.now().getTime() < DEFAULT_AVAILABILITY.noticeHours * HOUR)
      return refuse('BAD_USER_INPUT', 'bookingSlotUnavailable');
    const taken = modelBookings.some(
      (b) =>
        b.tutor === call.tutor && SLOT_HOLDING_STATUSES.includes(b.status) && b.start < end && start < b.end,
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
    const due = bookingDueMinor(price, isFirst ? FIRST_BOOKING_PREPAID_LESSONS : 1);
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
          paidAt: null,
          doneAt: null,
          completed: false,
          tutorShare: null,
          disputeOpen: false,
        });
      },
    };
  }

  /** Everything escrow holds back to the student; open checkouts close. */
  function endWithRefund(booking: ModelBooking, index: number, status: ModelBooking['status']): Expectation {
    return {
      status,
      apply: () => refundAll(booking, index, status),
    };
  }

  function expectAct(call: Extract<Call, { type: 'act' }>): Expectation {
    const booking = modelBookings[call.booking];
    if (!booking) throw new Error('no such booking');
    const { role } = callerOf(call, booking);
    if (!role) return refuse('NOT_FOUND', 'notFound');
    // cancelBooking is the student's cancel, or the tutor's when the tutor calls it.
    const cancelOf = () => (role === 'tutor' ? 'tutorCancel' : 'cancel');
    const action =
      call.act === 'cancelByUpdate'
        ? booking.status === 'PENDING'
          ? 'cancelBeforePaid'
          : cancelOf()
        : call.act === 'cancel' || call.act === 'tutorCancel'
          ? cancelOf()
          : ACTION_OF[call.act];
    const actor: BookingActor = action === 'pay' && role === 'student' ? 'system' : role;
    const next = nextBookingStatus({
      status: booking.status,
      actor,
      action,
      lesson: lessonOf(booking),
      tutorWithdrewMoney: booking.transferred,
      completed: booking.completed,
      tutorHasShare: (booking.tutorShare ?? 0) > 0,
      disputeOpen: booking.disputeOpen,
    });
    if (!next.ok) {
      if (next.reason === 'notCompleted') return refuse('CONFLICT', 'bookingNotCompleted');
      if (next.reason === 'nothingToTransfer') return refuse('CONFLICT', 'bookingNothingToTransfer');
      if (next.reason === 'disputeOpen') return refuse('CONFLICT', 'bookingDisputeOpen');
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
      case 'cancel': {
        const split = cancellationSplit({
          paidMinor: heldFor(booking),
          country: 'sg',
          by: 'student',
          start: new Date(booking.start),
          now: t.clock.now(),
        });
        if (split.free) return endWithRefund(booking, call.booking, status);
        return {
          status,
          apply: () => {
            run.reached.add('lateCancel');
            move(accounts.escrow(), studentAccount(booking.student), split.refundMinor);
            booking.tutorShare = split.toTutorMinor;
            booking.completed = true;
            booking.status = status;
          },
        };
      }
      case 'reject':
      case 'tutorCancel':
      case 'cancelBeforePaid':
        return endWithRefund(booking, call.booking, status);
      case 'done':
        return {
          status,
          apply: () => {
            booking.status = status;
            booking.doneAt = t.clock.now().getTime();
          },
        };
      case 'transfer':
        if (!hasBankAccount[booking.tutor]) return refuse('CONFLICT', 'bankAccountRequired');
        return {
          // A cancelled booking stays cancelled when its tutor takes their share.
          status: booking.status,
          apply: () => {
            move(accounts.escrow(), tutorAccount(booking.tutor), heldFor(booking));
            move(tutorAccount(booking.tutor), accounts.payoutClearing(), heldFor(booking));
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
      case 'jobs':
        return expectJobs(run, money);
      case 'time':
        return {
          apply: () => {
            if (t.clock.now().getTime() >= run.base + WINDOW_HOURS * HOUR)
              run.base = windowFrom(t.clock.now().getTime());
          },
        };
      default:
        return expectDispute(call);
    }
  }

  return expectationOf;
}
