import type { CommunityPostKind, CountryCode } from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { insertFollow } from './community-members.queries';
import { insertAnswer, insertComment, insertPost, setAcceptedAnswer, upsertVote } from './community.queries';

export interface DemoCommunityPost {
  readonly country: CountryCode;
  readonly authorId: string;
  readonly kind: CommunityPostKind;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly at: Date;
  readonly answers: readonly {
    readonly authorId: string;
    readonly body: string;
    readonly accepted?: boolean;
    /** Who voted the answer up. */
    readonly upvoters?: readonly string[];
  }[];
  readonly comments: readonly { readonly authorId: string; readonly body: string }[];
  /** Who voted the post up. */
  readonly upvoters: readonly string[];
  /** People who follow the author. */
  readonly followers: readonly string[];
}

/** A question or post with its answers, comments, votes and the author's followers, without the checks. */
export async function seedDemoCommunity(tx: Transaction, post: DemoCommunityPost): Promise<string> {
  const minute = 60_000;
  const postId = await insertPost(tx, { ...post, authorId: post.authorId, createdAt: post.at });
  let step = 1;
  for (const answer of post.answers) {
    const at = new Date(post.at.getTime() + step++ * minute);
    const answerId = await insertAnswer(tx, {
      postId,
      authorId: answer.authorId,
      body: answer.body,
      createdAt: at,
    });
    if (answer.accepted) await setAcceptedAnswer(tx, postId, answerId);
    for (const voterId of answer.upvoters ?? [])
      if (voterId !== answer.authorId)
        await upsertVote(tx, {
          targetType: 'ANSWER',
          targetId: answerId,
          voterId,
          receiverId: answer.authorId,
          value: 1,
          at,
        });
  }
  for (const comment of post.comments)
    await insertComment(tx, {
      postId,
      answerId: null,
      authorId: comment.authorId,
      body: comment.body,
      createdAt: new Date(post.at.getTime() + step++ * minute),
    });
  for (const voterId of post.upvoters)
    if (voterId !== post.authorId)
      await upsertVote(tx, {
        targetType: 'POST',
        targetId: postId,
        voterId,
        receiverId: post.authorId,
        value: 1,
        at: post.at,
      });
  for (const followerId of post.followers)
    if (followerId !== post.authorId) await insertFollow(tx, followerId, post.authorId, post.at);
  return postId;
}
