import type { FeedbackCategory } from '@ajar/domain';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import type { FeedbackView } from './ops.shapes';
import { teamFeedback } from './ops.tables';

export async function countFeedbackSince(executor: Executor, senderId: string, since: Date): Promise<number> {
  const [row] = await executor
    .select({ sent: count() })
    .from(teamFeedback)
    .where(and(eq(teamFeedback.senderId, senderId), gte(teamFeedback.createdAt, since)));
  return row?.sent ?? 0;
}

export async function insertFeedback(
  executor: Executor,
  values: {
    readonly senderId: string;
    readonly category: FeedbackCategory | null;
    readonly message: string;
    readonly createdAt: Date;
  },
): Promise<void> {
  await executor.insert(teamFeedback).values(values);
}

/** A page of feedback, newest first, with each sender's name and email. */
export async function feedbackPage(
  executor: Executor,
  options: { readonly offset: number; readonly limit: number },
): Promise<{ items: FeedbackView[]; total: number }> {
  const rows = await executor
    .select({
      id: teamFeedback.id,
      senderId: teamFeedback.senderId,
      firstName: users.firstName,
      lastName: users.lastName,
      senderEmail: users.email,
      senderCountry: users.country,
      category: teamFeedback.category,
      message: teamFeedback.message,
      createdAt: teamFeedback.createdAt,
    })
    .from(teamFeedback)
    .innerJoin(users, eq(users.id, teamFeedback.senderId))
    .orderBy(desc(teamFeedback.createdAt), desc(teamFeedback.id))
    .offset(options.offset)
    .limit(options.limit);
  const [counted] = await executor.select({ total: count() }).from(teamFeedback);
  return {
    total: counted?.total ?? 0,
    items: rows.map(({ firstName, lastName, ...row }) => ({
      ...row,
      senderName: `${firstName ?? ''} ${lastName ?? ''}`.trim(),
    })),
  };
}
