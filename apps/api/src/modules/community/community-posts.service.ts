import {
  communityVoteValue,
  type CommunityPostKind,
  type CommunityTab,
  type CommunityTarget,
  type CommunityVote,
  type CountryCode,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import type { Executor } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { assertMayAccept, assertMayVote, mayActOn } from './community.policy';
import {
  answerById,
  answersOfPost,
  answerTarget,
  commentsOf,
  insertAnswer,
  insertComment,
  insertPost,
  lockPost,
  postPage,
  postsByIds,
  setAcceptedAnswer,
  upsertVote,
  voteCounts,
  votesOf,
  type PostRow,
} from './community.queries';
import {
  toAnswerView,
  toCommentView,
  toPostView,
  type CommunityAnswerView,
  type CommunityCommentView,
  type CommunityPostView,
  type CommunityVoteView,
} from './community.shapes';

const postNotFound = (): DomainError => new DomainError('NOT_FOUND', 'communityPostNotFound');
const answerNotFound = (): DomainError => new DomainError('NOT_FOUND', 'communityAnswerNotFound');

async function withMyVotes(
  executor: Executor,
  rows: readonly PostRow[],
  viewerId: string | null,
): Promise<CommunityPostView[]> {
  const mine = viewerId
    ? await votesOf(
        executor,
        viewerId,
        'POST',
        rows.map((row) => row.id),
      )
    : new Map<string, number>();
  return rows.map((row) => toPostView(row, mine.get(row.id)));
}

/** getPostList: a page of a market's posts for a tab and a search, newest first. */
export async function getPostList(
  deps: Deps,
  viewer: Viewer | null,
  input: {
    readonly country: CountryCode;
    readonly tab: CommunityTab;
    readonly search: string;
    readonly startIndex: number;
    readonly length: number;
  },
): Promise<CommunityPostView[]> {
  const rows = await postPage(deps.db, {
    country: input.country,
    tab: input.tab,
    search: input.search,
    viewerId: viewer?.userId ?? null,
    offset: input.startIndex,
    limit: input.length,
  });
  return withMyVotes(deps.db, rows, viewer?.userId ?? null);
}

/** One post (any market: a shared link opens it), or NOT_FOUND. */
export async function getCommunityPost(
  deps: Deps,
  viewer: Viewer | null,
  postId: string,
): Promise<CommunityPostView> {
  if (!isPvid(postId)) throw postNotFound();
  const [view] = await withMyVotes(deps.db, await postsByIds(deps.db, [postId]), viewer?.userId ?? null);
  if (!view) throw postNotFound();
  return view;
}

/** The comments on the post itself (not on its answers), oldest first. */
export async function postComments(deps: Deps, postId: string): Promise<CommunityCommentView[]> {
  const rows = await commentsOf(deps.db, [postId]);
  return rows.filter((row) => row.answerId === null).map(toCommentView);
}

/** getAnswerList: the answers of a question, oldest first, each with its comments. */
export async function getAnswerList(
  deps: Deps,
  viewer: Viewer | null,
  postId: string,
): Promise<CommunityAnswerView[]> {
  if (!isPvid(postId)) throw postNotFound();
  const [answers, comments] = await Promise.all([
    answersOfPost(deps.db, postId),
    commentsOf(deps.db, [postId]),
  ]);
  const mine = viewer
    ? await votesOf(
        deps.db,
        viewer.userId,
        'ANSWER',
        answers.map((answer) => answer.id),
      )
    : new Map<string, number>();
  return answers.map((answer) =>
    toAnswerView(
      answer,
      mine.get(answer.id),
      comments.filter((comment) => comment.answerId === answer.id),
    ),
  );
}

export async function createCommunityPost(
  deps: Deps,
  viewer: Viewer,
  input: {
    readonly kind: CommunityPostKind;
    readonly title: string;
    readonly body: string;
    readonly tags: readonly string[];
  },
): Promise<CommunityPostView> {
  const id = await insertPost(deps.db, {
    ...input,
    country: viewer.country,
    authorId: viewer.userId,
    createdAt: deps.clock.now(),
  });
  return getCommunityPost(deps, viewer, id);
}

export async function answerQuestion(
  deps: Deps,
  viewer: Viewer,
  input: { readonly postId: string; readonly body: string },
): Promise<CommunityAnswerView> {
  if (!isPvid(input.postId)) throw postNotFound();
  const id = await deps.db.transaction(async (tx) => {
    const post = await lockPost(tx, input.postId);
    if (!post || !mayActOn(viewer, post.country)) throw postNotFound();
    if (post.kind !== 'QUESTION') throw new DomainError('BAD_USER_INPUT', 'communityNotAQuestion');
    return insertAnswer(tx, {
      postId: post.id,
      authorId: viewer.userId,
      body: input.body,
      createdAt: deps.clock.now(),
    });
  });
  const row = await answerById(deps.db, id);
  if (!row) throw answerNotFound();
  return toAnswerView(row, undefined, []);
}

/** The post or answer a vote or comment is on, in the viewer's market: its post and author. */
async function targetOf(deps: Deps, viewer: Viewer, targetType: CommunityTarget, targetId: string) {
  if (!isPvid(targetId)) throw targetType === 'POST' ? postNotFound() : answerNotFound();
  if (targetType === 'POST') {
    const [post] = await postsByIds(deps.db, [targetId]);
    if (!post || !mayActOn(viewer, post.country)) throw postNotFound();
    return { postId: post.id, answerId: null, authorId: post.authorId };
  }
  const answer = await answerTarget(deps.db, targetId);
  if (!answer || !mayActOn(viewer, answer.country)) throw answerNotFound();
  return { postId: answer.postId, answerId: answer.id, authorId: answer.authorId };
}

export async function addCommunityComment(
  deps: Deps,
  viewer: Viewer,
  input: { readonly targetType: CommunityTarget; readonly targetId: string; readonly body: string },
): Promise<CommunityCommentView> {
  const target = await targetOf(deps, viewer, input.targetType, input.targetId);
  const id = await insertComment(deps.db, {
    postId: target.postId,
    answerId: target.answerId,
    authorId: viewer.userId,
    body: input.body,
    createdAt: deps.clock.now(),
  });
  const row = (await commentsOf(deps.db, [target.postId])).find((comment) => comment.id === id);
  if (!row) throw postNotFound();
  return toCommentView(row);
}

/** Up or down: one per member and target (the unique row), a second replaces the first. */
export async function voteCommunity(
  deps: Deps,
  viewer: Viewer,
  input: { readonly targetType: CommunityTarget; readonly targetId: string; readonly vote: CommunityVote },
): Promise<CommunityVoteView> {
  const target = await targetOf(deps, viewer, input.targetType, input.targetId);
  assertMayVote(viewer, target.authorId);
  await upsertVote(deps.db, {
    targetType: input.targetType,
    targetId: input.targetId,
    voterId: viewer.userId,
    receiverId: target.authorId,
    value: communityVoteValue(input.vote),
    at: deps.clock.now(),
  });
  return {
    targetType: input.targetType,
    targetId: input.targetId,
    vote: input.vote,
    ...(await voteCounts(deps.db, input.targetType, input.targetId)),
  };
}

/** The asker accepts one answer of their question; accepting another moves the acceptance. */
export async function acceptAnswer(
  deps: Deps,
  viewer: Viewer,
  answerId: string,
): Promise<CommunityAnswerView> {
  if (!isPvid(answerId)) throw answerNotFound();
  await deps.db.transaction(async (tx) => {
    const answer = await answerTarget(tx, answerId);
    if (!answer) throw answerNotFound();
    const post = await lockPost(tx, answer.postId);
    if (!post || !mayActOn(viewer, post.country)) throw answerNotFound();
    assertMayAccept(viewer, post.authorId);
    await setAcceptedAnswer(tx, post.id, answer.id);
  });
  const row = await answerById(deps.db, answerId);
  if (!row) throw answerNotFound();
  return toAnswerView(row, undefined, []);
}
