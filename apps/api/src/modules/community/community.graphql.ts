import {
  answerQuestionSchema,
  communityCommentSchema,
  communityVoteSchema,
  createCommunityPostSchema,
  getPostListSchema,
  updateCommunityProfileSchema,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { marketOf } from './community-market';
import {
  followUser,
  getBrandIcon,
  getUserInfo,
  getUserLastActivity,
  getUsersTeam,
  isFollowing,
  marketOfMember,
  unfollowUser,
  updateCommunityProfile,
} from './community-members.service';
import {
  acceptAnswer,
  addCommunityComment,
  answerQuestion,
  createCommunityPost,
  getAnswerList,
  getCommunityPost,
  getPostList,
  postComments,
  voteCommunity,
} from './community-posts.service';
import {
  BrandIconType,
  CommunityAnswerType,
  CommunityCommentType,
  CommunityPostType,
  CommunityProfileType,
  CommunityVoteResultType,
  FollowResultType,
  PostKind,
  TabEnum,
  TargetEnum,
  VoteEnum,
} from './community-types.graphql';

builder.objectField(CommunityPostType, 'comments', (t) =>
  t.field({
    type: [CommunityCommentType],
    nullable: { list: false, items: true },
    description: 'Comments on the post itself, oldest first (answers carry their own).',
    resolve: (post, _args, { deps }) => postComments(deps, post.pvid),
  }),
);

builder.queryFields((t) => ({
  getPostList: t.field({
    type: [CommunityPostType],
    nullable: { list: false, items: true },
    description:
      "A page of a market's community, newest first: `tab` LATEST (default), QUESTIONS, UNANSWERED or " +
      'FOLLOWING (posts of the people the viewer follows; empty signed out); `search` matches title, body or ' +
      "a tag; `length` posts (default 10, at most 50) from `startIndex`. `country`: default the viewer's.",
    args: {
      country: t.arg.string(),
      tab: t.arg({ type: TabEnum }),
      search: t.arg.string(),
      startIndex: t.arg.int(),
      length: t.arg.int(),
    },
    resolve: (_root, args, { deps, communityViewer }) =>
      getPostList(deps, communityViewer, {
        country: marketOf(args.country, communityViewer),
        ...parseInput(getPostListSchema, {
          tab: args.tab ?? undefined,
          search: args.search ?? undefined,
          startIndex: args.startIndex ?? undefined,
          length: args.length ?? undefined,
        }),
      }),
  }),
  getCommunityPost: t.field({
    type: CommunityPostType,
    description: 'One question or post, for its page.',
    args: { postId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) => getCommunityPost(deps, communityViewer, args.postId),
  }),
  getAnswerList: t.field({
    type: [CommunityAnswerType],
    nullable: { list: false, items: true },
    description: 'The answers of a question, oldest first, each with its comments.',
    args: { postId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) => getAnswerList(deps, communityViewer, args.postId),
  }),
  getUserInfo: t.field({
    type: CommunityProfileType,
    description: "A member's community profile (spec section 3), by `userId` or by `username`.",
    args: { userId: t.arg.id(), username: t.arg.string() },
    resolve: (_root, args, { deps }) =>
      getUserInfo(deps, { userId: args.userId ?? undefined, username: args.username ?? undefined }),
  }),
  getUsersTeam: t.field({
    type: [CommunityProfileType],
    nullable: { list: false, items: true },
    description:
      "The Ajar team members of a market, for the community's sidebar: the market of `userId` (the spec's " +
      "argument), else `country`, else the viewer's.",
    args: { userId: t.arg.id(), country: t.arg.string() },
    resolve: async (_root, args, { deps, communityViewer }) =>
      getUsersTeam(
        deps,
        args.userId ? await marketOfMember(deps, args.userId) : marketOf(args.country, communityViewer),
      ),
  }),
  getUserLastActivity: t.field({
    type: 'DateTime',
    nullable: true,
    description: "The member's last post, answer or comment; null if none yet.",
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps }) => getUserLastActivity(deps, args.userId),
  }),
  getBrandIcon: t.field({
    type: BrandIconType,
    description:
      "The brand's mark for a market's community header: the market of `userId` (the spec's argument), else " +
      "`country`, else the viewer's.",
    args: { userId: t.arg.id(), country: t.arg.string() },
    resolve: async (_root, args, { deps, communityViewer }) =>
      getBrandIcon(
        args.userId ? await marketOfMember(deps, args.userId) : marketOf(args.country, communityViewer),
      ),
  }),
  isFollowing: t.withAuth({ communityMember: true }).field({
    type: 'Boolean',
    description: 'Whether the viewer follows this member.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) => isFollowing(deps, communityViewer, args.userId),
  }),
}));

builder.mutationFields((t) => ({
  createCommunityPost: t.withAuth({ communityMember: true }).field({
    type: CommunityPostType,
    description: "A question or a post in the viewer's market's community.",
    args: {
      kind: t.arg({ type: PostKind, required: true }),
      title: t.arg.string({ required: true }),
      body: t.arg.string({ required: true }),
      tags: t.arg.stringList(),
    },
    resolve: (_root, args, { deps, communityViewer }) =>
      createCommunityPost(
        deps,
        communityViewer,
        parseInput(createCommunityPostSchema, { ...args, tags: args.tags ?? [] }),
      ),
  }),
  answerQuestion: t.withAuth({ communityMember: true }).field({
    type: CommunityAnswerType,
    args: { postId: t.arg.id({ required: true }), body: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) =>
      answerQuestion(deps, communityViewer, parseInput(answerQuestionSchema, args)),
  }),
  addCommunityComment: t.withAuth({ communityMember: true }).field({
    type: CommunityCommentType,
    description: 'A comment (at most 700 characters) on a question, a post or an answer.',
    args: {
      targetType: t.arg({ type: TargetEnum, required: true }),
      targetId: t.arg.id({ required: true }),
      body: t.arg.string({ required: true }),
    },
    resolve: (_root, args, { deps, communityViewer }) =>
      addCommunityComment(deps, communityViewer, parseInput(communityCommentSchema, args)),
  }),
  voteCommunity: t.withAuth({ communityMember: true }).field({
    type: CommunityVoteResultType,
    description:
      "Up or down on a post or answer: one per member, a second replaces the first; not one's own.",
    args: {
      targetType: t.arg({ type: TargetEnum, required: true }),
      targetId: t.arg.id({ required: true }),
      vote: t.arg({ type: VoteEnum, required: true }),
    },
    resolve: (_root, args, { deps, communityViewer }) =>
      voteCommunity(deps, communityViewer, parseInput(communityVoteSchema, args)),
  }),
  acceptAnswer: t.withAuth({ communityMember: true }).field({
    type: CommunityAnswerType,
    description: "The question's asker accepts this answer; accepting another one moves the acceptance.",
    args: { answerId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) => acceptAnswer(deps, communityViewer, args.answerId),
  }),
  followUser: t.withAuth({ communityMember: true }).field({
    type: FollowResultType,
    description: 'Follows a member (idempotent; never oneself); the first follow notifies them.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) => followUser(deps, communityViewer, args.userId),
  }),
  unfollowUser: t.withAuth({ communityMember: true }).field({
    type: FollowResultType,
    description: 'Stops following a member (idempotent).',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, communityViewer }) => unfollowUser(deps, communityViewer, args.userId),
  }),
  updateCommunityProfile: t.withAuth({ communityMember: true }).field({
    type: CommunityProfileType,
    description:
      "The viewer's own community profile: title, description, website, location, set together (missing or empty clears).",
    args: {
      title: t.arg.string(),
      description: t.arg.string(),
      website: t.arg.string(),
      location: t.arg.string(),
    },
    resolve: (_root, args, { deps, communityViewer }) =>
      updateCommunityProfile(
        deps,
        communityViewer,
        parseInput(updateCommunityProfileSchema, {
          title: args.title ?? undefined,
          description: args.description ?? undefined,
          website: args.website ?? undefined,
          location: args.location ?? undefined,
        }),
      ),
  }),
}));
