import type { CountryCode } from '@ajar/domain';
import { expect } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { sessionFor } from '../../../test/profile-helpers';
import { signedInStaff } from '../../../test/staff-helpers';
import type { GraphQLResponse, TestApp } from '../../../test/test-app';
import { gqlUpload } from '../../../test/upload-helpers';
import { recordPaidCreditsPurchase } from '../../payment';
import { encodePng } from '../../resource/testing';

export const ARTICLE_FIELDS = `pvid userPvid country title image body description subject tags status rejectReason
  comments views upvotes downvotes postedDate updatedAt authorFirstName authorLastName authorAvatar boosted myVote`;
const SAVE = `mutation Save($articlePvid: ID, $title: String!, $body: String!, $coverPvid: ID, $subject: String, $tags: [String!]) {
  saveArticle(articlePvid: $articlePvid, title: $title, body: $body, coverPvid: $coverPvid, subject: $subject, tags: $tags) { ${ARTICLE_FIELDS} }
}`;
const SUBMIT = `mutation Submit($articlePvid: ID!) { submitArticle(articlePvid: $articlePvid) { ${ARTICLE_FIELDS} } }`;
const APPROVE = `mutation Approve($articlePvid: ID!) { approveArticle(articlePvid: $articlePvid) { ${ARTICLE_FIELDS} } }`;
const REJECT = `mutation Reject($articlePvid: ID!, $reason: String!) { rejectArticle(articlePvid: $articlePvid, reason: $reason) { ${ARTICLE_FIELDS} } }`;
const QUEUE = `query Queue($country: String) { staffArticleQueue(country: $country) { pvid title status } }`;
const MINE = `query { getMyArticles { ${ARTICLE_FIELDS} } }`;
const ONE = `query One($articlePvid: ID!) { getArticle(articlePvid: $articlePvid) { ${ARTICLE_FIELDS} } }`;
const PUBLIC = `query Public($country: String, $search: String, $tag: String, $startIndex: Int, $length: Int) {
  getPublicArticles(country: $country, search: $search, tag: $tag, startIndex: $startIndex, length: $length) {
    total items { pvid title tags boosted }
  }
}`;
const BY_TUTOR = `query ByTutor($tutorPvid: ID!) { getTutorArticles(tutorPvid: $tutorPvid) { pvid title status image comments views upvotes downvotes tags } }`;
const VOTE = `mutation Vote($articlePvid: ID!, $vote: FeedVote!) { voteArticle(articlePvid: $articlePvid, vote: $vote) { articlePvid vote upvotes downvotes } }`;
const COMMENT = `mutation Comment($articlePvid: ID!, $comment: String!) { addArticleComment(articlePvid: $articlePvid, comment: $comment) { pvid userPvid comment postedDate names avatar } }`;
const COMMENTS = `query Comments($articlePvid: ID!) { getArticleComments(articlePvid: $articlePvid) { pvid comment names } }`;
const VIEW = `mutation View($articlePvid: ID!) { viewArticle(articlePvid: $articlePvid) }`;
const UPLOAD = `mutation Cover($file: Upload!) { uploadArticleCover(file: $file) { pvid path } }`;
const BOOST = `mutation Boost($boostType: BoostType!, $numberOfDays: Int!, $articleId: ID!) {
  boostTutorArticle(boostType: $boostType, numberOfDays: $numberOfDays, articleId: $articleId) {
    success message boost { articlePvid boostType numberOfDays credits startsAt endsAt status }
  }
}`;

export interface Article {
  pvid: string;
  userPvid: string;
  title: string;
  image: string | null;
  body: string;
  description: string;
  subject: string;
  tags: string[];
  status: string;
  rejectReason: string | null;
  comments: number;
  views: number;
  upvotes: number;
  downvotes: number;
  myVote: 'UP' | 'DOWN' | null;
  boosted: boolean;
  postedDate: string;
}

export const BODY =
  '<p>Twenty-five focused minutes every day beat a five-hour cram. Test yourself before you reread.</p>';

export const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  String(answer.errors?.[0]?.extensions?.['code'] ?? 'OK');

let people = 0;

/** The reads operations of one test app. */
export function readsClient(t: TestApp) {
  const ok = <Data>(response: GraphQLResponse<Data>): Data => {
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    if (!response.data) throw new Error('no data');
    return response.data;
  };
  const client = {
    ok,
    async member(kind: 'student' | 'tutor' = 'tutor', country: CountryCode = 'sg') {
      people += 1;
      const user = await (kind === 'student' ? makeStudent : makeTutor)(t.deps.db, {
        country,
        firstName: kind === 'student' ? 'Siti' : 'Wei',
        lastName: `Reads${people}`,
      });
      return { id: user.id, token: await sessionFor(t, user) };
    },
    staff: () => signedInStaff(t),
    save: (token: string, variables: Record<string, unknown>) =>
      t.gql<{ saveArticle: Article }>(
        SAVE,
        { body: BODY, tags: ['study'], subject: 'Study skills', ...variables },
        { token },
      ),
    submit: (token: string, articlePvid: string) =>
      t.gql<{ submitArticle: Article }>(SUBMIT, { articlePvid }, { token }),
    approve: (token: string, articlePvid: string) =>
      t.gql<{ approveArticle: Article }>(APPROVE, { articlePvid }, { token }),
    reject: (token: string, articlePvid: string, reason: string) =>
      t.gql<{ rejectArticle: Article }>(REJECT, { articlePvid, reason }, { token }),
    queue: (token: string, country?: string) =>
      t.gql<{ staffArticleQueue: { pvid: string; title: string; status: string }[] }>(
        QUEUE,
        { country },
        { token },
      ),
    mine: (token: string) => t.gql<{ getMyArticles: Article[] }>(MINE, {}, { token }),
    one: (articlePvid: string, token?: string) =>
      t.gql<{ getArticle: Article }>(ONE, { articlePvid }, token ? { token } : {}),
    public: (variables: Record<string, unknown>, token?: string) =>
      t.gql<{
        getPublicArticles: {
          total: number;
          items: { pvid: string; title: string; tags: string[]; boosted: boolean }[];
        };
      }>(PUBLIC, variables, token ? { token } : {}),
    byTutor: (tutorPvid: string, token?: string) =>
      t.gql<{ getTutorArticles: Article[] }>(BY_TUTOR, { tutorPvid }, token ? { token } : {}),
    vote: (token: string, articlePvid: string, vote: 'UP' | 'DOWN') =>
      t.gql<{ voteArticle: { articlePvid: string; vote: string; upvotes: number; downvotes: number } }>(
        VOTE,
        { articlePvid, vote },
        { token },
      ),
    comment: (token: string, articlePvid: string, comment: string) =>
      t.gql<{ addArticleComment: { pvid: string; userPvid: string; comment: string; names: string } }>(
        COMMENT,
        { articlePvid, comment },
        { token },
      ),
    comments: (articlePvid: string) =>
      t.gql<{ getArticleComments: { pvid: string; comment: string; names: string }[] }>(COMMENTS, {
        articlePvid,
      }),
    view: (articlePvid: string, options: { token?: string; remoteAddress?: string } = {}) =>
      t.gql<{ viewArticle: number }>(VIEW, { articlePvid }, options),
    boost: (token: string, articleId: string, numberOfDays = 3) =>
      t.gql<{ boostTutorArticle: { success: boolean; boost: { credits: number; status: string } } }>(
        BOOST,
        { boostType: 'CategoryListingPage', numberOfDays, articleId },
        { token },
      ),
    uploadCover: (token: string) =>
      gqlUpload<{ uploadArticleCover: { pvid: string; path: string } }>(
        t,
        UPLOAD,
        {},
        {
          file: {
            fileName: 'cover.png',
            bytes: encodePng(8, 6, new Uint8Array(8 * 6 * 3).fill(200)),
            contentType: 'image/png',
          },
        },
        { token },
      ),
    /** A tutor's article, written, submitted and approved by the team. */
    async published(token: string, staffToken: string, title = 'Five habits that make revision stick') {
      const saved = ok(await client.save(token, { title })).saveArticle;
      ok(await client.submit(token, saved.pvid));
      return ok(await client.approve(staffToken, saved.pvid)).approveArticle;
    },
  };
  return client;
}

/** Credits on a user's account as a paid purchase through the sandbox would put them. */
export async function giveCredits(t: TestApp, userId: string, credits: number): Promise<void> {
  await t.deps.db.transaction((tx) =>
    recordPaidCreditsPurchase(tx, { userId, country: 'sg', credits, at: t.clock.now() }),
  );
}
