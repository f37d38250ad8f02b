import { ACCEPTANCE_WINDOW_DAYS, REPLY_TIME_WINDOW_DAYS, REPLY_WITHIN } from '@ajar/domain';
import type { Deps } from '../../deps';
import { builder } from '../../graphql/builder';
import { ProfileType } from '../account/transport';
import { SearchTutorType } from '../search/transport';
import { reputationsOf } from './reputation.service';
import type { TutorReputationView } from './reputation.shapes';

const ReplyWithinEnum = builder.enumType('ReplyWithin', {
  description: 'How a median reply time reads: within an hour, 2 hours, a day, or longer.',
  values: REPLY_WITHIN,
});

export const TutorReputationType = builder.objectRef<TutorReputationView>('TutorReputation').implement({
  description: `A tutor's chat reply time (last ${REPLY_TIME_WINDOW_DAYS} days) and acceptance rate (bookings of the last ${ACCEPTANCE_WINDOW_DAYS} days); each null until 3 rooms or decisions count.`,
  fields: (t) => ({
    medianReplyMinutes: t.exposeInt('medianReplyMinutes', {
      nullable: true,
      description: "Median wait from a member's first message in a room to the tutor's first reply.",
    }),
    replyWithin: t.expose('replyWithin', { type: ReplyWithinEnum, nullable: true }),
    acceptanceRate: t.exposeInt('acceptanceRate', {
      nullable: true,
      description: 'Accepted over accepted and rejected bookings, whole percent rounded down.',
    }),
  }),
});

// Every card or profile of an answer shares one load: one statement, whatever their number.
const loadReputations = (userIds: string[], { deps }: { deps: Deps }) =>
  reputationsOf(deps.db, userIds, deps.clock.now());

builder.objectFields(ProfileType, (t) => ({
  reputation: t.loadable({
    type: TutorReputationType,
    load: loadReputations,
    resolve: (profile) => profile.userPvid,
  }),
}));

builder.objectFields(SearchTutorType, (t) => ({
  reputation: t.loadable({
    type: TutorReputationType,
    load: loadReputations,
    resolve: (tutor) => tutor.userPvid,
  }),
}));
