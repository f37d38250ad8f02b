import { COMMUNITY_POST_KINDS, COMMUNITY_TABS, COMMUNITY_TARGETS, COMMUNITY_VOTES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import type {
  BrandIconView,
  CommunityAnswerView,
  CommunityAuthorView,
  CommunityCommentView,
  CommunityPostView,
  CommunityProfileView,
  CommunityVoteView,
  FollowView,
} from './community.shapes';

export const PostKind = builder.enumType('CommunityPostKind', { values: COMMUNITY_POST_KINDS });
export const VoteEnum = builder.enumType('CommunityVote', { values: COMMUNITY_VOTES });
export const TargetEnum = builder.enumType('CommunityTarget', { values: COMMUNITY_TARGETS });
export const TabEnum = builder.enumType('CommunityTab', { values: COMMUNITY_TABS });

export const CommunityAuthorType = builder.objectRef<CommunityAuthorView>('CommunityAuthor').implement({
  description: 'Who wrote it: the member, their username (public token) and picture.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    name: t.exposeString('name'),
    username: t.exposeString('username'),
    picture: t.exposeString('picture', { nullable: true }),
  }),
});

export const CommunityCommentType = builder.objectRef<CommunityCommentView>('CommunityComment').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    postPvid: t.exposeID('postPvid'),
    answerPvid: t.exposeID('answerPvid', { nullable: true }),
    body: t.exposeString('body'),
    author: t.expose('author', { type: CommunityAuthorType }),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
  }),
});

export const CommunityPostType = builder.objectRef<CommunityPostView>('CommunityPost').implement({
  description: 'A question or a post of a market’s community, with its counts.',
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    country: t.exposeString('country'),
    kind: t.field({ type: PostKind, resolve: (post) => post.kind }),
    title: t.exposeString('title'),
    body: t.exposeString('body'),
    tags: t.exposeStringList('tags'),
    author: t.expose('author', { type: CommunityAuthorType }),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    upvotes: t.exposeInt('upvotes', { description: 'Members who voted it up: a count.' }),
    downvotes: t.exposeInt('downvotes', { description: 'Members who voted it down: a count.' }),
    answerCount: t.exposeInt('answerCount', { description: 'Answers: a count.' }),
    commentCount: t.exposeInt('commentCount', { description: 'Comments on it and its answers: a count.' }),
    acceptedAnswerPvid: t.exposeID('acceptedAnswerPvid', { nullable: true }),
    myVote: t.field({
      type: VoteEnum,
      nullable: true,
      description: "The viewer's own vote; null signed out or not voted.",
      resolve: (post) => post.myVote,
    }),
  }),
});

export const CommunityAnswerType = builder.objectRef<CommunityAnswerView>('CommunityAnswer').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    postPvid: t.exposeID('postPvid'),
    body: t.exposeString('body'),
    author: t.expose('author', { type: CommunityAuthorType }),
    postedDate: t.expose('postedDate', { type: 'DateTime' }),
    upvotes: t.exposeInt('upvotes', { description: 'Members who voted it up: a count.' }),
    downvotes: t.exposeInt('downvotes', { description: 'Members who voted it down: a count.' }),
    isAccepted: t.exposeBoolean('isAccepted'),
    myVote: t.field({ type: VoteEnum, nullable: true, resolve: (answer) => answer.myVote }),
    comments: t.field({
      type: [CommunityCommentType],
      nullable: { list: false, items: true },
      resolve: (answer) => answer.comments,
    }),
  }),
});

export const CommunityProfileType = builder.objectRef<CommunityProfileView>('CommunityProfile').implement({
  description:
    'Spec section 3, Community profile: score, description, title, banner, picture, website, location, ' +
    'gender, name, username, and counts of posts, questions, comments, answers, followings and followers.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    username: t.exposeString('username'),
    name: t.exposeString('name'),
    country: t.exposeString('country'),
    score: t.exposeInt('score', {
      description:
        'Reputation points by the domain rules (COMMUNITY_SCORE_RULES): a count, not an amount of money.',
    }),
    description: t.exposeString('description', { nullable: true }),
    title: t.exposeString('title', { nullable: true }),
    banner: t.exposeString('banner', { nullable: true }),
    picture: t.exposeString('picture', { nullable: true }),
    website: t.exposeString('website', { nullable: true }),
    location: t.exposeString('location', { nullable: true }),
    gender: t.exposeString('gender', { nullable: true }),
    isTeam: t.exposeBoolean('isTeam', { description: 'A member of the Ajar team.' }),
    posts: t.exposeInt('posts', { description: 'Posts written: a count.' }),
    questions: t.exposeInt('questions', { description: 'Questions asked: a count.' }),
    comments: t.exposeInt('comments', { description: 'Comments written: a count.' }),
    answers: t.exposeInt('answers', { description: 'Answers written: a count.' }),
    followings: t.exposeInt('followings', { description: 'Members they follow: a count.' }),
    followers: t.exposeInt('followers', { description: 'Members following them: a count.' }),
  }),
});

export const CommunityVoteResultType = builder.objectRef<CommunityVoteView>('CommunityVoteResult').implement({
  fields: (t) => ({
    targetType: t.field({ type: TargetEnum, resolve: (vote) => vote.targetType }),
    targetId: t.exposeID('targetId'),
    vote: t.field({ type: VoteEnum, resolve: (vote) => vote.vote }),
    upvotes: t.exposeInt('upvotes', { description: 'Up votes now: a count.' }),
    downvotes: t.exposeInt('downvotes', { description: 'Down votes now: a count.' }),
  }),
});

export const FollowResultType = builder.objectRef<FollowView>('FollowResult').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    isFollowing: t.exposeBoolean('isFollowing'),
    followers: t.exposeInt('followers', { description: 'Their followers now: a count.' }),
  }),
});

export const BrandIconType = builder.objectRef<BrandIconView>('BrandIcon').implement({
  fields: (t) => ({
    name: t.exposeString('name'),
    url: t.exposeString('url'),
    country: t.exposeString('country'),
  }),
});
