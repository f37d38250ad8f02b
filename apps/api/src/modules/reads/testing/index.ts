/**
 * The reads area's testing face: what other areas' tests use to arrange a world (tests only).
 */
export { tutorArticles } from '../reads.tables';
