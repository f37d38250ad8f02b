import { CHAT_REPLY_PREVIEW_MAX } from '@ajar/domain';
import { and, asc, count, desc, eq, gt, inArray, isNull, lt, ne, or, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { roles, users } from '../account/account.tables';
import type { ChatPartner, RoomMembers } from './chat.policy';
import type { AutoMessageView, ChatMessageView, ChatRoomView, ReadReceiptView } from './chat.shapes';
import { chatAutoMessages, chatMessages, chatRooms } from './chat.tables';

const owners = alias(users, 'message_owner');
const replies = alias(chatMessages, 'reply_message');
const replyOwners = alias(users, 'reply_owner');

/** The SQL side of canSeeMessage: not private, private for the user, or the user's own. */
function visibleTo(
  message: { privateFor: AnyPgColumn; ownerId: AnyPgColumn },
  userId: string,
): SQL | undefined {
  return or(isNull(message.privateFor), eq(message.privateFor, userId), eq(message.ownerId, userId));
}

/** Messages of the other member the user has not read (the same rule as the unread index). */
function unreadFor(userId: string): SQL | undefined {
  return and(
    ne(chatMessages.ownerId, userId),
    isNull(chatMessages.seenAt),
    or(isNull(chatMessages.privateFor), eq(chatMessages.privateFor, userId)),
  );
}

function memberOf(userId: string): SQL | undefined {
  return or(eq(chatRooms.memberLow, userId), eq(chatRooms.memberHigh, userId));
}

const shorten = (text: string): string => Array.from(text).slice(0, CHAT_REPLY_PREVIEW_MAX).join('');

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

/** A message of this room the user may see (what a reply may point at). */
export async function isVisibleMessageOfRoom(
  executor: Executor,
  roomId: string,
  messageId: number,
  userId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(
      and(eq(chatMessages.id, messageId), eq(chatMessages.roomId, roomId), visibleTo(chatMessages, userId)),
    );
  return row !== undefined;
}

export async function insertMessage(
  executor: Executor,
  message: {
    roomId: string;
    ownerId: string;
    msgType: string;
    content: string;
    replyId: number | null;
    now: Date;
  },
): Promise<number> {
  const [row] = await executor
    .insert(chatMessages)
    .values({
      roomId: message.roomId,
      ownerId: message.ownerId,
      msgType: message.msgType,
      content: message.content,
      replyId: message.replyId,
      createdAt: message.now,
    })
    .returning({ id: chatMessages.id });
  if (!row) throw new Error('insert returned no message');
  await executor.update(chatRooms).set({ updatedAt: message.now }).where(eq(chatRooms.id, message.roomId));
  return row.id;
}

/**
 * Messages as the user sees them, with the owner's name and the replied-to message (when visible to
 * the user), in one statement.
 */
async function messageViews(
  executor: Executor,
  userId: string,
  where: SQL | undefined,
  order: 'asc' | 'desc',
  limit?: number,
): Promise<ChatMessageView[]> {
  const query = executor
    .select({
      message: chatMessages,
      ownerFirstName: owners.firstName,
      ownerLastName: owners.lastName,
      reply: {
        id: replies.id,
        roomId: replies.roomId,
        ownerId: replies.ownerId,
        msgType: replies.msgType,
        content: replies.content,
        createdAt: replies.createdAt,
        seenAt: replies.seenAt,
        privateFor: replies.privateFor,
        replyId: replies.replyId,
      },
      replyOwnerFirstName: replyOwners.firstName,
      replyOwnerLastName: replyOwners.lastName,
    })
    .from(chatMessages)
    .innerJoin(owners, eq(owners.id, chatMessages.ownerId))
    .leftJoin(
      replies,
      and(
        eq(replies.id, chatMessages.replyId),
        eq(replies.roomId, chatMessages.roomId),
        visibleTo(replies, userId),
      ),
    )
    .leftJoin(replyOwners, eq(replyOwners.id, replies.ownerId))
    .where(and(where, visibleTo(chatMessages, userId)))
    .orderBy(order === 'asc' ? asc(chatMessages.id) : desc(chatMessages.id));
  const rows = limit === undefined ? await query : await query.limit(limit);
  return rows.map((row) => {
    const { message, reply } = row;
    return {
      _id: String(message.id),
      roomId: message.roomId,
      owner: { userId: message.ownerId, firstName: row.ownerFirstName, lastName: row.ownerLastName },
      msgType: message.msgType,
      content: message.content,
      createdAt: message.createdAt,
      seen: message.seenAt !== null,
      privateFor: message.privateFor,
      replyId: message.replyId === null ? null : String(message.replyId),
      reply: reply
        ? {
            _id: String(reply.id),
            roomId: reply.roomId,
            owner: {
              userId: reply.ownerId,
              firstName: row.replyOwnerFirstName ?? '',
              lastName: row.replyOwnerLastName ?? '',
            },
            msgType: reply.msgType,
            content: shorten(reply.content),
            createdAt: reply.createdAt,
            seen: reply.seenAt !== null,
            privateFor: reply.privateFor,
            replyId: reply.replyId === null ? null : String(reply.replyId),
            reply: null,
          }
        : null,
    };
  });
}

export function messagesByIds(
  executor: Executor,
  userId: string,
  ids: readonly number[],
): Promise<ChatMessageView[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return messageViews(executor, userId, inArray(chatMessages.id, [...ids]), 'asc');
}

/**
 * One page of a room, oldest first. Without `after`: the newest `limit` (before the cursor, if any).
 * With `after`: the oldest `limit` after it. hasMore: visible messages exist before the page's first.
 */
export async function roomMessagePage(
  executor: Executor,
  userId: string,
  page: { roomId: string; before: number | null; after: number | null; limit: number },
): Promise<{ messages: ChatMessageView[]; hasMore: boolean }> {
  const inRoom = eq(chatMessages.roomId, page.roomId);
  if (page.after === null) {
    const newestFirst = await messageViews(
      executor,
      userId,
      and(inRoom, page.before === null ? undefined : lt(chatMessages.id, page.before)),
      'desc',
      page.limit + 1,
    );
    return { messages: newestFirst.slice(0, page.limit).reverse(), hasMore: newestFirst.length > page.limit };
  }
  const messages = await messageViews(
    executor,
    userId,
    and(inRoom, gt(chatMessages.id, page.after)),
    'asc',
    page.limit,
  );
  const first = messages[0] ? Number(messages[0]._id) : page.after + 1;
  const [older] = await executor
    .select({ id: chatMessages.id })
    .from(chatMessages)
    .where(and(inRoom, lt(chatMessages.id, first), visibleTo(chatMessages, userId)))
    .limit(1);
  return { messages, hasMore: older !== undefined };
}

/**
 * The user's rooms (all, or one), most recently updated first, with the other member's card, the
 * unread count and the last visible message: two statements whatever the number of rooms.
 */
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

/** What a live message event lacks: the owner's name and the replied-to message as this user sees it. */
export async function messageEventDetails(
  executor: Executor,
  userId: string,
  event: { ownerId: string; roomId: string; replyId: number | null },
): Promise<{ owner: { firstName: string; lastName: string } | undefined; reply: ChatMessageView | null }> {
  const [owner] = await executor
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, event.ownerId));
  if (event.replyId === null) return { owner, reply: null };
  const [reply] = await messageViews(
    executor,
    userId,
    and(eq(chatMessages.id, event.replyId), eq(chatMessages.roomId, event.roomId)),
    'asc',
  );
  return { owner, reply: reply ? { ...reply, content: shorten(reply.content), reply: null } : null };
}

export async function lockUser(executor: Executor, userId: string): Promise<void> {
  await executor.execute(sql`select ${users.id} from ${users} where ${users.id} = ${userId} for update`);
}

export async function autoMessageViews(executor: Executor, userId: string): Promise<AutoMessageView[]> {
  const rows = await executor
    .select()
    .from(chatAutoMessages)
    .where(eq(chatAutoMessages.userId, userId))
    .orderBy(asc(chatAutoMessages.createdAt), asc(chatAutoMessages.id));
  return rows.map((row) => ({
    _id: row.id,
    userId: row.userId,
    question: row.question,
    createdAt: row.createdAt,
  }));
}

export async function countAutoMessages(executor: Executor, userId: string): Promise<number> {
  const [row] = await executor
    .select({ kept: count() })
    .from(chatAutoMessages)
    .where(eq(chatAutoMessages.userId, userId));
  return row?.kept ?? 0;
}

export async function insertAutoMessage(
  executor: Executor,
  userId: string,
  question: string,
  now: Date,
): Promise<AutoMessageView> {
  const [row] = await executor
    .insert(chatAutoMessages)
    .values({ userId, question, createdAt: now })
    .returning();
  if (!row) throw new Error('insert returned no auto-message');
  return { _id: row.id, userId: row.userId, question: row.question, createdAt: row.createdAt };
}

export async function deleteAutoMessageOf(executor: Executor, userId: string, id: string): Promise<boolean> {
  const removed = await executor
    .delete(chatAutoMessages)
    .where(and(eq(chatAutoMessages.id, id), eq(chatAutoMessages.userId, userId)))
    .returning({ id: chatAutoMessages.id });
  return removed.length > 0;
}
