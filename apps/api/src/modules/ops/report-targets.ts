import { STAFF_ROLE_CODE, type ReportTargetType } from '@ajar/domain';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { findAccountForStaff } from '../account';
import { chatMessageForStaff, chatMessageSeenBy, removeChatMessage } from '../chat';
import { feedCommentForStaff, removeFeedComment } from '../feeds';
import { removeTestimonial, testimonialForReport } from '../testimonial';

/** The reported thing, found through the area that owns it. */
export interface ReportTarget {
  /** Whose content it is: the one a suspension would reach; null for a review a guest wrote. */
  readonly ownerId: string | null;
  /** What the team reads in the queue. */
  readonly excerpt: string;
  /** The thing's state for the audit log's before and after. */
  readonly state: Record<string, unknown>;
}

const EXCERPT_MAX = 300;
const excerptOf = (text: string): string => Array.from(text).slice(0, EXCERPT_MAX).join('');

async function reviewTarget(executor: Executor, id: string): Promise<ReportTarget | undefined> {
  const review = await testimonialForReport(executor, id);
  if (!review) return undefined;
  return {
    ownerId: review.reviewerUserId,
    excerpt: excerptOf(review.comment),
    state: {
      status: review.status,
      rating: review.rating,
      comment: review.comment,
      reviewer: review.reviewerName,
    },
  };
}

async function profileTarget(executor: Executor, id: string): Promise<ReportTarget | undefined> {
  if (!isPvid(id)) return undefined;
  const account = await findAccountForStaff(executor, { id });
  if (!account || account.roleCode === STAFF_ROLE_CODE) return undefined;
  return {
    ownerId: account.id,
    excerpt: `${account.firstName} ${account.lastName}`.trim(),
    state: { isActive: account.isActive, suspended: account.suspendedAt !== null },
  };
}

const messageState = (message: { content: string; removed: boolean }) => ({
  content: message.content,
  removed: message.removed,
});

async function feedTarget(
  executor: Executor,
  id: string,
  onlyShown: boolean,
): Promise<ReportTarget | undefined> {
  const comment = await feedCommentForStaff(executor, id);
  if (!comment || (onlyShown && comment.removed)) return undefined;
  return {
    ownerId: comment.ownerId,
    excerpt: excerptOf(comment.comment),
    state: { comment: comment.comment, removed: comment.removed },
  };
}

/** The thing as the reporter may see it: a message only in their own room, a listed review, a profile. */
export async function targetSeenBy(
  executor: Executor,
  readerId: string,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget | undefined> {
  if (type === 'REVIEW') {
    const review = await reviewTarget(executor, id);
    return review?.state['status'] === 'ACTIVE' ? review : undefined;
  }
  if (type === 'PROFILE') return profileTarget(executor, id);
  if (type === 'FEED_COMMENT') return feedTarget(executor, id, true);
  const message = await chatMessageSeenBy(executor, id, readerId);
  if (!message || message.removed) return undefined;
  return { ownerId: message.ownerId, excerpt: excerptOf(message.content), state: messageState(message) };
}

/** The thing as the team sees it, whatever its state. */
export async function targetForStaff(
  executor: Executor,
  type: ReportTargetType,
  id: string,
): Promise<ReportTarget | undefined> {
  if (type === 'REVIEW') return reviewTarget(executor, id);
  if (type === 'PROFILE') return profileTarget(executor, id);
  if (type === 'FEED_COMMENT') return feedTarget(executor, id, false);
  const message = await chatMessageForStaff(executor, id);
  return (
    message && { ownerId: message.ownerId, excerpt: excerptOf(message.content), state: messageState(message) }
  );
}

/** Hides a review or a message from every public read; false when there was nothing left to hide. */
export function removeTargetContent(
  executor: Executor,
  type: Exclude<ReportTargetType, 'PROFILE'>,
  id: string,
  now: Date,
): Promise<boolean> {
  if (type === 'FEED_COMMENT') return removeFeedComment(executor, id, now);
  return type === 'REVIEW' ? removeTestimonial(executor, id) : removeChatMessage(executor, id, now);
}
