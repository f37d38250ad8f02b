/** Feeds: a market's live wall of comments, replies and votes, shared by the API and the web. */

/** Spec section 4: a comment or a reply holds at most 700 characters. */
export const FEED_COMMENT_MAX_CHARS = 700;

/** A vote on a comment: up or down, one per person, changeable. Stored as +1 / -1. */
export const FEED_VOTES = ['UP', 'DOWN'] as const;
export type FeedVote = (typeof FEED_VOTES)[number];
export const feedVoteValue = (vote: FeedVote): 1 | -1 => (vote === 'UP' ? 1 : -1);
export const feedVoteOf = (value: number): FeedVote => (value > 0 ? 'UP' : 'DOWN');

/** Comments per getFeeds page when no length is asked, and the most one page may hold. */
export const FEED_PAGE_SIZE = 10;
export const FEED_PAGE_MAX = 50;
/** People one comment or reply may mention, and people getFeedMentions offers. */
export const FEED_MENTIONS_MAX = 10;
export const FEED_MENTION_SUGGESTIONS = 8;
/** getFeedMentions' search text. */
export const FEED_MENTION_SEARCH_MAX = 100;

/** Rate limit: comments and replies one person may post in a window. */
export const FEED_POSTS_PER_WINDOW = 20;
export const FEED_POST_WINDOW_MS = 10 * 60 * 1000;

/** The wall's page, under /{country}. */
export const FEED_ROUTES = { feeds: 'feeds' } as const;

/** What links in user text open with: never followed, marked as user content, no opener. */
export const FEED_LINK_REL = 'nofollow ugc noopener';
