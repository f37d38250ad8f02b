// Apart from community.ts: the bell and the pages' links read only these.

/** The community's pages, under /{country}. */
export const COMMUNITY_ROUTES = {
  home: 'community',
  post: 'community/p/:postId',
  member: 'community/u/:username',
} as const;
export const communityPostPath = (postId: string): string => `community/p/${postId}`;
export const communityMemberPath = (username: string): string => `community/u/${username}`;
