import { isCountryCode, rejectArticleSchema, saveBlogPostSchema } from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { DomainError, parseInput } from '../../kernel/domain-error';
import {
  blogPostOf,
  publishBlogPost,
  publishedBlogPosts,
  saveBlogPost,
  staffBlogPosts,
} from './blog.service';
import { articleQueue, reviewArticle } from './reads-review.service';
import { BlogPostType, marketOf, TutorArticleType } from './reads-types.graphql';

const pageSchema = z.object({
  startIndex: z.number().int().min(0).default(0),
  length: z.number().int().min(1).max(50).default(12),
});

function staffCountry(country: string | null | undefined) {
  const asked = country?.trim().toLowerCase() || null;
  if (asked !== null && !isCountryCode(asked))
    throw new DomainError('BAD_USER_INPUT', 'unknownCountry', { country: 'unknownCountry' });
  return asked;
}

builder.queryFields((t) => ({
  staffArticleQueue: t.withAuth({ staff: true }).field({
    type: [TutorArticleType],
    nullable: { list: false, items: true },
    description: 'Staff only: articles waiting for review (of one market, or of all), oldest first.',
    args: { country: t.arg.string() },
    resolve: (_root, args, { deps }) => articleQueue(deps, staffCountry(args.country)),
  }),
  staffBlogPosts: t.withAuth({ staff: true }).field({
    type: [BlogPostType],
    nullable: { list: false, items: true },
    description: "Staff only: every post of a market's blog, drafts too, last changed first.",
    args: { country: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => staffBlogPosts(deps, marketOf(args.country, viewer)),
  }),
  getBlogPosts: t.field({
    type: [BlogPostType],
    nullable: { list: false, items: true },
    description: "reads/blogs: a market's published blog posts, newest first.",
    args: { country: t.arg.string(), startIndex: t.arg.int(), length: t.arg.int() },
    resolve: (_root, args, { deps, viewer }) =>
      publishedBlogPosts(deps, {
        country: marketOf(args.country, viewer),
        ...parseInput(pageSchema, {
          startIndex: args.startIndex ?? undefined,
          length: args.length ?? undefined,
        }),
      }),
  }),
  getBlogPost: t.field({
    type: BlogPostType,
    description: 'One blog post: published for everyone, a draft for the team only.',
    args: { blogId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => blogPostOf(deps, viewer, args.blogId),
  }),
}));

builder.mutationFields((t) => ({
  approveArticle: t.withAuth({ staff: true }).field({
    type: TutorArticleType,
    description: 'Staff only: publishes an article in review; its author is notified. Audited.',
    args: { articlePvid: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      reviewArticle(deps, viewer, {
        articlePvid: args.articlePvid,
        approve: true,
        reason: args.reason?.trim().slice(0, 500) ?? '',
      }),
  }),
  rejectArticle: t.withAuth({ staff: true }).field({
    type: TutorArticleType,
    description:
      'Staff only: sends an article in review back to its author with the reason (required), who is notified ' +
      'and may change it and submit again. Audited.',
    args: { articlePvid: t.arg.id({ required: true }), reason: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      reviewArticle(deps, viewer, { ...parseInput(rejectArticleSchema, args), approve: false }),
  }),
  saveBlogPost: t.withAuth({ staff: true }).field({
    type: BlogPostType,
    description:
      "Staff only: a new post of a market's blog (no blogId; a draft) or a change to one. Sanitized as " +
      'articles are. Audited.',
    args: {
      blogId: t.arg.id(),
      country: t.arg.string({ required: true }),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      coverPvid: t.arg.id(),
      tags: t.arg.stringList(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      saveBlogPost(deps, viewer, {
        country: marketOf(args.country, viewer),
        ...parseInput(saveBlogPostSchema, { ...args, tags: args.tags ?? undefined }),
      }),
  }),
  publishBlogPost: t.withAuth({ staff: true }).field({
    type: BlogPostType,
    description: 'Staff only: publishes a blog post (published: true) or takes it back to draft. Audited.',
    args: { blogId: t.arg.id({ required: true }), published: t.arg.boolean({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => publishBlogPost(deps, viewer, args),
  }),
}));
