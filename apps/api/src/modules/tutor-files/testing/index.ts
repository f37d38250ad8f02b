/**
 * The tutor files area's testing face: what other areas' tests (and the seed) use to arrange a world.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { storagePurchases, tutorFileShares, tutorFiles } from '../tutor-files.tables';
