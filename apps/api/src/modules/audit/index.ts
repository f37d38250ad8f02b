// The public face of the audit area: every staff action is written here, never rewritten.
export { recordStaffAction, staffAuditEntries } from './audit.service';
export type { StaffAction, StaffAuditEntry } from './audit.service';
