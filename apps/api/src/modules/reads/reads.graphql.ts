import {
  MESSAGES,
  articleCommentSchema,
  articleVoteSchema,
  publicArticlesSchema,
  READS_PAGE_MAX,
  READS_PAGE_SIZE,
  saveArticleSchema,
} from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { boostTutorArticle } from './reads-boost.service';
import { addArticleComment, articleComments, viewArticle, voteArticle } from './reads-engagement.service';
import {
  ArticleCommentType,
  ArticleVoteType,
  BoostTutorArticleResultType,
  marketOf,
  TutorArticlePageType,
  TutorArticleType,
} from './reads-types.graphql';
import {
  articleTags,
  myArticles,
  publicArticles,
  readableArticle,
  saveArticle,
  submitArticle,
  tutorArticlesOf,
} from './reads.service';
import { BoostTypeEnum } from '../boost/transport';
import { FeedVoteEnum } from '../feeds/transport';

const pageSchema = z.object({
  startIndex: z.number().int().min(0).default(0),
  length: z.number().int().min(1).max(READS_PAGE_MAX).default(READS_PAGE_SIZE),
});
const pageArgs = (args: { startIndex?: number | null; length?: number | null }) =>
  parseInput(pageSchema, { startIndex: args.startIndex ?? undefined, length: args.length ?? undefined });

builder.queryFields((t) => ({
  getTutorArticles: t.field({
    type: [TutorArticleType],
    nullable: { list: false, items: true },
    description: "That tutor's published articles, newest first (drafts and reviews are on reads/list).",
    args: { tutorPvid: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps }) => tutorArticlesOf(deps, args.tutorPvid),
  }),
  getMyArticles: t.withAuth({ member: true }).field({
    type: [TutorArticleType],
    nullable: { list: false, items: true },
    description: "reads/list: the signed-in tutor's own articles in every status, last changed first.",
    resolve: (_root, _args, { deps, viewer }) => myArticles(deps, viewer),
  }),
  getArticle: t.field({
    type: TutorArticleType,
    description:
      'One article: published for everyone; a draft, one in review or sent back only for its author and the ' +
      'team (NOT_FOUND articleNotFound for anyone else).',
    args: { articlePvid: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => readableArticle(deps, viewer, args.articlePvid),
  }),
  getPublicArticles: t.field({
    type: TutorArticlePageType,
    description:
      "reads/public: a market's published articles matching `search` (title, subject, tags, body) and `tag`, " +
      'those boosted first while their boost runs, then newest. `country`: default the viewer’s own.',
    args: {
      country: t.arg.string(),
      search: t.arg.string(),
      tag: t.arg.string(),
      startIndex: t.arg.int(),
      length: t.arg.int(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      publicArticles(deps, {
        country: marketOf(args.country, viewer),
        ...parseInput(publicArticlesSchema, {
          search: args.search ?? undefined,
          tag: args.tag ?? undefined,
          startIndex: args.startIndex ?? undefined,
          length: args.length ?? undefined,
        }),
      }),
  }),
  getArticleTags: t.stringList({
    description: "The tags a market's published articles use most, most used first.",
    args: { country: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) => articleTags(deps, marketOf(args.country, viewer)),
  }),
  getArticleComments: t.field({
    type: [ArticleCommentType],
    nullable: { list: false, items: true },
    description: "An article's comments, oldest first.",
    args: { articlePvid: t.arg.id({ required: true }), startIndex: t.arg.int(), length: t.arg.int() },
    resolve: (_root, args, { deps, viewer }) =>
      articleComments(deps, viewer, { articlePvid: args.articlePvid, ...pageArgs(args) }),
  }),
}));

builder.mutationFields((t) => ({
  saveArticle: t.withAuth({ member: true }).field({
    type: TutorArticleType,
    description:
      'Tutors: a new draft (no articlePvid) or a change to their draft or sent-back article. The body is HTML, ' +
      'cut to an allow-list; coverPvid is an uploadArticleCover pvid (null removes the cover).',
    args: {
      articlePvid: t.arg.id(),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      coverPvid: t.arg.id(),
      subject: t.arg.string(),
      tags: t.arg.stringList(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      saveArticle(
        deps,
        viewer,
        parseInput(saveArticleSchema, {
          ...args,
          subject: args.subject ?? undefined,
          tags: args.tags ?? undefined,
        }),
      ),
  }),
  submitArticle: t.withAuth({ member: true }).field({
    type: TutorArticleType,
    description: 'The author sends a draft (or a sent-back article) to the team: it waits IN_REVIEW.',
    args: { articlePvid: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => submitArticle(deps, viewer, args.articlePvid),
  }),
  voteArticle: t.withAuth({ member: true }).field({
    type: ArticleVoteType,
    description: 'Up or down on a published article: one vote per person, a second one replaces the first.',
    args: {
      articlePvid: t.arg.id({ required: true }),
      vote: t.arg({ type: FeedVoteEnum, required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      voteArticle(deps, viewer, parseInput(articleVoteSchema, args)),
  }),
  addArticleComment: t.withAuth({ member: true }).field({
    type: ArticleCommentType,
    description: 'A comment under a published article (at most 700 characters); its author is notified.',
    args: { articlePvid: t.arg.id({ required: true }), comment: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      addArticleComment(deps, viewer, parseInput(articleCommentSchema, args)),
  }),
  viewArticle: t.int({
    description:
      'Counts the reader of a published article once a day (a signed-in reader by account, a guest by address; ' +
      'the author never). Answers the views.',
    args: { articlePvid: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer, clientAddress }) =>
      viewArticle(deps, viewer, { articlePvid: args.articlePvid, clientAddress }),
  }),
  boostTutorArticle: t.withAuth({ member: true }).field({
    type: BoostTutorArticleResultType,
    description:
      'The author pays a boost of a published article in credits (the prices of getAjarCreditsBoostPrices): it ' +
      'is first on reads/public from now, or queued after its last boost of the type. notEnoughCredits when ' +
      'the credits do not cover it.',
    args: {
      boostType: t.arg({ type: BoostTypeEnum, required: true }),
      numberOfDays: t.arg.int({ required: true }),
      articleId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => ({
      success: true,
      message: MESSAGES.boostStarted,
      boost: await boostTutorArticle(deps, viewer, args),
    }),
  }),
}));
