/**
 * The classroom area's testing face: what other areas' tests use to enter a room and read its attendance.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { GET_CLASSROOM, classroomWorld, refusalOf } from './classroom-test-helpers';
export type { Signal } from './classroom-test-helpers';
