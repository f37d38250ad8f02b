import { builder } from '../../graphql/builder';
import type { RescheduleView } from './booking-policy-view';
import { proposeReschedule, respondToReschedule } from './booking-reschedule.service';
import { BookingType } from './booking.graphql';

const BookingRescheduleType = builder.objectRef<RescheduleView>('BookingReschedule').implement({
  description: 'A new time proposed for a lesson; the old time holds until the other party accepts.',
  fields: (t) => ({
    id: t.exposeID('id'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    proposedByMe: t.exposeBoolean('proposedByMe'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

// A booking's lesson policies and deadlines, as they stand for the viewer.
builder.objectFields(BookingType, (t) => ({
  isTrial: t.exposeBoolean('isTrial'),
  numberOfLessons: t.exposeInt('numberOfLessons', {
    description: 'The lessons this booking prepays: 1 to 8 for a first booking, else 1.',
  }),
  freeCancellationUntil: t.expose('freeCancellationUntil', {
    type: 'DateTime',
    description: 'Until then the student cancels with a full refund; later the tutor keeps their share.',
  }),
  cancellationRefund: t.expose('cancellationRefund', {
    type: 'Money',
    nullable: true,
    description: 'What the student would get back by cancelling now; null when they cannot cancel now.',
  }),
  acceptBy: t.expose('acceptBy', {
    type: 'DateTime',
    nullable: true,
    description: 'A paid booking not accepted by then is rejected with a full refund.',
  }),
  completesAt: t.expose('completesAt', {
    type: 'DateTime',
    nullable: true,
    description: 'When a lesson marked done completes without a dispute (then its money can move).',
  }),
  completedAt: t.expose('completedAt', { type: 'DateTime', nullable: true }),
  disputeOpen: t.exposeBoolean('disputeOpen'),
  pendingReschedule: t.field({
    type: BookingRescheduleType,
    nullable: true,
    resolve: (booking) => booking.pendingReschedule,
  }),
}));

builder.mutationFields((t) => ({
  proposeBookingReschedule: t.withAuth({ member: true }).field({
    type: BookingType,
    description: 'Either party of a paid or accepted lesson proposes a new start before the lesson starts.',
    args: {
      bookingId: t.arg.id({ required: true }),
      startTime: t.arg({ type: 'DateTime', required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      proposeReschedule(deps, viewer, args.bookingId, args.startTime),
  }),
  respondToBookingReschedule: t.withAuth({ member: true }).field({
    type: BookingType,
    description: 'The other party accepts (the lesson moves) or declines (the old time stays).',
    args: {
      rescheduleId: t.arg.id({ required: true }),
      accept: t.arg.boolean({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      respondToReschedule(deps, viewer, args.rescheduleId, args.accept),
  }),
}));
