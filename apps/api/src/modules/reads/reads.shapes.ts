import { feedVoteOf, type CountryCode, type FeedVote, type TutorArticleStatus } from '@ajar/domain';
import type { ArticleRow } from './reads.queries';
import { descriptionOf } from './reads-sanitize';
import type { BlogPostRow } from './reads.tables';

/** Spec section 3, Tutor article, with what the reads pages draw around it. */
export interface ArticleView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly country: CountryCode;
  readonly title: string;
  readonly image: string | null;
  readonly body: string;
  readonly description: string;
  readonly subject: string;
  readonly tags: readonly string[];
  readonly status: TutorArticleStatus;
  readonly rejectReason: string | null;
  readonly comments: number;
  readonly views: number;
  readonly upvotes: number;
  readonly downvotes: number;
  readonly postedDate: Date;
  readonly updatedAt: Date;
  readonly authorFirstName: string;
  readonly authorLastName: string;
  readonly authorAvatar: string | null;
  /** The author's public profile token (their profile's address). */
  readonly authorToken: string;
  readonly boosted: boolean;
  readonly myVote: FeedVote | null;
}

export function toArticleView(row: ArticleRow, myVote: number | null = null): ArticleView {
  return {
    pvid: row.id,
    userPvid: row.tutorUserId,
    country: row.country,
    title: row.title,
    image: row.image,
    body: row.body,
    description: descriptionOf(row.body),
    subject: row.subject,
    tags: row.tags,
    status: row.status,
    rejectReason: row.status === 'REJECTED' ? row.rejectReason : null,
    comments: row.comments,
    views: row.views,
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    postedDate: row.publishedAt ?? row.createdAt,
    updatedAt: row.updatedAt,
    authorFirstName: row.firstName,
    authorLastName: row.lastName,
    authorAvatar: row.avatarUrl,
    authorToken: row.token,
    boosted: row.boosted,
    myVote: myVote === null ? null : feedVoteOf(myVote),
  };
}

export interface ArticlePageView {
  readonly items: readonly ArticleView[];
  readonly total: number;
}

export interface ArticleVoteView {
  readonly articlePvid: string;
  readonly vote: FeedVote;
  readonly upvotes: number;
  readonly downvotes: number;
}

export interface ArticleCommentView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly comment: string;
  readonly postedDate: Date;
  readonly names: string;
  readonly avatar: string | null;
}

export function toCommentView(row: {
  id: string;
  authorId: string;
  comment: string;
  createdAt: Date;
  firstName: string;
  lastName: string;
  avatarUrl: string | null;
}): ArticleCommentView {
  return {
    pvid: row.id,
    userPvid: row.authorId,
    comment: row.comment,
    postedDate: row.createdAt,
    names: `${row.firstName} ${row.lastName}`.trim(),
    avatar: row.avatarUrl,
  };
}

export interface BlogPostView {
  readonly blogId: string;
  readonly country: CountryCode;
  readonly title: string;
  readonly image: string | null;
  readonly body: string;
  readonly description: string;
  readonly tags: readonly string[];
  readonly status: BlogPostRow['status'];
  readonly postedDate: Date;
  readonly updatedAt: Date;
}

export function toBlogView(row: BlogPostRow): BlogPostView {
  return {
    blogId: row.id,
    country: row.country,
    title: row.title,
    image: row.image,
    body: row.body,
    description: descriptionOf(row.body),
    tags: row.tags,
    status: row.status,
    postedDate: row.publishedAt ?? row.createdAt,
    updatedAt: row.updatedAt,
  };
}
