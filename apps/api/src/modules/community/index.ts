// The public face of the community area: the demo seed's questions, posts and follows.
export { seedDemoCommunity } from './community-seed';
export type { DemoCommunityPost } from './community-seed';
