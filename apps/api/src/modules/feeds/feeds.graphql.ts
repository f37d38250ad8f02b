import {
  addCommentSchema,
  addReplySchema,
  addVoteSchema,
  FEED_VOTES,
  feedMentionsSchema,
  getFeedsSchema,
  isCountryCode,
  type CountryCode,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { DomainError, parseInput } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { feedStream } from './feeds-live.service';
import { addComment, addReply, addVote, getFeedMentions, getFeeds } from './feeds.service';
import type { FeedMentionView, FeedReplyView, FeedView, VoteView } from './feeds.shapes';

export const FeedVoteEnum = builder.enumType('FeedVote', { values: FEED_VOTES });

const FeedReplyType = builder.objectRef<FeedReplyView>('FeedReply').implement({
  description: 'Spec section 3, Feed replies: comment, postedDate, names, avatar.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid', { description: 'Who wrote it.' }),
    comment: t.exposeString('comment'),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    names: t.exposeString('names', { description: "The author's first and last name." }),
    avatar: t.exposeString('avatar', { nullable: true }),
    mentioned: t.stringList({
      description: "The names of the people it mentions (written '@' and the name in the text).",
      resolve: (item) => [...item.mentioned],
    }),
  }),
});

const FeedType = builder.objectRef<FeedView>('Feed').implement({
  description:
    "Spec section 3, Feed: a thread of a market's wall with its counts and replies (oldest first).",
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    userPvid: t.exposeID('userPvid', { description: 'Who wrote it.' }),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatar: t.exposeString('avatar', { nullable: true }),
    comment: t.exposeString('comment'),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    totalUpVoted: t.exposeInt('totalUpVoted', { description: 'People who voted it up: a count.' }),
    totalDownVoted: t.exposeInt('totalDownVoted', { description: 'People who voted it down: a count.' }),
    totalReply: t.exposeInt('totalReply', { description: 'Replies: a count.' }),
    mentioned: t.stringList({
      description: "The names of the people it mentions (written '@' and the name in the text).",
      resolve: (item) => [...item.mentioned],
    }),
    replies: t.field({
      type: [FeedReplyType],
      nullable: { list: false, items: true },
      resolve: (feed) => feed.replies,
    }),
    myVote: t.field({
      type: FeedVoteEnum,
      nullable: true,
      description: "The viewer's own vote; null signed out, not voted, or in a feedChanged event.",
      resolve: (feed) => feed.myVote,
    }),
  }),
});

const VoteType = builder.objectRef<VoteView>('Vote').implement({
  description: 'Spec section 3, Vote: feedCommentPvid, vote; with the counts after it.',
  fields: (t) => ({
    feedCommentPvid: t.exposeID('feedCommentPvid'),
    vote: t.field({ type: FeedVoteEnum, resolve: (vote) => vote.vote }),
    totalUpVoted: t.exposeInt('totalUpVoted', { description: 'People who voted it up now: a count.' }),
    totalDownVoted: t.exposeInt('totalDownVoted', { description: 'People who voted it down now: a count.' }),
  }),
});

const FeedMentionType = builder.objectRef<FeedMentionView>('FeedMention').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

/** The wall read: the country asked, else the viewer's own market. */
function marketOf(country: string | null | undefined, viewer: Viewer | null): CountryCode {
  if (country == null && viewer) return viewer.country;
  if (isCountryCode(country)) return country;
  throw new DomainError('BAD_USER_INPUT', 'notFound');
}

builder.queryFields((t) => ({
  getFeeds: t.field({
    type: [FeedType],
    nullable: { list: false, items: true },
    description:
      "A page of a market's wall, newest thread first: `length` threads (default 10, at most 50) from " +
      "`startIndex`. `country`: the market (default the viewer's own); signed out it is required.",
    args: { startIndex: t.arg.int(), length: t.arg.int(), country: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      getFeeds(deps, viewer, {
        country: marketOf(args.country, viewer),
        ...parseInput(getFeedsSchema, {
          startIndex: args.startIndex ?? undefined,
          length: args.length ?? undefined,
        }),
      }),
  }),
  getFeedMentions: t.withAuth({ member: true }).field({
    type: [FeedMentionType],
    nullable: { list: false, items: true },
    description:
      "People of the viewer's market whose name starts with `search` (at most 8), never the viewer.",
    args: { search: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      getFeedMentions(
        deps,
        viewer,
        parseInput(feedMentionsSchema, { search: args.search ?? undefined }).search,
      ),
  }),
}));

builder.mutationFields((t) => ({
  addComment: t.withAuth({ member: true }).field({
    type: FeedType,
    description:
      "A new thread on the viewer's market's wall: at most 700 characters; `mentions` are user pvids (at most " +
      '10), each person of the market mentioned is notified. RATE_LIMITED tooManyFeedPosts past the limit.',
    args: { comment: t.arg.string({ required: true }), mentions: t.arg.idList() },
    resolve: (_root, args, { deps, viewer }) =>
      addComment(
        deps,
        viewer,
        parseInput(addCommentSchema, { comment: args.comment, mentions: args.mentions ?? [] }),
      ),
  }),
  addReply: t.withAuth({ member: true }).field({
    type: FeedType,
    description: 'A reply to a thread (as addComment); answers the thread with its replies.',
    args: {
      feedCommentPvid: t.arg.id({ required: true }),
      comment: t.arg.string({ required: true }),
      mentions: t.arg.idList(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      addReply(
        deps,
        viewer,
        parseInput(addReplySchema, {
          feedCommentPvid: args.feedCommentPvid,
          comment: args.comment,
          mentions: args.mentions ?? [],
        }),
      ),
  }),
  addVote: t.withAuth({ member: true }).field({
    type: VoteType,
    description: 'Up or down on a thread: one vote per person, a second one replaces the first.',
    args: {
      feedCommentPvid: t.arg.id({ required: true }),
      vote: t.arg({ type: FeedVoteEnum, required: true }),
    },
    resolve: (_root, args, { deps, viewer }) => addVote(deps, viewer, parseInput(addVoteSchema, args)),
  }),
}));

builder.subscriptionFields((t) => ({
  feedChanged: t.field({
    type: FeedType,
    description: "A market's wall as it changes: a new thread, a reply, new vote counts (the whole thread).",
    args: { country: t.arg.string({ required: true }) },
    subscribe: (_root, args, { deps }) => {
      if (!isCountryCode(args.country)) throw new DomainError('BAD_USER_INPUT', 'notFound');
      return feedStream(deps, args.country);
    },
    resolve: (feed) => feed,
  }),
}));
