import { CHAT_REPLY_PREVIEW_MAX, MESSAGES } from '@ajar/domain';
import { and, asc, desc, eq, gt, inArray, lt, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../account';
import type { ChatMessageView } from './chat.shapes';
import { chatMessages, chatRooms } from './chat.tables';
import { visibleTo } from './chat-conditions.queries';

/** Chat messages: storing them and reading them as a member sees them, by page, by id and live. */

const owners = alias(users, 'message_owner');
const replies = alias(chatMessages, 'reply_message');
const replyOwners = alias(users, 'reply_owner');
const shorten = (text: string): string => Array.from(text).slice(0, CHAT_REPLY_PREVIEW_MAX).join('');
/** A message the team removed reads as a notice; its text stays stored for the audit. */
const shownContent = (message: { content: string; removedAt: Date | null }): string =>
  message.removedAt ? MESSAGES.chatMessageRemoved : message.content;
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
        removedAt: replies.removedAt,
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
      content: shownContent(message),
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
            content: shorten(shownContent(reply)),
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
