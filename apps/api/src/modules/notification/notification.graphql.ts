import { MESSAGES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import { notificationStream } from './notification-live.service';
import { countUnreadNotifications, listNotifications, markNotificationsRead } from './notification.service';
import {
  listNotificationSchema,
  markNotificationsReadSchema,
  type NotificationView,
} from './notification.shapes';

const NotificationType = builder.objectRef<NotificationView>('Notification').implement({
  description:
    'code: TESTIMONIAL_RECEIVED | PROFILE_VIEWED | CHAT_MESSAGE (later: BOOKING_*, ASSIGNMENT_*), from packages/domain.\n' +
    "remarks: the event's short subject (the other person's name), shown by the client inside a sentence per code.\n" +
    'entityTitle: the title of what the event is about (an assignment), or an empty string.\n' +
    'status: NEW | SEEN. read mirrors status == SEEN. entityId: what to open (testimonial pvid, viewer userPvid, room id).',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    entityId: t.exposeID('entityId', { nullable: true }),
    code: t.exposeString('code'),
    remarks: t.exposeString('remarks'),
    entityTitle: t.exposeString('entityTitle'),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    archived: t.exposeBoolean('archived'),
    status: t.exposeString('status'),
    read: t.exposeBoolean('read'),
  }),
});

builder.queryFields((t) => ({
  listNotification: t.withAuth({ member: true }).field({
    type: [NotificationType],
    nullable: { list: false, items: true },
    description: 'Newest first, at most `limit` (default 20, max 50).',
    args: { limit: t.arg.int() },
    resolve: (_root, args, { deps, viewer }) =>
      listNotifications(deps, viewer, parseInput(listNotificationSchema, { limit: args.limit })),
  }),
  countUnreadNotifications: t.withAuth({ member: true }).int({
    description: 'Unread notifications (the bell badge).',
    resolve: (_root, _args, { deps, viewer }) => countUnreadNotifications(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  makeNotificationsAsRead: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description: "Marks the viewer's notifications read (others' ids are ignored).",
    args: { notificationIds: t.arg.idList({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      const input = parseInput(markNotificationsReadSchema, {
        notificationIds: args.notificationIds.map(String),
      });
      await markNotificationsRead(deps, viewer, input);
      return { success: true, message: MESSAGES.notificationsRead };
    },
  }),
}));

builder.subscriptionFields((t) => ({
  notificationAdded: t.field({
    type: NotificationType,
    description: "The spec's notification subscription: the viewer's new notifications.",
    subscribe: (_root, _args, { deps, viewer }) => notificationStream(deps, viewer),
    resolve: (notification) => notification,
  }),
}));
