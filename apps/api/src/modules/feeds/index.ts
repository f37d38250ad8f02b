// The public face of the feeds area: what the console's reports read and remove.
export { feedCommentForStaff, removeFeedComment } from './feeds-moderation';
export type { ReportedFeedComment } from './feeds-moderation';
// The demo seed's threads.
export { seedDemoFeedThread } from './feeds-seed';
export type { DemoFeedThread } from './feeds-seed';
