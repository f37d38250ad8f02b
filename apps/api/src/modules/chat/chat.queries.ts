import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../account';
import type { ChatPartner, RoomMembers } from './chat.policy';
import type { ChatRoomView, ReadReceiptView } from './chat.shapes';
import { chatMessages, chatRooms } from './chat.tables';
import { memberOf, unreadFor, visibleTo } from './chat-conditions.queries';
import { messagesByIds } from './chat-messages.queries';

/** Chat rooms: finding and creating them, the room list with unread counts, reading receipts. */

export async function findRoom(
  executor: Executor,
  roomId: string,
): Promise<(RoomMembers & { id: string }) | undefined> {
  const [room] = await executor
    .select({ id: chatRooms.id, memberLow: chatRooms.memberLow, memberHigh: chatRooms.memberHigh })
    .from(chatRooms)
    .where(eq(chatRooms.id, roomId));
  return room;
}

export async function findPartner(executor: Executor, userId: string): Promise<ChatPartner | undefined> {
  const [user] = await executor
    .select({ id: users.id, isActive: users.isActive })
    .from(users)
    .where(eq(users.id, userId));
  return user;
}

export async function findUserRole(executor: Executor, userId: string): Promise<string | undefined> {
  const [user] = await executor
    .select({ roleCode: roles.code, isActive: users.isActive })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId));
  return user?.isActive ? user.roleCode : undefined;
}

/** Creates the pair's room unless it exists (a concurrent create waits for ours, then does nothing). */
export async function insertRoomOnce(executor: Executor, pair: RoomMembers, now: Date): Promise<void> {
  await executor
    .insert(chatRooms)
    .values({ ...pair, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [chatRooms.memberLow, chatRooms.memberHigh] });
}

export async function roomIdOfPair(executor: Executor, pair: RoomMembers): Promise<string | undefined> {
  const [room] = await executor
    .select({ id: chatRooms.id })
    .from(chatRooms)
    .where(and(eq(chatRooms.memberLow, pair.memberLow), eq(chatRooms.memberHigh, pair.memberHigh)));
  return room?.id;
}

export async function roomViews(
  executor: Executor,
  userId: string,
  roomId?: string,
): Promise<ChatRoomView[]> {
  const otherId = sql`case when ${chatRooms.memberLow} = ${userId} then ${chatRooms.memberHigh} else ${chatRooms.memberLow} end`;
  const rows = await executor
    .select({
      id: chatRooms.id,
      closed: chatRooms.closed,
      updatedAt: chatRooms.updatedAt,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      country: users.country,
      unread:
        sql<number>`(select count(*) from ${chatMessages} where ${chatMessages.roomId} = ${chatRooms.id} and ${unreadFor(userId)})`.mapWith(
          Number,
        ),
      lastMessageId: sql<
        number | null
      >`(select max(${chatMessages.id}) from ${chatMessages} where ${chatMessages.roomId} = ${chatRooms.id} and ${visibleTo(chatMessages, userId)})`.mapWith(
        (value: unknown) => (value === null ? null : Number(value)),
      ),
    })
    .from(chatRooms)
    .innerJoin(users, eq(users.id, otherId))
    .where(and(memberOf(userId), roomId === undefined ? undefined : eq(chatRooms.id, roomId)))
    .orderBy(desc(chatRooms.updatedAt), asc(chatRooms.id));
  const lastIds = rows.flatMap((row) => (row.lastMessageId === null ? [] : [row.lastMessageId]));
  const lastMessages = new Map(
    (await messagesByIds(executor, userId, lastIds)).map((message) => [message._id, message]),
  );
  return rows.map((row) => ({
    _id: row.id,
    closed: row.closed,
    unReadMsgs: row.unread,
    users: [
      {
        userId: row.userId,
        firstName: row.firstName,
        lastName: row.lastName,
        userAvatar: row.avatarUrl,
        country: row.country,
      },
    ],
    updatedAt: row.updatedAt,
    lastMessage: row.lastMessageId === null ? null : (lastMessages.get(String(row.lastMessageId)) ?? null),
  }));
}

/** Unread messages over all the user's rooms, and in one of them. */
export async function unreadCounts(
  executor: Executor,
  userId: string,
  roomId: string | null,
): Promise<{ total: number; room: number | null }> {
  const [row] = await executor
    .select({
      total: count(),
      room:
        roomId === null
          ? sql<null>`null`
          : sql<number>`count(*) filter (where ${chatMessages.roomId} = ${roomId})`.mapWith(Number),
    })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(and(memberOf(userId), unreadFor(userId)));
  return { total: row?.total ?? 0, room: roomId === null ? null : (row?.room ?? 0) };
}

/** Marks the other member's unread messages among these ids as seen; returns the ids marked. */
export async function markSeen(
  executor: Executor,
  readerId: string,
  roomId: string,
  messageIds: readonly number[],
  now: Date,
): Promise<ReadReceiptView> {
  const marked =
    messageIds.length === 0
      ? []
      : await executor
          .update(chatMessages)
          .set({ seenAt: now })
          .where(
            and(
              eq(chatMessages.roomId, roomId),
              inArray(chatMessages.id, [...messageIds]),
              unreadFor(readerId),
            ),
          )
          .returning({ id: chatMessages.id });
  return {
    roomId,
    readerId,
    messageIds: marked
      .map((row) => row.id)
      .sort((a, b) => a - b)
      .map(String),
  };
}
