// The community's three pages travel in one chunk: they share most of their parts, and one chunk costs the
// start chunk one list of files instead of three (the phone budget).
export { CommunityHomePage } from './community-home-page';
export { CommunityMemberPage } from './community-member-page';
export { CommunityPostPage } from './community-post-page';
