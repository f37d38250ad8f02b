import { MESSAGES, NOTIFICATION_PAGE_MAX, NOTIFICATION_PAGE_SIZE } from '@ajar/domain';
import { z } from 'zod';
import type { NotificationEvent } from '../../infra/pubsub/realtime-events';
import type { NotificationRow } from './notification.tables';

/** Spec section 3, Notification, as services hand it to GraphQL. */
export interface NotificationView {
  readonly pvid: string;
  readonly entityId: string | null;
  readonly code: string;
  readonly remarks: string;
  readonly entityTitle: string;
  readonly postedDate: Date;
  readonly archived: boolean;
  readonly status: string;
  readonly read: boolean;
}

export function toNotificationView(row: NotificationRow): NotificationView {
  return {
    pvid: row.id,
    entityId: row.entityId,
    code: row.code,
    remarks: row.remarks,
    entityTitle: row.entityTitle,
    postedDate: row.postedAt,
    archived: row.archived,
    status: row.status,
    read: row.status === 'SEEN',
  };
}

/** Events cross Redis as JSON: the date travels as an ISO string. */
export function toNotificationEvent(userId: string, view: NotificationView): NotificationEvent {
  return { ...view, userId, postedDate: view.postedDate.toISOString() };
}

export function fromNotificationEvent(event: NotificationEvent): NotificationView {
  return {
    pvid: event.pvid,
    entityId: event.entityId,
    code: event.code,
    remarks: event.remarks,
    entityTitle: event.entityTitle,
    postedDate: new Date(event.postedDate),
    archived: event.archived,
    status: event.status,
    read: event.read,
  };
}

export const listNotificationSchema = z.object({
  limit: z
    .number({ error: MESSAGES.invalidPage })
    .int({ error: MESSAGES.invalidPage })
    .min(1, { error: MESSAGES.invalidPage })
    .max(NOTIFICATION_PAGE_MAX, { error: MESSAGES.invalidPage })
    .nullish()
    .transform((limit) => limit ?? NOTIFICATION_PAGE_SIZE),
});

export const markNotificationsReadSchema = z.object({
  // The bell marks what it lists, at most a page at a time.
  notificationIds: z
    .array(z.string().trim().toLowerCase())
    .max(NOTIFICATION_PAGE_MAX, { error: MESSAGES.invalidPage }),
});

export type ListNotificationInput = z.output<typeof listNotificationSchema>;
export type MarkNotificationsReadInput = z.output<typeof markNotificationsReadSchema>;
