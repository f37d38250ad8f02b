import { and, desc, eq, lt, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import { staffAuditLog } from './audit.tables';

export interface StaffAction {
  readonly staffId: string;
  /** What was done, e.g. 'dispute.decide', 'user.suspend'. */
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string;
  /** The thing as it was, and as it is after the action (plain JSON; null when it did not exist). */
  readonly before: unknown;
  readonly after: unknown;
  readonly reason?: string;
  readonly at: Date;
}

/** Writes one staff action, inside the caller's transaction so the log and the action commit together. */
export async function recordStaffAction(executor: Executor, action: StaffAction): Promise<void> {
  await executor.insert(staffAuditLog).values({
    staffId: action.staffId,
    action: action.action,
    entityType: action.entityType,
    entityId: action.entityId,
    before: action.before ?? null,
    after: action.after ?? null,
    reason: action.reason ?? '',
    createdAt: action.at,
  });
}

export interface StaffAuditEntry {
  readonly id: string;
  readonly staffId: string;
  readonly staffName: string;
  readonly action: string;
  readonly entityType: string;
  readonly entityId: string;
  readonly before: unknown;
  readonly after: unknown;
  readonly reason: string;
  readonly createdAt: Date;
}

/** The log, newest first, optionally of one thing and before an instant (for paging). */
export async function staffAuditEntries(
  executor: Executor,
  options: {
    readonly limit: number;
    readonly before?: Date;
    readonly entityType?: string;
    readonly entityId?: string;
  },
): Promise<StaffAuditEntry[]> {
  const conditions: SQL[] = [];
  if (options.before) conditions.push(lt(staffAuditLog.createdAt, options.before));
  if (options.entityType) conditions.push(eq(staffAuditLog.entityType, options.entityType));
  if (options.entityId) conditions.push(eq(staffAuditLog.entityId, options.entityId));
  const rows = await executor
    .select({ entry: staffAuditLog, firstName: users.firstName, lastName: users.lastName })
    .from(staffAuditLog)
    .innerJoin(users, eq(users.id, staffAuditLog.staffId))
    .where(and(...conditions))
    .orderBy(desc(staffAuditLog.createdAt), desc(staffAuditLog.id))
    .limit(options.limit);
  return rows.map(({ entry, firstName, lastName }) => ({
    ...entry,
    staffName: `${firstName} ${lastName}`.trim(),
  }));
}
