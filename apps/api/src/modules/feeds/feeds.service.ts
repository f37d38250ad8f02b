import {
  FEED_MENTION_SUGGESTIONS,
  FEED_POST_WINDOW_MS,
  FEED_POSTS_PER_WINDOW,
  feedVoteValue,
  type CountryCode,
  type FeedVote,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import type { Executor, Transaction } from '../../db/client';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { notifyMany } from '../notification';
import {
  authorName,
  countPostsSince,
  insertFeedComment,
  lockThread,
  marketMembers,
  mentionCandidates,
  recountThread,
  repliesOf,
  threadsByIds,
  upsertVote,
  votesOf,
  wallPage,
  type FeedRow,
} from './feeds.queries';
import { toFeedEvent, toFeedView, type FeedMentionView, type FeedView, type VoteView } from './feeds.shapes';

const notFound = (): DomainError => new DomainError('NOT_FOUND', 'feedCommentNotFound');

/** Threads with their replies and the viewer's votes, in the order given. */
async function assemble(
  executor: Executor,
  threads: readonly FeedRow[],
  viewerId: string | null,
): Promise<FeedView[]> {
  const ids = threads.map((thread) => thread.id);
  const [replies, votes] = await Promise.all([
    repliesOf(executor, ids),
    viewerId ? votesOf(executor, viewerId, ids) : Promise.resolve(new Map<string, number>()),
  ]);
  return threads.map((thread) =>
    toFeedView(
      thread,
      replies.filter((reply) => reply.parentId === thread.id),
      votes.get(thread.id),
    ),
  );
}

async function threadView(executor: Executor, id: string, viewerId: string | null): Promise<FeedView> {
  const [view] = await assemble(executor, await threadsByIds(executor, [id]), viewerId);
  if (!view) throw notFound();
  return view;
}

/** getFeeds: a page of the market's wall, newest thread first. */
export async function getFeeds(
  deps: Deps,
  viewer: Viewer | null,
  input: { readonly country: CountryCode; readonly startIndex: number; readonly length: number },
): Promise<FeedView[]> {
  const threads = await wallPage(deps.db, {
    country: input.country,
    offset: input.startIndex,
    limit: input.length,
  });
  return assemble(deps.db, threads, viewer?.userId ?? null);
}

/** getFeedMentions: people of the viewer's market to mention, never the viewer. */
export async function getFeedMentions(
  deps: Deps,
  viewer: Viewer,
  search: string,
): Promise<FeedMentionView[]> {
  const rows = await mentionCandidates(deps.db, {
    country: viewer.country,
    search,
    exceptUserId: viewer.userId,
    limit: FEED_MENTION_SUGGESTIONS,
  });
  return rows.map((row) => ({
    pvid: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    avatar: row.avatarUrl,
  }));
}

const FEED_POST_LIMIT: PersonLimit = {
  name: 'feed-posts',
  max: FEED_POSTS_PER_WINDOW,
  windowMs: FEED_POST_WINDOW_MS,
  refusal: () => new DomainError('RATE_LIMITED', 'tooManyFeedPosts'),
};

/** The rate limit and the mentions of one post, in its transaction: the people mentioned, never oneself. */
async function preparePost(tx: Transaction, deps: Deps, viewer: Viewer, mentions: readonly string[]) {
  const now = deps.clock.now();
  await admitUnderLimit(tx, FEED_POST_LIMIT, viewer.userId, now, (since) =>
    countPostsSince(tx, viewer.userId, since),
  );
  const asked = [...new Set(mentions.filter((id) => isPvid(id) && id !== viewer.userId))];
  return { now, mentioned: await marketMembers(tx, viewer.country, asked) };
}

/** After the post committed: each person mentioned hears of it, and every wall of the market shows it. */
async function announce(
  deps: Deps,
  viewer: Viewer,
  view: FeedView,
  mentioned: readonly string[],
): Promise<void> {
  if (mentioned.length > 0) {
    const name = await authorName(deps.db, viewer.userId);
    await notifyMany(
      deps,
      mentioned.map((userId) => ({
        userId,
        code: 'FEED_MENTION' as const,
        entityId: view.pvid,
        remarks: name,
      })),
    );
  }
  try {
    deps.pubsub.publish('feedChanged', viewer.country, toFeedEvent({ ...view, myVote: null }));
  } catch {
    // The rows are the truth: a wall that missed the event shows it on its next fetch.
  }
}

/** addComment: a new thread on the viewer's market's wall. */
export async function addComment(
  deps: Deps,
  viewer: Viewer,
  input: { readonly comment: string; readonly mentions: readonly string[] },
): Promise<FeedView> {
  const { view, mentioned } = await deps.db.transaction(async (tx) => {
    const { now, mentioned } = await preparePost(tx, deps, viewer, input.mentions);
    const id = await insertFeedComment(tx, {
      country: viewer.country,
      authorId: viewer.userId,
      parentId: null,
      comment: input.comment,
      mentions: mentioned,
      createdAt: now,
    });
    return { view: await threadView(tx, id, viewer.userId), mentioned };
  });
  await announce(deps, viewer, view, mentioned);
  return view;
}

/** addReply: a reply to a thread of the viewer's market; answers the thread with its replies. */
export async function addReply(
  deps: Deps,
  viewer: Viewer,
  input: { readonly feedCommentPvid: string; readonly comment: string; readonly mentions: readonly string[] },
): Promise<FeedView> {
  if (!isPvid(input.feedCommentPvid)) throw notFound();
  const { view, mentioned } = await deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, input.feedCommentPvid);
    if (!thread || thread.country !== viewer.country) throw notFound();
    const { now, mentioned } = await preparePost(tx, deps, viewer, input.mentions);
    await insertFeedComment(tx, {
      country: viewer.country,
      authorId: viewer.userId,
      parentId: thread.id,
      comment: input.comment,
      mentions: mentioned,
      createdAt: now,
    });
    await recountThread(tx, thread.id);
    return { view: await threadView(tx, thread.id, viewer.userId), mentioned };
  });
  await announce(deps, viewer, view, mentioned);
  return view;
}

/** addVote: up or down, one per person (a second vote replaces the first); the counts recounted under lock. */
export async function addVote(
  deps: Deps,
  viewer: Viewer,
  input: { readonly feedCommentPvid: string; readonly vote: FeedVote },
): Promise<VoteView> {
  if (!isPvid(input.feedCommentPvid)) throw notFound();
  const view = await deps.db.transaction(async (tx) => {
    const thread = await lockThread(tx, input.feedCommentPvid);
    if (!thread || thread.country !== viewer.country) throw notFound();
    await upsertVote(tx, {
      commentId: thread.id,
      userId: viewer.userId,
      value: feedVoteValue(input.vote),
      at: deps.clock.now(),
    });
    await recountThread(tx, thread.id);
    return threadView(tx, thread.id, viewer.userId);
  });
  try {
    deps.pubsub.publish('feedChanged', viewer.country, toFeedEvent(view));
  } catch {
    // As in announce(): the rows are the truth.
  }
  return {
    feedCommentPvid: view.pvid,
    vote: input.vote,
    totalUpVoted: view.totalUpVoted,
    totalDownVoted: view.totalDownVoted,
  };
}
