import { LESSON_REVIEW_WINDOW_DAYS, lessonReviewOpen, reviewLessonSchema } from '@ajar/domain';
import type { BookingStatus } from '@ajar/domain';
import type { GraphQLContext } from '../../graphql/context';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { BookingType } from '../booking/transport';
import { lessonsToReview, type LessonToReview } from './lesson-review-reads';
import { reviewLesson } from './lesson-review.service';
import { lessonReviewsOf, type TestimonialView } from './testimonial-reads.service';
import { TestimonialType } from './testimonial.graphql';

interface LessonReviewOfBooking {
  readonly open: boolean;
  readonly testimonial: TestimonialView | null;
}

interface LessonKey {
  readonly pvid: string;
  readonly status: BookingStatus;
  readonly endTime: Date;
  readonly studentPvid: string;
}

const LessonReviewOfBookingType = builder
  .objectRef<LessonReviewOfBooking>('LessonReviewOfBooking')
  .implement({
    description: "A lesson's review: whether the viewer may write it now, and the published review.",
    fields: (t) => ({
      open: t.exposeBoolean('open', {
        description: `True for the lesson's student once it took place and ended, for ${LESSON_REVIEW_WINDOW_DAYS} days, until reviewed.`,
      }),
      testimonial: t.expose('testimonial', { type: TestimonialType, nullable: true }),
    }),
  });

const LessonToReviewType = builder.objectRef<LessonToReview>('LessonToReview').implement({
  description: 'A lesson of the viewer that waits for their review (asked an hour after it ends).',
  fields: (t) => ({
    bookingPvid: t.exposeID('bookingPvid'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    subject: t.exposeString('subject'),
    tutorPvid: t.exposeID('tutorPvid'),
    tutorFirstName: t.exposeString('tutorFirstName'),
    tutorLastName: t.exposeString('tutorLastName'),
  }),
});

const loadLessonReviews = async (keys: readonly LessonKey[], { deps, viewer }: GraphQLContext) => {
  const now = deps.clock.now();
  const states = await lessonReviewsOf(
    deps.db,
    keys.map((key) => key.pvid),
  );
  return keys.map((key, index) => {
    const state = states[index]!;
    const open = !state.written && key.studentPvid === viewer?.userId && lessonReviewOpen(key, now);
    return { open, testimonial: state.review };
  });
};

builder.objectFields(BookingType, (t) => ({
  lessonReview: t.loadable({
    type: LessonReviewOfBookingType,
    load: loadLessonReviews,
    loaderOptions: { cacheKeyFn: (key: LessonKey) => key.pvid },
    resolve: (booking): LessonKey => ({
      pvid: booking.pvid,
      status: booking.status,
      endTime: booking.endTime,
      studentPvid: booking.student.pvid,
    }),
  }),
}));

builder.queryFields((t) => ({
  lessonsToReview: t.withAuth({ member: true }).field({
    type: [LessonToReviewType],
    description: "The viewer's lessons that wait for a review, newest first (at most 5).",
    resolve: (_root, _args, { deps, viewer }) => lessonsToReview(deps.db, viewer.userId, deps.clock.now()),
  }),
}));

builder.mutationFields((t) => ({
  reviewLesson: t.withAuth({ member: true }).field({
    type: TestimonialType,
    description:
      "The lesson's student rates and reviews it, once, after it ended (published at once as a verified lesson review; it counts in the tutor's rating).",
    args: {
      bookingPvid: t.arg.id({ required: true }),
      rating: t.arg.int({ required: true }),
      comment: t.arg.string({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      reviewLesson(deps, viewer, parseInput(reviewLessonSchema, args)),
  }),
}));
