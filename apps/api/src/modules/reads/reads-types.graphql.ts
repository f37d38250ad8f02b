import { BLOG_POST_STATUSES, TUTOR_ARTICLE_STATUSES, isCountryCode, type CountryCode } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { FeedVoteEnum } from '../feeds/transport';
import type { ArticleBoostView } from './reads-boost.service';
import type {
  ArticleCommentView,
  ArticlePageView,
  ArticleView,
  ArticleVoteView,
  BlogPostView,
} from './reads.shapes';

export const TutorArticleStatusEnum = builder.enumType('TutorArticleStatus', {
  values: TUTOR_ARTICLE_STATUSES,
  description: 'DRAFT, IN_REVIEW (sent to the team), PUBLISHED, REJECTED (sent back with a reason).',
});
const BlogPostStatusEnum = builder.enumType('BlogPostStatus', { values: BLOG_POST_STATUSES });
/** Up or down, as on the feed. */
const VoteEnum = FeedVoteEnum;

export const TutorArticleType = builder.objectRef<ArticleView>('TutorArticle').implement({
  description:
    'Spec section 3, Tutor article: title, image, comments, views, upvotes, downvotes, status, tags; with its ' +
    'author, subject, sanitized HTML body and the reader’s own vote.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid', { description: 'The author.' }),
    country: t.exposeString('country', { description: "The author's market." }),
    title: t.exposeString('title'),
    image: t.exposeString('image', { nullable: true, description: 'The cover’s path, or null.' }),
    body: t.exposeString('body', { description: 'HTML, cut to the allow-list when it was saved.' }),
    description: t.exposeString('description', { description: 'The first words of the body, as text.' }),
    subject: t.exposeString('subject'),
    tags: t.exposeStringList('tags'),
    status: t.expose('status', { type: TutorArticleStatusEnum }),
    rejectReason: t.exposeString('rejectReason', {
      nullable: true,
      description: "The team's reason when it sent the article back (REJECTED), else null.",
    }),
    comments: t.exposeInt('comments', { description: 'Comments: a count.' }),
    views: t.exposeInt('views', { description: 'Readers counted once a day each: a count.' }),
    upvotes: t.exposeInt('upvotes', { description: 'People who voted it up: a count.' }),
    downvotes: t.exposeInt('downvotes', { description: 'People who voted it down: a count.' }),
    postedDate: t.expose('postedDate', { type: 'DateTime', description: 'Published, else created.' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    authorFirstName: t.exposeString('authorFirstName'),
    authorLastName: t.exposeString('authorLastName'),
    authorAvatar: t.exposeString('authorAvatar', { nullable: true }),
    authorToken: t.exposeString('authorToken', { description: "The author's public profile token." }),
    boosted: t.exposeBoolean('boosted', { description: 'A boost of it runs now (it is listed first).' }),
    myVote: t.field({
      type: VoteEnum,
      nullable: true,
      description: "The reader's own vote; null signed out or not voted.",
      resolve: (article) => article.myVote,
    }),
  }),
});

export const TutorArticlePageType = builder.objectRef<ArticlePageView>('TutorArticlePage').implement({
  fields: (t) => ({
    items: t.field({
      type: [TutorArticleType],
      nullable: { list: false, items: true },
      resolve: (page) => page.items,
    }),
    total: t.exposeInt('total', { description: 'How many articles match: a count, not an amount of money.' }),
  }),
});

export const ArticleVoteType = builder.objectRef<ArticleVoteView>('ArticleVote').implement({
  fields: (t) => ({
    articlePvid: t.exposeID('articlePvid'),
    vote: t.field({ type: VoteEnum, resolve: (vote) => vote.vote }),
    upvotes: t.exposeInt('upvotes', { description: 'People who voted it up now: a count.' }),
    downvotes: t.exposeInt('downvotes', { description: 'People who voted it down now: a count.' }),
  }),
});

export const ArticleCommentType = builder.objectRef<ArticleCommentView>('ArticleComment').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid'),
    comment: t.exposeString('comment'),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    names: t.exposeString('names'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

export const BlogPostType = builder.objectRef<BlogPostView>('BlogPost').implement({
  description: "A post of the team's blog of a market.",
  fields: (t) => ({
    blogId: t.exposeID('blogId'),
    country: t.exposeString('country'),
    title: t.exposeString('title'),
    image: t.exposeString('image', { nullable: true }),
    body: t.exposeString('body', { description: 'HTML, cut to the allow-list when it was saved.' }),
    description: t.exposeString('description'),
    tags: t.exposeStringList('tags'),
    status: t.expose('status', { type: BlogPostStatusEnum }),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const ArticleBoostType = builder.objectRef<ArticleBoostView>('ArticleBoost').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    articlePvid: t.exposeID('articlePvid'),
    boostType: t.exposeString('boostType'),
    numberOfDays: t.exposeInt('numberOfDays'),
    credits: t.expose('credits', { type: 'Money', description: 'What it cost, in credits.' }),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    status: t.exposeString('status', { description: 'ACTIVE or QUEUED.' }),
  }),
});

export const BoostTutorArticleResultType = builder
  .objectRef<{ success: boolean; message: string; boost: ArticleBoostView }>('BoostTutorArticleResult')
  .implement({
    fields: (t) => ({
      success: t.exposeBoolean('success'),
      message: t.exposeString('message'),
      boost: t.field({ type: ArticleBoostType, resolve: (result) => result.boost }),
    }),
  });

/** The market asked, else the viewer's own; signed out it is required. */
export function marketOf(country: string | null | undefined, viewer: Viewer | null): CountryCode {
  const asked = country?.trim().toLowerCase();
  if (!asked && viewer) return viewer.country;
  if (isCountryCode(asked)) return asked;
  throw new DomainError('BAD_USER_INPUT', 'unknownCountry', { country: 'unknownCountry' });
}
