import { and, eq, isNull, ne, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { chatMessages, chatRooms } from './chat.tables';

/** The SQL conditions the room and message queries share. */

/** The SQL side of canSeeMessage: not private, private for the user, or the user's own. */
export function visibleTo(
  message: { privateFor: AnyPgColumn; ownerId: AnyPgColumn },
  userId: string,
): SQL | undefined {
  return or(isNull(message.privateFor), eq(message.privateFor, userId), eq(message.ownerId, userId));
}

/** Messages of the other member the user has not read (the same rule as the unread index). */
export function unreadFor(userId: string): SQL | undefined {
  return and(
    ne(chatMessages.ownerId, userId),
    isNull(chatMessages.seenAt),
    or(isNull(chatMessages.privateFor), eq(chatMessages.privateFor, userId)),
  );
}

export function memberOf(userId: string): SQL | undefined {
  return or(eq(chatRooms.memberLow, userId), eq(chatRooms.memberHigh, userId));
}
