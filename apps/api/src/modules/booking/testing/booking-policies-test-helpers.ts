import { asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { notifications } from '../../notification/testing';
import { BOOKING_FIELDS, type Party } from './booking-test-helpers';
import { t, world, type AddResult, type BookingBody, type Tutor } from './booking-flow-test-helpers';

/** What the lesson policy tests share: booking with the new arguments, and reading the policy fields. */

export const POLICY_FIELDS = `${BOOKING_FIELDS} isTrial numberOfLessons freeCancellationUntil cancellationRefund
  acceptBy completesAt completedAt disputeOpen pendingReschedule { id startTime endTime proposedByMe }`;

export interface PolicyBody extends BookingBody {
  isTrial: boolean;
  numberOfLessons: number;
  freeCancellationUntil: string;
  cancellationRefund: number | null;
  acceptBy: string | null;
  completesAt: string | null;
  completedAt: string | null;
  disputeOpen: boolean;
  pendingReschedule: { id: string; startTime: string; endTime: string; proposedByMe: boolean } | null;
}

const ADD = `mutation($tutorPvid: ID!, $subjectPvid: ID!, $startTime: DateTime!, $endTime: DateTime!,
  $duration: Int!, $numberOfLessons: Int, $isTrial: Boolean) {
  addBooking(tutorPvid: $tutorPvid, subjectPvid: $subjectPvid, startTime: $startTime, endTime: $endTime,
    type: ONLINE, duration: $duration, numberOfLessons: $numberOfLessons, isTrial: $isTrial) {
    booking { ${POLICY_FIELDS} } isThisFirstBooking bookingPrice currency hasEnoughBalance
    firstBookingMsgData { numberOfLessons tutorName remainsAmountAfterFirstBooking }
    amountWillPaidUsePaymentsMethods amountWillPaidUseUserBalance
  }
}`;

/** addBooking at an instant, with the lesson policy arguments. */
export function addAt(
  student: Party,
  tutor: Tutor,
  start: Date,
  minutes = 60,
  extra: { numberOfLessons?: number; isTrial?: boolean } = {},
) {
  return t.gql<{ addBooking: AddResult & { booking: PolicyBody } }>(
    ADD,
    {
      tutorPvid: tutor.userId,
      subjectPvid: tutor.subjectLevelId,
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + minutes * 60_000).toISOString(),
      duration: minutes,
      ...extra,
    },
    { token: student.token },
  );
}

/** The booking as `token` reads it, with the policy fields. */
export async function readPolicy(token: string, id: string): Promise<PolicyBody> {
  const result = await t.gql<{ getBooking: PolicyBody }>(
    `query($id: ID!) { getBooking(id: $id) { ${POLICY_FIELDS} } }`,
    { id },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.getBooking;
}

/** A paid single-lesson booking `hoursAhead` from now (a first booking prepaying 1), and its parties. */
export async function paidLesson(
  price: number,
  hoursAhead: number,
  country: 'sg' | 'id' = 'sg',
): Promise<{ tutor: Tutor; student: Party; id: string; start: Date }> {
  const tutor = await world.tutor(price, country);
  const student = await world.student(country);
  const { startTime } = world.lesson(hoursAhead);
  const start = new Date(startTime);
  const added = await addAt(student, tutor, start, 60, { numberOfLessons: 1 });
  expect(added.errors).toBeUndefined();
  const id = added.data!.addBooking.booking.pvid;
  await world.topUp(student.userId, price, country === 'id' ? 'IDR' : 'SGD');
  const paid = await t.gql(
    `mutation($id: ID!) { updateBooking(id: $id, status: PAID) { status } }`,
    { id },
    {
      token: student.token,
    },
  );
  expect(paid.errors).toBeUndefined();
  return { tutor, student, id, start };
}

/** The notification codes a user received, oldest first. */
export async function notificationCodesOf(userId: string): Promise<string[]> {
  const rows = await t.deps.db
    .select({ code: notifications.code })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(asc(notifications.postedAt));
  return rows.map((row) => row.code);
}
