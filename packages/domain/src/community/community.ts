/** Community: questions and answers, posts, votes, score and follows, shared by the API and the web. */

/** What a member posts: a question others answer, or a post others comment on. */
export const COMMUNITY_POST_KINDS = ['QUESTION', 'POST'] as const;
export type CommunityPostKind = (typeof COMMUNITY_POST_KINDS)[number];

/** What a vote or a comment is on. */
export const COMMUNITY_TARGETS = ['POST', 'ANSWER'] as const;
export type CommunityTarget = (typeof COMMUNITY_TARGETS)[number];

/** A vote: up or down, one per member and target, changeable. Stored as +1 / -1. */
export const COMMUNITY_VOTES = ['UP', 'DOWN'] as const;
export type CommunityVote = (typeof COMMUNITY_VOTES)[number];
export const communityVoteValue = (vote: CommunityVote): 1 | -1 => (vote === 'UP' ? 1 : -1);
export const communityVoteOf = (value: number): CommunityVote => (value > 0 ? 'UP' : 'DOWN');

/** getPostList's tabs. */
export const COMMUNITY_TABS = ['LATEST', 'FOLLOWING', 'QUESTIONS', 'UNANSWERED'] as const;
export type CommunityTab = (typeof COMMUNITY_TABS)[number];

/** Lengths, in characters. */
export const COMMUNITY_TITLE_MIN = 8;
export const COMMUNITY_TITLE_MAX = 150;
/** A post's, an answer's body: the spec's 700-character limit is for comments; bodies get room to explain. */
export const COMMUNITY_BODY_MAX = 5000;
export const COMMUNITY_COMMENT_MAX = 700;
export const COMMUNITY_TAGS_MAX = 5;
export const COMMUNITY_TAG_MAX = 24;
export const COMMUNITY_SEARCH_MAX = 100;
export const COMMUNITY_PROFILE_TITLE_MAX = 80;
export const COMMUNITY_PROFILE_DESCRIPTION_MAX = 700;
export const COMMUNITY_PROFILE_WEBSITE_MAX = 200;
export const COMMUNITY_PROFILE_LOCATION_MAX = 80;

/** getPostList's page when no length is asked, and the most one page may hold. */
export const COMMUNITY_PAGE_SIZE = 10;
export const COMMUNITY_PAGE_MAX = 50;
/** getUsersTeam: Ajar team members the sidebar shows. */
export const COMMUNITY_TEAM_MAX = 6;

/**
 * The score rules: points a member earns for each up vote and each down vote their posts and answers
 * receive, and for each of their answers a question's author accepted. Derived from the rows, so a
 * changed vote or a moved acceptance changes the score by exactly these figures.
 */
export const COMMUNITY_SCORE_RULES = {
  upvote: 10,
  downvote: -2,
  acceptedAnswer: 15,
} as const;

export interface CommunityScoreFacts {
  readonly upvotesReceived: number;
  readonly downvotesReceived: number;
  readonly acceptedAnswers: number;
}

export function communityScore(facts: CommunityScoreFacts): number {
  return (
    facts.upvotesReceived * COMMUNITY_SCORE_RULES.upvote +
    facts.downvotesReceived * COMMUNITY_SCORE_RULES.downvote +
    facts.acceptedAnswers * COMMUNITY_SCORE_RULES.acceptedAnswer
  );
}

/** COMMUNITY_URL's placeholder for the member's market; the default address is the SPA's own community. */
export const COMMUNITY_URL_COUNTRY = '{country}';
export const COMMUNITY_URL_DEFAULT = `/${COMMUNITY_URL_COUNTRY}/community`;
export const communityAddress = (template: string, country: string): string =>
  template.split(COMMUNITY_URL_COUNTRY).join(country);
