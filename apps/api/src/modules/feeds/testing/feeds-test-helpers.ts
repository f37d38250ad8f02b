import type { CountryCode } from '@ajar/domain';
import { expect } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { sessionFor } from '../../../test/profile-helpers';
import type { GraphQLResponse, TestApp } from '../../../test/test-app';

export const REPLY_FIELDS = 'pvid userPvid comment postedDate names avatar mentioned';
export const FEED_FIELDS = `pvid userPvid firstName lastName avatar comment postedDate totalUpVoted totalDownVoted
  totalReply myVote mentioned replies { ${REPLY_FIELDS} }`;
export const GET_FEEDS = `query Feeds($startIndex: Int, $length: Int, $country: String) {
  getFeeds(startIndex: $startIndex, length: $length, country: $country) { ${FEED_FIELDS} }
}`;
export const MENTIONS = `query Mentions($search: String) { getFeedMentions(search: $search) { pvid firstName lastName avatar } }`;
export const ADD_COMMENT = `mutation Comment($comment: String!, $mentions: [ID!]) {
  addComment(comment: $comment, mentions: $mentions) { ${FEED_FIELDS} }
}`;
export const ADD_REPLY = `mutation Reply($feedCommentPvid: ID!, $comment: String!, $mentions: [ID!]) {
  addReply(feedCommentPvid: $feedCommentPvid, comment: $comment, mentions: $mentions) { ${FEED_FIELDS} }
}`;
export const ADD_VOTE = `mutation Vote($feedCommentPvid: ID!, $vote: FeedVote!) {
  addVote(feedCommentPvid: $feedCommentPvid, vote: $vote) { feedCommentPvid vote totalUpVoted totalDownVoted }
}`;
export const NOTIFICATIONS = 'query { listNotification { pvid code remarks entityId } }';
export const REPORT = `mutation Report($targetType: ReportTargetType!, $targetId: ID!, $reason: String!) {
  reportContent(targetType: $targetType, targetId: $targetId, reason: $reason) { success message }
}`;

export interface FeedReply {
  pvid: string;
  userPvid: string;
  comment: string;
  postedDate: string;
  names: string;
  avatar: string | null;
  mentioned: string[];
}
export interface Feed {
  pvid: string;
  userPvid: string;
  firstName: string;
  lastName: string;
  avatar: string | null;
  comment: string;
  postedDate: string;
  totalUpVoted: number;
  totalDownVoted: number;
  totalReply: number;
  myVote: 'UP' | 'DOWN' | null;
  mentioned: string[];
  replies: FeedReply[];
}
export interface Vote {
  feedCommentPvid: string;
  vote: 'UP' | 'DOWN';
  totalUpVoted: number;
  totalDownVoted: number;
}
export interface Member {
  readonly id: string;
  readonly token: string;
  readonly name: string;
}

let people = 0;

/** The feed operations of one test app. */
export function feedsClient(t: TestApp) {
  const ok = <Data>(response: GraphQLResponse<Data>): Data => {
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    if (!response.data) throw new Error('no data');
    return response.data;
  };
  return {
    ok,
    async member(
      kind: 'student' | 'tutor' = 'student',
      country: CountryCode = 'sg',
      firstName = kind === 'student' ? 'Siti' : 'Wei',
    ): Promise<Member> {
      people += 1;
      const lastName = `Feeds${people}`;
      const user = await (kind === 'student' ? makeStudent : makeTutor)(t.deps.db, {
        country,
        firstName,
        lastName,
      });
      return { id: user.id, token: await sessionFor(t, user), name: `${firstName} ${lastName}` };
    },
    feeds: (variables: { startIndex?: number; length?: number; country?: string }, token?: string) =>
      t.gql<{ getFeeds: Feed[] }>(GET_FEEDS, variables, token ? { token } : {}),
    comment: (token: string, comment: string, mentions?: string[]) =>
      t.gql<{ addComment: Feed }>(ADD_COMMENT, { comment, mentions }, { token }),
    async commented(token: string, comment: string, mentions?: string[]): Promise<Feed> {
      return ok(await this.comment(token, comment, mentions)).addComment;
    },
    reply: (token: string, feedCommentPvid: string, comment: string, mentions?: string[]) =>
      t.gql<{ addReply: Feed }>(ADD_REPLY, { feedCommentPvid, comment, mentions }, { token }),
    vote: (token: string, feedCommentPvid: string, vote: 'UP' | 'DOWN') =>
      t.gql<{ addVote: Vote }>(ADD_VOTE, { feedCommentPvid, vote }, { token }),
    mentions: (token: string, search?: string) =>
      t.gql<{ getFeedMentions: { pvid: string; firstName: string; lastName: string }[] }>(
        MENTIONS,
        { search },
        { token },
      ),
    async notifications(token: string) {
      return ok(
        await t.gql<{ listNotification: { code: string; remarks: string; entityId: string | null }[] }>(
          NOTIFICATIONS,
          {},
          { token },
        ),
      ).listNotification;
    },
    report: (token: string, targetId: string) =>
      t.gql<{ reportContent: { success: boolean } }>(
        REPORT,
        { targetType: 'FEED_COMMENT', targetId, reason: 'Spam' },
        { token },
      ),
  };
}

export const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  String(answer.errors?.[0]?.extensions?.['code'] ?? 'OK');
