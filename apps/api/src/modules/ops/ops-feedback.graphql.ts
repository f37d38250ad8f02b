import { FEEDBACK_CATEGORIES, MESSAGES, sendFeedbackSchema } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { staffPageSchema, staffPageType } from './staff-page.graphql';
import { MutationResultType } from '../../graphql/mutation-result';
import { parseInput } from '../../kernel/domain-error';
import { listStaffFeedback, sendFeedback } from './feedback.service';
import type { FeedbackView } from './ops.shapes';

const FeedbackCategoryEnum = builder.enumType('FeedbackCategory', { values: FEEDBACK_CATEGORIES });

const StaffFeedbackType = builder.objectRef<FeedbackView>('StaffFeedback').implement({
  description: 'Feedback sent to the Ajar team from the tutor dashboard (staff only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    senderId: t.exposeID('senderId'),
    senderName: t.exposeString('senderName'),
    senderEmail: t.exposeString('senderEmail'),
    senderCountry: t.exposeString('senderCountry'),
    category: t.field({ type: FeedbackCategoryEnum, nullable: true, resolve: (item) => item.category }),
    message: t.exposeString('message'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const StaffFeedbackPageType = staffPageType('StaffFeedbackPage', StaffFeedbackType);

builder.queryFields((t) => ({
  getStaffFeedback: t.withAuth({ staff: true }).field({
    type: StaffFeedbackPageType,
    description: 'Staff only: the feedback people sent the team, newest first.',
    args: { page: t.arg.int() },
    resolve: (_root, args, { deps }) =>
      listStaffFeedback(deps, parseInput(staffPageSchema, args.page ?? undefined)),
  }),
}));

builder.mutationFields((t) => ({
  sendFeedback: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description:
      'Anyone signed in writes to the Ajar team (10 to 2000 characters, an optional category). ' +
      'BAD_USER_INPUT feedbackMessageInvalid; RATE_LIMITED tooManyFeedback past FEEDBACK_PER_HOUR.',
    args: {
      message: t.arg.string({ required: true }),
      category: t.arg({ type: FeedbackCategoryEnum }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      await sendFeedback(deps, viewer, parseInput(sendFeedbackSchema, args));
      return { success: true, message: MESSAGES.feedbackSent };
    },
  }),
}));
