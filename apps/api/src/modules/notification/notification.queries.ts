import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import { notifications, type NotificationRow } from './notification.tables';

export interface NewNotification {
  readonly userId: string;
  readonly code: string;
  readonly entityId: string | null;
  readonly remarks: string;
  readonly entityTitle?: string;
  readonly postedAt: Date;
}

export async function insertNotification(
  executor: Executor,
  notification: NewNotification,
): Promise<NotificationRow> {
  const [row] = await executor.insert(notifications).values(notification).returning();
  if (!row) throw new Error('insert returned no notification');
  return row;
}

/**
 * Many notifications posted at one moment, in ONE statement whatever their number: the rows travel as one
 * JSON parameter (a VALUES list takes five parameters a row and hits PostgreSQL's 65,535 near 13,000 rows).
 */
export function insertNotifications(
  executor: Executor,
  batch: readonly Omit<NewNotification, 'postedAt'>[],
  postedAt: Date,
): Promise<NotificationRow[]> {
  if (batch.length === 0) return Promise.resolve([]);
  const rows = JSON.stringify(
    batch.map((n) => ({
      user_id: n.userId,
      code: n.code,
      entity_id: n.entityId,
      remarks: n.remarks,
      entity_title: n.entityTitle ?? '',
    })),
  );
  // INSERT … SELECT fills every column of the table, in its order: id, user_id, code, entity_id, remarks,
  // status, archived, posted_at, entity_title.
  return executor
    .insert(notifications)
    .select(
      sql`select gen_random_uuid(), x.user_id, x.code, x.entity_id, x.remarks, 'NEW', false, ${postedAt.toISOString()}::timestamptz, x.entity_title
          from jsonb_to_recordset(${rows}::jsonb) as x(user_id uuid, code text, entity_id text, remarks text, entity_title text)`,
    )
    .returning();
}

/** A user's notifications, newest first. */
export function latestNotifications(
  executor: Executor,
  userId: string,
  limit: number,
): Promise<NotificationRow[]> {
  return executor
    .select()
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.postedAt), desc(notifications.id))
    .limit(limit);
}

export async function countUnread(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ unread: count() })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.status, 'NEW')));
  return row?.unread ?? 0;
}

/** Marks these of the user's notifications read; ids of anyone else's match nothing. */
export async function markRead(executor: Executor, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await executor
    .update(notifications)
    .set({ status: 'SEEN' })
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.status, 'NEW'),
        inArray(notifications.id, [...ids]),
      ),
    );
}

/** When the user was last notified with this code about this entity, or null. */
export async function lastNotifiedAt(
  executor: Executor,
  userId: string,
  code: string,
  entityId: string,
): Promise<Date | null> {
  const [row] = await executor
    .select({ postedAt: notifications.postedAt })
    .from(notifications)
    .where(
      and(
        eq(notifications.userId, userId),
        eq(notifications.code, code),
        eq(notifications.entityId, entityId),
      ),
    )
    .orderBy(desc(notifications.postedAt))
    .limit(1);
  return row?.postedAt ?? null;
}

/** "First Last" of a user, or null when there is no such user. */
export async function fullNameOf(executor: Executor, userId: string): Promise<string | null> {
  const [row] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ? `${row.firstName} ${row.lastName}`.trim() : null;
}
