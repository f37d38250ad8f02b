import type { CountryCode } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { insertFeedComment, recountThread, upsertVote } from './feeds.queries';

export interface DemoFeedThread {
  readonly country: CountryCode;
  readonly authorId: string;
  readonly comment: string;
  readonly at: Date;
  readonly replies: readonly { readonly authorId: string; readonly comment: string; readonly at: Date }[];
  /** Who voted, +1 up or -1 down. */
  readonly votes: readonly { readonly userId: string; readonly value: 1 | -1 }[];
}

/** A thread with its replies and votes as given, without the posting checks: for the demo seed. */
export async function seedDemoFeedThread(tx: Transaction, thread: DemoFeedThread): Promise<string> {
  const id = await insertFeedComment(tx, {
    country: thread.country,
    authorId: thread.authorId,
    parentId: null,
    comment: thread.comment,
    mentions: [],
    createdAt: thread.at,
  });
  for (const reply of thread.replies)
    await insertFeedComment(tx, {
      country: thread.country,
      authorId: reply.authorId,
      parentId: id,
      comment: reply.comment,
      mentions: [],
      createdAt: reply.at,
    });
  for (const vote of thread.votes)
    await upsertVote(tx, { commentId: id, userId: vote.userId, value: vote.value, at: thread.at });
  await recountThread(tx, id);
  return id;
}
