import { feedVoteOf, type FeedVote } from '@ajar/domain';
import type { FeedEvent } from '../../infra/pubsub/realtime-events';
import type { FeedRow } from './feeds.queries';

/** Spec section 3, Feed's replies: comment, postedDate, names, avatar (and ids, to report and to skip one's own). */
export interface FeedReplyView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly comment: string;
  readonly postedDate: Date;
  readonly names: string;
  readonly avatar: string | null;
  /** The names of the people it mentions. */
  readonly mentioned: readonly string[];
}

/** Spec section 3, Feed; myVote is the viewer's own (null signed out, not voted, or in a live event). */
export interface FeedView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: string | null;
  readonly comment: string;
  readonly postedDate: Date;
  readonly totalUpVoted: number;
  readonly totalDownVoted: number;
  readonly totalReply: number;
  /** The names of the people it mentions. */
  readonly mentioned: readonly string[];
  readonly replies: readonly FeedReplyView[];
  readonly myVote: FeedVote | null;
}

/** Spec section 3, Vote, with the comment's counts after it. */
export interface VoteView {
  readonly feedCommentPvid: string;
  readonly vote: FeedVote;
  readonly totalUpVoted: number;
  readonly totalDownVoted: number;
}

/** Someone getFeedMentions offers. */
export interface FeedMentionView {
  readonly pvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: string | null;
}

export function toReplyView(row: FeedRow): FeedReplyView {
  return {
    pvid: row.id,
    userPvid: row.authorId,
    comment: row.comment,
    postedDate: row.createdAt,
    names: `${row.firstName} ${row.lastName}`.trim(),
    avatar: row.avatarUrl,
    mentioned: row.mentioned,
  };
}

export function toFeedView(row: FeedRow, replies: readonly FeedRow[], myVote: number | undefined): FeedView {
  return {
    pvid: row.id,
    userPvid: row.authorId,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarUrl,
    comment: row.comment,
    postedDate: row.createdAt,
    totalUpVoted: row.totalUpVoted,
    totalDownVoted: row.totalDownVoted,
    totalReply: row.totalReply,
    mentioned: row.mentioned,
    replies: replies.map(toReplyView),
    myVote: myVote === undefined ? null : feedVoteOf(myVote),
  };
}

export function toFeedEvent(view: FeedView): FeedEvent {
  return {
    pvid: view.pvid,
    userPvid: view.userPvid,
    firstName: view.firstName,
    lastName: view.lastName,
    avatar: view.avatar,
    comment: view.comment,
    postedDate: view.postedDate.toISOString(),
    totalUpVoted: view.totalUpVoted,
    totalDownVoted: view.totalDownVoted,
    totalReply: view.totalReply,
    mentioned: view.mentioned,
    replies: view.replies.map((reply) => ({ ...reply, postedDate: reply.postedDate.toISOString() })),
  };
}

export function fromFeedEvent(event: FeedEvent): FeedView {
  return {
    ...event,
    postedDate: new Date(event.postedDate),
    replies: event.replies.map((reply) => ({ ...reply, postedDate: new Date(reply.postedDate) })),
    myVote: null,
  };
}
