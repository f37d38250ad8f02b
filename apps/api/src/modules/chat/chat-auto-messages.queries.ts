import { and, asc, count, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { AutoMessageView } from './chat.shapes';
import { chatAutoMessages } from './chat.tables';

/** A tutor's automatic messages. */

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
