import type { CountryCode, CurrencyCode } from '@ajar/domain';
import { afterAll, beforeAll, expect } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { ADD_BOOKING, UPDATE_BOOKING, bookingMutation, bookingWorld } from '../../booking/testing';

/** What the dispute tests share: the app, its booking world, lessons to dispute and the dispute operations. */

export const DISPUTE_FIELDS = `id bookingId kind reason description status openedBy currency refundable turn turnEndsAt
  proposalOutcome proposalRefund proposalBy escalatedBy escalationFee refund decisionReason resolvedAt myParty
  availableActions student { userPvid firstName } tutor { userPvid firstName } lesson { subject startTime }
  events { kind party byStaff outcome amount message } evidence { pvid fileName addedBy }`;

export interface DisputeBody {
  id: string;
  bookingId: string;
  kind: string;
  reason: string;
  status: string;
  openedBy: string;
  currency: string;
  refundable: number;
  turn: string | null;
  turnEndsAt: string | null;
  proposalOutcome: string;
  proposalRefund: number;
  proposalBy: string;
  escalatedBy: string | null;
  escalationFee: number | null;
  refund: number | null;
  decisionReason: string | null;
  myParty: string | null;
  availableActions: string[];
  events: {
    kind: string;
    party: string | null;
    byStaff: boolean;
    outcome: string | null;
    amount: number | null;
    message: string;
  }[];
  evidence: { pvid: string; fileName: string; addedBy: string | null }[];
}

export let t: TestApp;
export let world: ReturnType<typeof bookingWorld>;

export function setUpDisputes(): void {
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
  });
  afterAll(() => t.close());
}

const HOUR = 3_600_000;
const CURRENCY: Partial<Record<CountryCode, CurrencyCode>> = { sg: 'SGD', id: 'IDR' };

/** A paid, accepted lesson 24 h from now; the clock is left at the lesson's end. */
export async function acceptedLesson(pricePerHourMinor = 4000, country: CountryCode = 'sg') {
  const currency = CURRENCY[country] ?? 'SGD';
  const tutor = await world.tutor(pricePerHourMinor, country);
  const student = await world.student(country);
  const added = await t.gql<{
    addBooking: { booking: { pvid: string; endTime: string }; bookingPrice: number };
  }>(
    ADD_BOOKING,
    {
      tutorPvid: tutor.userId,
      subjectPvid: tutor.subjectLevelId,
      type: 'ONLINE',
      location: 'Zoom',
      ...world.lesson(24),
    },
    { token: student.token },
  );
  expect(added.errors).toBeUndefined();
  const booking = added.data?.addBooking.booking ?? { pvid: '', endTime: '' };
  await world.topUp(student.userId, added.data?.addBooking.bookingPrice ?? 0, currency);
  for (const [who, status] of [
    [student, 'PAID'],
    [tutor, 'ACCEPTED'],
  ] as const) {
    const result = await t.gql(UPDATE_BOOKING, { id: booking.pvid, status }, { token: who.token });
    expect(result.errors).toBeUndefined();
  }
  t.clock.set(new Date(booking.endTime));
  return { tutor, student, bookingId: booking.pvid, currency, endTime: new Date(booking.endTime) };
}

/** A lesson the tutor marked done at its end (the clock stays there). */
export async function doneLesson(pricePerHourMinor = 4000, country: CountryCode = 'sg') {
  const lesson = await acceptedLesson(pricePerHourMinor, country);
  const done = await t.gql(
    bookingMutation('bookingDone'),
    { bookingId: lesson.bookingId },
    { token: lesson.tutor.token },
  );
  expect(done.errors).toBeUndefined();
  return lesson;
}

export const later = (hours: number) => t.clock.set(new Date(t.clock.now().getTime() + hours * HOUR));

async function op(
  name: string,
  args: string,
  vars: string,
  variables: Record<string, unknown>,
  who: { readonly token: string } | null,
) {
  const result = await t.gql<Record<string, DisputeBody>>(
    `mutation Op(${vars}) { ${name}(${args}) { ${DISPUTE_FIELDS} } }`,
    variables,
    who ? { token: who.token } : {},
  );
  return { ...result, dispute: result.data?.[name] };
}

export const disputeOps = {
  open: (who: { readonly token: string } | null, bookingId: string, extra: Record<string, unknown> = {}) =>
    op(
      'openDispute',
      'bookingId: $bookingId, reason: $reason, description: $description, evidence: $evidence',
      '$bookingId: ID!, $reason: DisputeReason!, $description: String!, $evidence: [ID!]',
      { bookingId, reason: 'LESSON_CUT_SHORT', description: 'The tutor left after 20 minutes.', ...extra },
      who,
    ),
  noShow: (
    who: { readonly token: string } | null,
    bookingId: string,
    description = 'Nobody joined the lesson at all.',
  ) =>
    op(
      'reportNoShow',
      'bookingId: $bookingId, description: $description',
      '$bookingId: ID!, $description: String!',
      { bookingId, description },
      who,
    ),
  propose: (
    who: { readonly token: string } | null,
    disputeId: string,
    outcome: string,
    refundAmount?: number,
    message?: string,
  ) =>
    op(
      'proposeDisputeOutcome',
      'disputeId: $disputeId, outcome: $outcome, refundAmount: $refundAmount, message: $message',
      '$disputeId: ID!, $outcome: DisputeOutcome!, $refundAmount: Money, $message: String',
      { disputeId, outcome, refundAmount, message },
      who,
    ),
  accept: (who: { readonly token: string } | null, disputeId: string) =>
    op('acceptDisputeProposal', 'disputeId: $disputeId', '$disputeId: ID!', { disputeId }, who),
  message: (who: { readonly token: string } | null, disputeId: string, message: string) =>
    op(
      'sendDisputeMessage',
      'disputeId: $disputeId, message: $message',
      '$disputeId: ID!, $message: String!',
      { disputeId, message },
      who,
    ),
  escalate: (who: { readonly token: string } | null, disputeId: string) =>
    op('escalateDispute', 'disputeId: $disputeId', '$disputeId: ID!', { disputeId }, who),
  decide: (
    who: { readonly token: string } | null,
    disputeId: string,
    refundAmount: number,
    reason = 'The lesson was cut short by half.',
  ) =>
    op(
      'decideDispute',
      'disputeId: $disputeId, refundAmount: $refundAmount, reason: $reason',
      '$disputeId: ID!, $refundAmount: Money!, $reason: String!',
      { disputeId, refundAmount, reason },
      who,
    ),
  get: async (who: { readonly token: string } | null, id: string) => {
    const result = await t.gql<{ getDispute: DisputeBody }>(
      `query Get($id: ID!) { getDispute(id: $id) { ${DISPUTE_FIELDS} } }`,
      { id },
      who ? { token: who.token } : {},
    );
    return { ...result, dispute: result.data?.getDispute };
  },
};
