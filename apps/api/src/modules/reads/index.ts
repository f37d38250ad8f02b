// The public face of the reads area: the articles' table and their plain text (the search overlay reads them), the
// shared link's preview, and what the demo seed writes with.
export { tutorArticles } from './reads.tables';
export { readsShareMeta } from './reads-share';
export { plainTextOf } from './reads-sanitize';
export { seedDemoArticles, seedDemoBlogPosts } from './reads-seed';
export type { DemoArticle, DemoBlogPost } from './reads-seed';
