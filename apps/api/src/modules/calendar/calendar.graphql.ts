import { MESSAGES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import {
  calendarFeedInfo,
  createCalendarFeed,
  googleCalendarStatus,
  linkGoogleCalendar,
} from './calendar.service';
import {
  googleCodeSchema,
  type CalendarFeedLinkView,
  type CalendarFeedView,
  type GoogleCalendarStatusView,
} from './calendar.shapes';

const CalendarFeedType = builder.objectRef<CalendarFeedView>('CalendarFeed').implement({
  description: "Whether the tutor has a private iCal feed. Its URL is shown only once, when it's made.",
  fields: (t) => ({
    exists: t.exposeBoolean('exists'),
    createdAt: t.expose('createdAt', { type: 'DateTime', nullable: true }),
  }),
});

const CalendarFeedLinkType = builder.objectRef<CalendarFeedLinkView>('CalendarFeedLink').implement({
  fields: (t) => ({
    url: t.exposeString('url', { description: 'The private iCal address; keep it secret.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const GoogleCalendarStatusType = builder
  .objectRef<GoogleCalendarStatusView>('GoogleCalendarStatus')
  .implement({
    fields: (t) => ({
      configured: t.exposeBoolean('configured', {
        description: 'Whether this server offers Google calendar linking.',
      }),
      linked: t.exposeBoolean('linked'),
    }),
  });

builder.queryFields((t) => ({
  getCalendarFeed: t.withAuth({ member: true }).field({
    type: CalendarFeedType,
    description: "Whether the signed-in tutor's private iCal feed exists.",
    resolve: (_root, _args, { deps, viewer }) => calendarFeedInfo(deps, viewer),
  }),
  checkGoogleToken: t.withAuth({ member: true }).field({
    type: GoogleCalendarStatusType,
    description: "Whether Google calendar linking is offered, and whether the signed-in user's is linked.",
    resolve: (_root, _args, { deps, viewer }) => googleCalendarStatus(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  createCalendarFeed: t.withAuth({ member: true }).field({
    type: CalendarFeedLinkType,
    description:
      "A tutor's new private iCal feed of their lessons (from 30 days ago on). Replaces the old URL.",
    resolve: (_root, _args, { deps, viewer }) => createCalendarFeed(deps, viewer),
  }),
  createGoogleToken: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description: 'Links a Google calendar with an authorization code (offline access, calendar scope).',
    args: { code: t.arg.string({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      const { code } = parseInput(googleCodeSchema, args);
      await linkGoogleCalendar(deps, viewer, code);
      return { success: true, message: MESSAGES.googleLinked };
    },
  }),
}));
