import type { ReportAction, ReportStatus, ReportTargetType } from '@ajar/domain';
import { and, asc, count, desc, eq, gte, isNotNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { users } from '../account';
import type { ReportView } from './ops.shapes';
import { contentReports, type ContentReportRow } from './ops.tables';

const reporters = alias(users, 'reporter');
const targetUsers = alias(users, 'target_user');
const resolvers = alias(users, 'resolver');
const nameOf = (first: string | null, last: string | null): string => `${first ?? ''} ${last ?? ''}`.trim();

export async function countReportsSince(
  executor: Executor,
  reporterId: string,
  since: Date,
): Promise<number> {
  const [row] = await executor
    .select({ sent: count() })
    .from(contentReports)
    .where(and(eq(contentReports.reporterId, reporterId), gte(contentReports.createdAt, since)));
  return row?.sent ?? 0;
}

/** The new report's id, or undefined when the reporter already has one open on this thing. */
export async function insertReport(
  executor: Executor,
  values: {
    reporterId: string;
    targetType: ReportTargetType;
    targetId: string;
    targetUserId: string | null;
    excerpt: string;
    reason: string;
    createdAt: Date;
  },
): Promise<string | undefined> {
  const [row] = await executor
    .insert(contentReports)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: contentReports.id });
  return row?.id;
}

export async function lockReport(
  executor: Executor,
  reportId: string,
): Promise<ContentReportRow | undefined> {
  const [row] = await executor
    .select()
    .from(contentReports)
    .where(eq(contentReports.id, reportId))
    .for('update')
    .limit(1);
  return row;
}

/** Resolves the open reports of one thing (or only the one given): the ids resolved. */
export async function resolveOpenReports(
  executor: Executor,
  scope: { readonly reportId: string } | { readonly targetType: ReportTargetType; readonly targetId: string },
  resolution: { action: ReportAction; staffNote: string; resolvedBy: string; resolvedAt: Date },
): Promise<string[]> {
  const which =
    'reportId' in scope
      ? eq(contentReports.id, scope.reportId)
      : and(eq(contentReports.targetType, scope.targetType), eq(contentReports.targetId, scope.targetId));
  const rows = await executor
    .update(contentReports)
    .set({ status: 'RESOLVED', ...resolution })
    .where(and(which, eq(contentReports.status, 'OPEN')))
    .returning({ id: contentReports.id });
  return rows.map((row) => row.id);
}

type ViewRow = Awaited<ReturnType<typeof selectViews>>[number];

function selectViews(
  executor: Executor,
  where: SQL | undefined,
  order: SQL[],
  offset: number,
  limit: number,
) {
  return executor
    .select({
      report: contentReports,
      reporterFirst: reporters.firstName,
      reporterLast: reporters.lastName,
      targetFirst: targetUsers.firstName,
      targetLast: targetUsers.lastName,
      targetEmail: targetUsers.email,
      targetSuspendedAt: targetUsers.suspendedAt,
      resolverFirst: resolvers.firstName,
      resolverLast: resolvers.lastName,
    })
    .from(contentReports)
    .innerJoin(reporters, eq(reporters.id, contentReports.reporterId))
    .leftJoin(targetUsers, eq(targetUsers.id, contentReports.targetUserId))
    .leftJoin(resolvers, eq(resolvers.id, contentReports.resolvedBy))
    .where(where)
    .orderBy(...order)
    .offset(offset)
    .limit(limit);
}

const toView = (row: ViewRow): ReportView => ({
  id: row.report.id,
  targetType: row.report.targetType,
  targetId: row.report.targetId,
  targetUserId: row.report.targetUserId,
  targetUserName: row.targetEmail === null ? null : nameOf(row.targetFirst, row.targetLast),
  targetUserEmail: row.targetEmail,
  targetUserSuspended: row.targetSuspendedAt !== null,
  reporterId: row.report.reporterId,
  reporterName: nameOf(row.reporterFirst, row.reporterLast),
  excerpt: row.report.excerpt,
  reason: row.report.reason,
  status: row.report.status,
  action: row.report.action,
  staffNote: row.report.staffNote,
  resolvedByName: row.resolverFirst === null ? null : nameOf(row.resolverFirst, row.resolverLast),
  resolvedAt: row.report.resolvedAt,
  createdAt: row.report.createdAt,
});

/** Open reports oldest first (the queue), resolved ones newest first (the history). */
export async function reportPage(
  executor: Executor,
  options: { readonly status: ReportStatus; readonly offset: number; readonly limit: number },
): Promise<{ items: ReportView[]; total: number }> {
  const where = eq(contentReports.status, options.status);
  const order =
    options.status === 'OPEN'
      ? [asc(contentReports.createdAt), asc(contentReports.id)]
      : [desc(contentReports.resolvedAt), asc(contentReports.id)];
  const rows = await selectViews(executor, where, order, options.offset, options.limit);
  const [counted] = await executor.select({ total: count() }).from(contentReports).where(where);
  return { total: counted?.total ?? 0, items: rows.map(toView) };
}

export async function reportById(executor: Executor, reportId: string): Promise<ReportView | undefined> {
  const [row] = await selectViews(executor, eq(contentReports.id, reportId), [], 0, 1);
  return row && toView(row);
}

export async function countOpenReports(executor: Executor): Promise<number> {
  const [row] = await executor
    .select({ open: count() })
    .from(contentReports)
    .where(eq(contentReports.status, 'OPEN'));
  return row?.open ?? 0;
}

export async function countSuspendedUsers(executor: Executor): Promise<number> {
  const [row] = await executor.select({ suspended: count() }).from(users).where(isNotNull(users.suspendedAt));
  return row?.suspended ?? 0;
}
