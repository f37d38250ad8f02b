// The public face of the account area: the one file other areas and the app layer import.
export { initialsOf } from './account.shapes';
export type { ProfileView } from './account.shapes';
export { companies, roles, users } from './account.tables';
export type { CompanyRow, RoleRow, UserRow } from './account.tables';
export { createSessionWatch } from './session-watch';
export { resolveCommunityViewer, resolveViewer, startSession } from './session.service';
export { createStaffAccount } from './staff-account.service';
export type { StaffAccountInput } from './staff-account.service';
// The team's console: suspending and restoring accounts
export { findAccountForStaff, restoreAccount, suspendAccount } from './account-suspension.service';
export type { StaffAccountView, SuspensionOutcome } from './account-suspension.service';
