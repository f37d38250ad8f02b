/**
 * The account area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { companies, roles, users } from '../account.tables';
export type { UserRow } from '../account.tables';
export { createSessionWatch } from '../session-watch';
export { resolveViewer, startSession } from '../session.service';
export { createStaffAccount } from '../staff-account.service';
