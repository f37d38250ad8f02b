// The public face of the community area (issue 20): the demo seed's questions, posts and follows.
export { seedDemoCommunity } from './community-seed';
export type { DemoCommunityPost } from './community-seed';
