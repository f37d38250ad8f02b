import type { CountryCode } from '@ajar/domain';
import { expect } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { sessionFor } from '../../../test/profile-helpers';
import type { GraphQLResponse, RequestOptions, TestApp } from '../../../test/test-app';

const AUTHOR = 'author { userId name username picture }';
const COMMENT = `pvid postPvid answerPvid body postedDate ${AUTHOR}`;
export const POST_FIELDS = `pvid country kind title body tags postedDate upvotes downvotes answerCount commentCount
  acceptedAnswerPvid myVote ${AUTHOR} comments { ${COMMENT} }`;
export const ANSWER_FIELDS = `pvid postPvid body postedDate upvotes downvotes isAccepted myVote ${AUTHOR}
  comments { ${COMMENT} }`;
export const PROFILE_FIELDS = `userId username name country score description title banner picture website location
  gender isTeam posts questions comments answers followings followers`;

export interface Post {
  pvid: string;
  kind: 'QUESTION' | 'POST';
  title: string;
  body: string;
  tags: string[];
  upvotes: number;
  downvotes: number;
  answerCount: number;
  commentCount: number;
  acceptedAnswerPvid: string | null;
  myVote: 'UP' | 'DOWN' | null;
  author: { userId: string; name: string; username: string; picture: string | null };
  comments: { pvid: string; body: string; answerPvid: string | null }[];
}
export interface Answer {
  pvid: string;
  postPvid: string;
  body: string;
  upvotes: number;
  downvotes: number;
  isAccepted: boolean;
  myVote: 'UP' | 'DOWN' | null;
  comments: { pvid: string; body: string; answerPvid: string | null }[];
}
export interface Profile {
  userId: string;
  username: string;
  name: string;
  score: number;
  title: string | null;
  description: string | null;
  website: string | null;
  location: string | null;
  isTeam: boolean;
  posts: number;
  questions: number;
  comments: number;
  answers: number;
  followings: number;
  followers: number;
}
export interface Member {
  readonly id: string;
  readonly token: string;
  readonly name: string;
}

let people = 0;

export const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  String(answer.errors?.[0]?.extensions?.['code'] ?? 'OK');
export const messageOf = (answer: { errors?: readonly { message?: string }[] }) =>
  answer.errors?.[0]?.message ?? '';

/** The community operations of one test app. */
export function communityClient(t: TestApp) {
  const ok = <Data>(response: GraphQLResponse<Data>): Data => {
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    if (!response.data) throw new Error('no data');
    return response.data;
  };
  const as = (token?: string): RequestOptions => (token ? { token } : {});
  return {
    ok,
    async member(kind: 'student' | 'tutor' = 'student', country: CountryCode = 'sg'): Promise<Member> {
      people += 1;
      const firstName = kind === 'student' ? 'Ayu' : 'Budi';
      const lastName = `Community${people}`;
      const user = await (kind === 'student' ? makeStudent : makeTutor)(t.deps.db, {
        country,
        firstName,
        lastName,
      });
      return { id: user.id, token: await sessionFor(t, user), name: `${firstName} ${lastName}` };
    },
    post: (
      token: string,
      input: { kind: 'QUESTION' | 'POST'; title: string; body: string; tags?: string[] },
      options: RequestOptions = as(token),
    ) =>
      t.gql<{ createCommunityPost: Post }>(
        `mutation P($kind: CommunityPostKind!, $title: String!, $body: String!, $tags: [String!]) {
          createCommunityPost(kind: $kind, title: $title, body: $body, tags: $tags) { ${POST_FIELDS} } }`,
        input,
        options,
      ),
    async asked(token: string, title = 'How do I revise for O-level chemistry?'): Promise<Post> {
      return ok(await this.post(token, { kind: 'QUESTION', title, body: 'Any routine that works?' }))
        .createCommunityPost;
    },
    answer: (token: string, postId: string, body: string) =>
      t.gql<{ answerQuestion: Answer }>(
        `mutation A($postId: ID!, $body: String!) { answerQuestion(postId: $postId, body: $body) { ${ANSWER_FIELDS} } }`,
        { postId, body },
        as(token),
      ),
    async answered(token: string, postId: string, body = 'Past papers, timed.'): Promise<Answer> {
      return ok(await this.answer(token, postId, body)).answerQuestion;
    },
    comment: (token: string, targetType: 'POST' | 'ANSWER', targetId: string, body: string) =>
      t.gql<{ addCommunityComment: { pvid: string; body: string; answerPvid: string | null } }>(
        `mutation C($targetType: CommunityTarget!, $targetId: ID!, $body: String!) {
          addCommunityComment(targetType: $targetType, targetId: $targetId, body: $body) { ${COMMENT} } }`,
        { targetType, targetId, body },
        as(token),
      ),
    vote: (token: string, targetType: 'POST' | 'ANSWER', targetId: string, vote: 'UP' | 'DOWN') =>
      t.gql<{ voteCommunity: { vote: string; upvotes: number; downvotes: number } }>(
        `mutation V($targetType: CommunityTarget!, $targetId: ID!, $vote: CommunityVote!) {
          voteCommunity(targetType: $targetType, targetId: $targetId, vote: $vote) {
            targetType targetId vote upvotes downvotes } }`,
        { targetType, targetId, vote },
        as(token),
      ),
    accept: (token: string, answerId: string) =>
      t.gql<{ acceptAnswer: Answer }>(
        `mutation Acc($answerId: ID!) { acceptAnswer(answerId: $answerId) { ${ANSWER_FIELDS} } }`,
        { answerId },
        as(token),
      ),
    list: (
      variables: { country?: string; tab?: string; search?: string; startIndex?: number; length?: number },
      options: RequestOptions = {},
    ) =>
      t.gql<{ getPostList: Post[] }>(
        `query L($country: String, $tab: CommunityTab, $search: String, $startIndex: Int, $length: Int) {
          getPostList(country: $country, tab: $tab, search: $search, startIndex: $startIndex, length: $length) {
            ${POST_FIELDS} } }`,
        variables,
        options,
      ),
    answers: (postId: string, token?: string) =>
      t.gql<{ getAnswerList: Answer[] }>(
        `query As($postId: ID!) { getAnswerList(postId: $postId) { ${ANSWER_FIELDS} } }`,
        { postId },
        as(token),
      ),
    async info(userId: string): Promise<Profile> {
      return ok(
        await t.gql<{ getUserInfo: Profile }>(
          `query I($userId: ID) { getUserInfo(userId: $userId) { ${PROFILE_FIELDS} } }`,
          { userId },
        ),
      ).getUserInfo;
    },
    follow: (token: string, userId: string, how: 'followUser' | 'unfollowUser' = 'followUser') =>
      t.gql<Record<string, { userId: string; isFollowing: boolean; followers: number }>>(
        `mutation F($userId: ID!) { ${how}(userId: $userId) { userId isFollowing followers } }`,
        { userId },
        as(token),
      ),
    isFollowing: (userId: string, options: RequestOptions) =>
      t.gql<{ isFollowing: boolean }>(
        `query F($userId: ID!) { isFollowing(userId: $userId) }`,
        { userId },
        options,
      ),
  };
}
