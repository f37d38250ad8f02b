import {
  REPORTS_PER_HOUR,
  reportActionApplies,
  type ReportAction,
  type ReportStatus,
  type ReportTargetType,
  OPS_PAGE_SIZE,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import type { Executor, Transaction } from '../../db/client';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import { recordStaffAction } from '../audit';
import type { Page, ReportView } from './ops.shapes';
import {
  countReportsSince,
  insertReport,
  lockReport,
  reportById,
  reportPage,
  resolveOpenReports,
} from './report.queries';
import { removeTargetContent, targetForStaff, targetSeenBy } from './report-targets';
import { suspendWithin } from './suspension.service';

const HOUR_MS = 60 * 60 * 1000;
const REPORT_LIMIT: PersonLimit = {
  name: 'reports',
  max: REPORTS_PER_HOUR,
  windowMs: HOUR_MS,
  refusal: () => new DomainError('RATE_LIMITED', 'tooManyReports'),
};
const notFound = (): DomainError => new DomainError('NOT_FOUND', 'notFound');
const unavailable = (): DomainError => new DomainError('BAD_USER_INPUT', 'reportActionUnavailable');

/**
 * reportContent: anyone signed in reports a review, a chat message they can read, or a profile. One open
 * report per person and thing; at most REPORTS_PER_HOUR an hour; never one's own.
 */
export async function reportContent(
  deps: Deps,
  viewer: Viewer,
  input: { readonly targetType: ReportTargetType; readonly targetId: string; readonly reason: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await admitUnderLimit(tx, REPORT_LIMIT, viewer.userId, now, (since) =>
      countReportsSince(tx, viewer.userId, since),
    );
    const target = await targetSeenBy(tx, viewer.userId, input.targetType, input.targetId);
    if (!target) throw notFound();
    if (target.ownerId === viewer.userId) throw new DomainError('FORBIDDEN', 'reportOwnContent');
    const id = await insertReport(tx, {
      reporterId: viewer.userId,
      targetType: input.targetType,
      targetId: input.targetId,
      targetUserId: target.ownerId,
      excerpt: target.excerpt,
      reason: input.reason,
      createdAt: now,
    });
    if (!id) throw new DomainError('CONFLICT', 'reportAlreadyOpen');
  });
}

export async function listStaffReports(
  deps: Deps,
  input: { readonly status: ReportStatus; readonly page: number },
): Promise<Page<ReportView>> {
  const { items, total } = await reportPage(deps.db, {
    status: input.status,
    offset: (input.page - 1) * OPS_PAGE_SIZE,
    limit: OPS_PAGE_SIZE,
  });
  return { items, total, page: input.page, pageSize: OPS_PAGE_SIZE };
}

interface Resolution {
  readonly reportId: string;
  readonly action: ReportAction;
  readonly note: string;
}

/** The action's effect on the reported thing, audited; the sessions a suspension ended. */
async function applyAction(
  tx: Transaction,
  staff: Viewer,
  report: { targetType: ReportTargetType; targetId: string; targetUserId: string | null },
  input: Resolution,
  now: Date,
): Promise<readonly string[]> {
  if (input.action === 'SUSPEND_USER') {
    if (!report.targetUserId) throw unavailable();
    return suspendWithin(tx, staff, { userId: report.targetUserId, reason: input.note, now });
  }
  if (input.action !== 'REMOVE_CONTENT' || report.targetType === 'PROFILE') return [];
  const before = await targetForStaff(tx, report.targetType, report.targetId);
  if (!before) throw notFound();
  if (await removeTargetContent(tx, report.targetType, report.targetId, now)) {
    const after = await targetForStaff(tx, report.targetType, report.targetId);
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: 'content.remove',
      entityType: report.targetType,
      entityId: report.targetId,
      before: before.state,
      after: after?.state ?? null,
      reason: input.note,
      at: now,
    });
  }
  return [];
}

/**
 * resolveReport: dismiss it, remove the content, or suspend its author, in one transaction with the audit
 * entries. Removing or suspending also resolves the other open reports of the same thing.
 */
export async function resolveReport(deps: Deps, staff: Viewer, input: Resolution): Promise<ReportView> {
  if (!isPvid(input.reportId)) throw notFound();
  const now = deps.clock.now();
  const ended = await deps.db.transaction(async (tx) => {
    const report = await lockReport(tx, input.reportId);
    if (!report) throw notFound();
    if (report.status !== 'OPEN') throw new DomainError('CONFLICT', 'reportAlreadyResolved');
    if (!reportActionApplies(input.action, report.targetType)) throw unavailable();
    const endedSessions = await applyAction(tx, staff, report, input, now);
    const resolution = {
      action: input.action,
      staffNote: input.note,
      resolvedBy: staff.userId,
      resolvedAt: now,
    };
    const resolved = await resolveOpenReports(
      tx,
      input.action === 'DISMISS' ? { reportId: report.id } : report,
      resolution,
    );
    await recordStaffAction(tx, {
      staffId: staff.userId,
      action: 'report.resolve',
      entityType: 'REPORT',
      entityId: report.id,
      before: { status: report.status, targetType: report.targetType, targetId: report.targetId },
      after: { status: 'RESOLVED', action: input.action, resolvedReports: resolved },
      reason: input.note,
      at: now,
    });
    return endedSessions;
  });
  deps.sessionWatch.announceEnded(ended);
  return (await reportById(deps.db, input.reportId)) ?? Promise.reject(notFound());
}

/** Files a report as given, without the reporter-facing checks: for the demo seed. */
export async function recordReport(
  executor: Executor,
  input: {
    readonly reporterId: string;
    readonly targetType: ReportTargetType;
    readonly targetId: string;
    readonly reason: string;
    readonly at: Date;
  },
): Promise<void> {
  const target = await targetForStaff(executor, input.targetType, input.targetId);
  if (!target) throw new Error(`no ${input.targetType} ${input.targetId} to report`);
  await insertReport(executor, {
    reporterId: input.reporterId,
    targetType: input.targetType,
    targetId: input.targetId,
    targetUserId: target.ownerId,
    excerpt: target.excerpt,
    reason: input.reason,
    createdAt: input.at,
  });
}
