/**
 * The booking state machine, defined once for the server that enforces it and the web that
 * mirrors it. The spec names the actions (accept, reject, cancel, done, cancel before payment, the tutor's
 * transfer of the booking money) and the 'paid' status; the other status values are ours.
 *
 *   PENDING ──pay──▶ PAID ──accept──▶ ACCEPTED ──done──▶ DONE ──transfer (once)──▶ DONE, money withdrawn
 *      │               │                 │  (done: once the lesson has ended)
 *      │ cancelBeforePaid (student)      └─cancel (student, before the lesson starts)──▶ CANCELLED (refund)
 *      │ reject (tutor) ▶ REJECTED       PAID ─reject (tutor)─▶ REJECTED (refund to balance)
 *      ▼                                 PAID ─cancel (student)▶ CANCELLED (refund to balance)
 *   CANCELLED (a part paid with balance goes back to the balance)
 *
 * Also: the tutor's cancel (PAID or ACCEPTED, before the start: a full refund), the system's expiry
 * (PENDING past its start) and auto-reject (PAID, not accepted ACCEPT_DEADLINE_HOURS before the start), the
 * cancellation windows (lesson-policies.ts), and completion: the tutor transfers only a completed lesson's money
 * (COMPLETION_HOURS after done without a dispute), or the share a late cancel left them.
 */
export const BOOKING_STATUSES = ['PENDING', 'PAID', 'ACCEPTED', 'REJECTED', 'CANCELLED', 'DONE'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const BOOKING_ACTIONS = [
  'pay',
  'accept',
  'reject',
  'cancel',
  'cancelBeforePaid',
  'done',
  'transfer',
  // The tutor's own cancel (a full refund that counts against them), and the system's jobs.
  'tutorCancel',
  'expire',
  'autoReject',
] as const;
export type BookingAction = (typeof BOOKING_ACTIONS)[number];

/** Who acts: the booking's student, its tutor, or the system (a confirmed payment). */
export type BookingActor = 'student' | 'tutor' | 'system';

interface Transition {
  readonly from: readonly BookingStatus[];
  readonly to: BookingStatus;
  readonly by: BookingActor;
}

export const BOOKING_TRANSITIONS: Readonly<Record<BookingAction, Transition>> = {
  // A payment (card, e-wallet, balance or both) completes: 'paid', as the spec says for balance payments.
  pay: { from: ['PENDING'], to: 'PAID', by: 'system' },
  accept: { from: ['PAID'], to: 'ACCEPTED', by: 'tutor' },
  reject: { from: ['PENDING', 'PAID'], to: 'REJECTED', by: 'tutor' },
  cancel: { from: ['PAID', 'ACCEPTED'], to: 'CANCELLED', by: 'student' },
  cancelBeforePaid: { from: ['PENDING'], to: 'CANCELLED', by: 'student' },
  done: { from: ['ACCEPTED'], to: 'DONE', by: 'tutor' },
  // Not a status change: sets isTutorWithdrawMoney, once, after completion; a late cancel's share too.
  transfer: { from: ['DONE', 'CANCELLED'], to: 'DONE', by: 'tutor' },
  tutorCancel: { from: ['PAID', 'ACCEPTED'], to: 'CANCELLED', by: 'tutor' },
  // An unpaid booking whose start passed frees its slot.
  expire: { from: ['PENDING'], to: 'CANCELLED', by: 'system' },
  // A paid booking not accepted ACCEPT_DEADLINE_HOURS before its start, fully refunded.
  autoReject: { from: ['PAID'], to: 'REJECTED', by: 'system' },
};

/** Statuses that hold the tutor's time: no other booking may overlap them. */
export const SLOT_HOLDING_STATUSES: readonly BookingStatus[] = ['PENDING', 'PAID', 'ACCEPTED', 'DONE'];

/** Actions that return what was paid so far (card, balance or both) to the student's balance. */
export const REFUNDING_ACTIONS: readonly BookingAction[] = ['reject', 'cancel', 'cancelBeforePaid'];

export type TransitionRefusal =
  | 'wrongActor'
  | 'wrongStatus'
  | 'alreadyTransferred'
  | 'lessonNotOver'
  | 'lessonStarted'
  | 'notCompleted'
  | 'disputeOpen'
  | 'nothingToTransfer';

/** The lesson's start and end against now, in milliseconds since the epoch. */
export interface LessonTime {
  readonly start: number;
  readonly end: number;
  readonly now: number;
}

export const lessonTime = (startTime: Date, endTime: Date, now: Date): LessonTime => ({
  start: startTime.getTime(),
  end: endTime.getTime(),
  now: now.getTime(),
});

/**
 * Time rules of the lifecycle: a lesson is marked done (and so its money can go to the tutor) only once
 * it has ended, and a paid lesson can be cancelled for a refund only before it starts.
 */
function timeRefusal(action: BookingAction, lesson: LessonTime): TransitionRefusal | null {
  if (action === 'done' && lesson.now < lesson.end) return 'lessonNotOver';
  if ((action === 'cancel' || action === 'tutorCancel') && lesson.now >= lesson.start) return 'lessonStarted';
  return null;
}

/**
 * The tutor's money moves only once the lesson completed (COMPLETION_HOURS after done, or a late cancel or a
 * dispute's outcome), never while a dispute is open, and a cancel leaves them something only when it was late.
 */
function transferRefusal(check: TransitionCheck): TransitionRefusal | null {
  if (check.tutorWithdrewMoney) return 'alreadyTransferred';
  if (check.disputeOpen) return 'disputeOpen';
  if (check.status === 'CANCELLED' && !check.tutorHasShare) return 'nothingToTransfer';
  if (!check.completed) return 'notCompleted';
  return null;
}

export interface TransitionCheck {
  readonly status: BookingStatus;
  readonly actor: BookingActor;
  readonly action: BookingAction;
  readonly lesson: LessonTime;
  /** For 'transfer': whether the tutor already moved this booking's money. */
  readonly tutorWithdrewMoney?: boolean;
  /** For 'transfer': whether the lesson completed (see transferRefusal). */
  readonly completed?: boolean;
  /** For 'transfer' of a cancelled booking: whether a late cancel left the tutor a share. */
  readonly tutorHasShare?: boolean;
  readonly disputeOpen?: boolean;
}

/** The next status, or why the action is refused. The server calls this before every change. */
export function nextBookingStatus(
  check: TransitionCheck,
):
  | { readonly ok: true; readonly status: BookingStatus }
  | { readonly ok: false; readonly reason: TransitionRefusal } {
  const transition = BOOKING_TRANSITIONS[check.action];
  if (transition.by !== check.actor) return { ok: false, reason: 'wrongActor' };
  if (!transition.from.includes(check.status)) return { ok: false, reason: 'wrongStatus' };
  const transfer = check.action === 'transfer' ? transferRefusal(check) : null;
  if (transfer) return { ok: false, reason: transfer };
  const tooEarlyOrLate = timeRefusal(check.action, check.lesson);
  if (tooEarlyOrLate) return { ok: false, reason: tooEarlyOrLate };
  return { ok: true, status: transition.to };
}

/** The actions an actor may take on a booking now: what booking-list shows as buttons. */
export function availableBookingActions(
  status: BookingStatus,
  actor: BookingActor,
  lesson: LessonTime,
  money: Pick<TransitionCheck, 'tutorWithdrewMoney' | 'completed' | 'tutorHasShare' | 'disputeOpen'> = {},
): BookingAction[] {
  return BOOKING_ACTIONS.filter(
    (action) => nextBookingStatus({ status, actor, action, lesson, ...money }).ok,
  );
}
