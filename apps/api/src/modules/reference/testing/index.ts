/**
 * The reference area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { seedReference } from '../reference.seed';
export {
  cities,
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
} from '../reference.tables';
