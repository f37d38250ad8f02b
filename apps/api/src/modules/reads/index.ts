// The public face of the reads area: the articles' table (the search overlay reads it), the
// shared link's preview, and what the demo seed writes with.
export { tutorArticles } from './reads.tables';
export { readsShareMeta } from './reads-share';
export { seedDemoArticles, seedDemoBlogPosts } from './reads-seed';
export type { DemoArticle, DemoBlogPost } from './reads-seed';
