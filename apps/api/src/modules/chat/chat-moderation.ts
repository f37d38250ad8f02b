import { and, eq, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { chatMessages, chatRooms } from './chat.tables';
import { visibleTo } from './chat-conditions.queries';

/** A chat message as a report names it: its author, its text, and whether it is removed. */
export interface ReportedChatMessage {
  readonly id: string;
  readonly ownerId: string;
  readonly roomId: string;
  readonly content: string;
  readonly createdAt: Date;
  readonly removed: boolean;
}

const toReported = (row: typeof chatMessages.$inferSelect): ReportedChatMessage => ({
  id: String(row.id),
  ownerId: row.ownerId,
  roomId: row.roomId,
  content: row.content,
  createdAt: row.createdAt,
  removed: row.removedAt !== null,
});

const messageId = (id: string): number | null => (/^[1-9]\d{0,15}$/.test(id) ? Number(id) : null);

/**
 * The message, when the reader could see it: a member of its room to whom it is visible. Anyone else learns
 * nothing, not even that it exists.
 */
export async function chatMessageSeenBy(
  executor: Executor,
  id: string,
  readerId: string,
): Promise<ReportedChatMessage | undefined> {
  const numeric = messageId(id);
  if (numeric === null) return undefined;
  const [row] = await executor
    .select({ message: chatMessages })
    .from(chatMessages)
    .innerJoin(chatRooms, eq(chatRooms.id, chatMessages.roomId))
    .where(
      and(
        eq(chatMessages.id, numeric),
        or(eq(chatRooms.memberLow, readerId), eq(chatRooms.memberHigh, readerId)),
        visibleTo(chatMessages, readerId),
      ),
    )
    .limit(1);
  return row ? toReported(row.message) : undefined;
}

/** The message for the Ajar team, whoever it belongs to. */
export async function chatMessageForStaff(
  executor: Executor,
  id: string,
): Promise<ReportedChatMessage | undefined> {
  const numeric = messageId(id);
  if (numeric === null) return undefined;
  const [row] = await executor.select().from(chatMessages).where(eq(chatMessages.id, numeric)).limit(1);
  return row ? toReported(row) : undefined;
}

/** Hides the message from its room (members then read a notice); false when it was already removed. */
export async function removeChatMessage(executor: Executor, id: string, now: Date): Promise<boolean> {
  const numeric = messageId(id);
  if (numeric === null) return false;
  const removed = await executor
    .update(chatMessages)
    .set({ removedAt: now })
    .where(and(eq(chatMessages.id, numeric), isNull(chatMessages.removedAt)))
    .returning({ id: chatMessages.id });
  return removed.length > 0;
}
