import { and, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { recountThread } from './feeds.queries';
import { feedComments } from './feeds.tables';

/** A feed comment as a report reads it (the team's console): its author, text and state. */
export interface ReportedFeedComment {
  readonly ownerId: string;
  readonly comment: string;
  readonly removed: boolean;
}

/** The comment whatever its state (the team's view), or undefined. */
export async function feedCommentForStaff(
  executor: Executor,
  id: string,
): Promise<ReportedFeedComment | undefined> {
  if (!isPvid(id)) return undefined;
  const [row] = await executor
    .select({
      ownerId: feedComments.authorId,
      comment: feedComments.comment,
      removedAt: feedComments.removedAt,
    })
    .from(feedComments)
    .where(eq(feedComments.id, id));
  return row && { ownerId: row.ownerId, comment: row.comment, removed: row.removedAt !== null };
}

/**
 * Hides the comment (and so its replies) from the wall; a hidden reply no longer counts in its thread's
 * totalReply. False when it was already hidden.
 */
export async function removeFeedComment(executor: Executor, id: string, now: Date): Promise<boolean> {
  const [removed] = await executor
    .update(feedComments)
    .set({ removedAt: now })
    .where(and(eq(feedComments.id, id), isNull(feedComments.removedAt)))
    .returning({ parentId: feedComments.parentId });
  if (!removed) return false;
  if (removed.parentId) {
    // The thread's lock first, as a new reply takes it: the recount then starts after any reply in flight.
    await executor
      .select({ id: feedComments.id })
      .from(feedComments)
      .where(eq(feedComments.id, removed.parentId))
      .for('update');
    await recountThread(executor, removed.parentId);
  }
  return true;
}
