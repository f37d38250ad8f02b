import {
  communityScore,
  communityVoteOf,
  type CommunityPostKind,
  type CommunityVote,
  type CountryCode,
} from '@ajar/domain';
import type { MemberRow } from './community-members.queries';
import type { AnswerRow, CommentRow, PostRow } from './community.queries';

/** Who wrote something: name, username (their public token) and picture. */
export interface CommunityAuthorView {
  readonly userId: string;
  readonly name: string;
  readonly username: string;
  readonly picture: string | null;
}

export interface CommunityCommentView {
  readonly pvid: string;
  readonly postPvid: string;
  readonly answerPvid: string | null;
  readonly body: string;
  readonly author: CommunityAuthorView;
  readonly postedDate: Date;
}

export interface CommunityPostView {
  readonly pvid: string;
  readonly country: CountryCode;
  readonly kind: CommunityPostKind;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly author: CommunityAuthorView;
  readonly postedDate: Date;
  readonly upvotes: number;
  readonly downvotes: number;
  readonly answerCount: number;
  readonly commentCount: number;
  readonly acceptedAnswerPvid: string | null;
  readonly myVote: CommunityVote | null;
}

export interface CommunityAnswerView {
  readonly pvid: string;
  readonly postPvid: string;
  readonly body: string;
  readonly author: CommunityAuthorView;
  readonly postedDate: Date;
  readonly upvotes: number;
  readonly downvotes: number;
  readonly isAccepted: boolean;
  readonly myVote: CommunityVote | null;
  readonly comments: readonly CommunityCommentView[];
}

/** Spec section 3, Community profile. */
export interface CommunityProfileView {
  readonly userId: string;
  readonly username: string;
  readonly name: string;
  readonly country: CountryCode;
  readonly picture: string | null;
  readonly banner: string | null;
  readonly gender: string | null;
  readonly title: string | null;
  readonly description: string | null;
  readonly website: string | null;
  readonly location: string | null;
  readonly score: number;
  readonly isTeam: boolean;
  readonly posts: number;
  readonly questions: number;
  readonly comments: number;
  readonly answers: number;
  readonly followings: number;
  readonly followers: number;
}

export interface CommunityVoteView {
  readonly targetType: 'POST' | 'ANSWER';
  readonly targetId: string;
  readonly vote: CommunityVote;
  readonly upvotes: number;
  readonly downvotes: number;
}

export interface FollowView {
  readonly userId: string;
  readonly isFollowing: boolean;
  readonly followers: number;
}

export interface BrandIconView {
  readonly name: string;
  readonly url: string;
  readonly country: CountryCode;
}

interface AuthorColumns {
  readonly authorId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly username: string;
  readonly avatarUrl: string | null;
}

export const toAuthor = (row: AuthorColumns): CommunityAuthorView => ({
  userId: row.authorId,
  name: `${row.firstName} ${row.lastName}`.trim(),
  username: row.username,
  picture: row.avatarUrl,
});

const voteOf = (value: number | undefined) => (value === undefined ? null : communityVoteOf(value));

export const toPostView = (row: PostRow, myVote: number | undefined): CommunityPostView => ({
  pvid: row.id,
  country: row.country,
  kind: row.kind,
  title: row.title,
  body: row.body,
  tags: row.tags,
  author: toAuthor(row),
  postedDate: row.createdAt,
  upvotes: row.upvotes,
  downvotes: row.downvotes,
  answerCount: row.answerCount,
  commentCount: row.commentCount,
  acceptedAnswerPvid: row.acceptedAnswerId,
  myVote: voteOf(myVote),
});

export const toCommentView = (row: CommentRow): CommunityCommentView => ({
  pvid: row.id,
  postPvid: row.postId,
  answerPvid: row.answerId,
  body: row.body,
  author: toAuthor(row),
  postedDate: row.createdAt,
});

export const toAnswerView = (
  row: AnswerRow,
  myVote: number | undefined,
  comments: readonly CommentRow[],
): CommunityAnswerView => ({
  pvid: row.id,
  postPvid: row.postId,
  body: row.body,
  author: toAuthor(row),
  postedDate: row.createdAt,
  upvotes: row.upvotes,
  downvotes: row.downvotes,
  isAccepted: row.accepted,
  myVote: voteOf(myVote),
  comments: comments.map(toCommentView),
});

export const toProfileView = (row: MemberRow, isTeam: boolean): CommunityProfileView => ({
  userId: row.userId,
  username: row.username,
  name: `${row.firstName} ${row.lastName}`.trim(),
  country: row.country,
  picture: row.avatarUrl,
  banner: row.banner,
  gender: row.gender,
  title: row.title,
  description: row.description,
  website: row.website,
  location: row.location,
  score: communityScore(row),
  isTeam,
  posts: row.posts,
  questions: row.questions,
  comments: row.comments,
  answers: row.answers,
  followings: row.followings,
  followers: row.followers,
});
