import { OPS_PAGE_SIZE, type CurrencyCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { staffAuditEntries, type StaffAuditEntry } from '../audit';
import { staffPayoutPage, type StaffPayoutView } from '../payout';
import type { ConsoleCounts, Page } from './ops.shapes';
import { countOpenReports, countSuspendedUsers } from './report.queries';

export async function listStaffPayouts(
  deps: Deps,
  input: { readonly page: number; readonly currency?: CurrencyCode },
): Promise<Page<StaffPayoutView>> {
  const { items, total } = await staffPayoutPage(deps.db, {
    ...(input.currency ? { currency: input.currency } : {}),
    offset: (input.page - 1) * OPS_PAGE_SIZE,
    limit: OPS_PAGE_SIZE,
  });
  return { items, total, page: input.page, pageSize: OPS_PAGE_SIZE };
}

/** The audit log, newest first, a page before an instant (the last entry of the page read before). */
export function listStaffAuditLog(
  deps: Deps,
  input: { readonly before?: Date; readonly entityType?: string },
): Promise<StaffAuditEntry[]> {
  return staffAuditEntries(deps.db, { limit: OPS_PAGE_SIZE, ...input });
}

export async function consoleCounts(deps: Deps): Promise<ConsoleCounts> {
  const openReports = await countOpenReports(deps.db);
  const suspendedUsers = await countSuspendedUsers(deps.db);
  const payouts = await staffPayoutPage(deps.db, { offset: 0, limit: 0 });
  const [last] = await staffAuditEntries(deps.db, { limit: 1 });
  return { openReports, suspendedUsers, payouts: payouts.total, lastAuditAt: last?.createdAt ?? null };
}
