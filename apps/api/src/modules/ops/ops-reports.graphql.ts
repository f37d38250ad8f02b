import {
  MESSAGES,
  REPORT_ACTIONS,
  REPORT_STATUSES,
  REPORT_TARGET_TYPES,
  reportContentSchema,
  resolveReportSchema,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { staffPageSchema, staffPageType } from './staff-page.graphql';
import { MutationResultType } from '../../graphql/mutation-result';
import { parseInput } from '../../kernel/domain-error';
import type { ReportView } from './ops.shapes';
import { listStaffReports, reportContent, resolveReport } from './report.service';

const ReportTargetTypeEnum = builder.enumType('ReportTargetType', { values: REPORT_TARGET_TYPES });
const ReportStatusEnum = builder.enumType('ReportStatus', { values: REPORT_STATUSES });
const ReportActionEnum = builder.enumType('ReportAction', { values: REPORT_ACTIONS });

const StaffReportType = builder.objectRef<ReportView>('StaffReport').implement({
  description: 'A report of a review, a chat message or a profile, as the Ajar team reads it (staff only).',
  fields: (t) => ({
    id: t.exposeID('id'),
    targetType: t.field({ type: ReportTargetTypeEnum, resolve: (report) => report.targetType }),
    targetId: t.exposeID('targetId'),
    targetUserId: t.exposeID('targetUserId', {
      nullable: true,
      description: "Whose content it is; null for a guest's review.",
    }),
    targetUserName: t.exposeString('targetUserName', { nullable: true }),
    targetUserEmail: t.exposeString('targetUserEmail', { nullable: true }),
    targetUserSuspended: t.exposeBoolean('targetUserSuspended'),
    reporterId: t.exposeID('reporterId'),
    reporterName: t.exposeString('reporterName'),
    excerpt: t.exposeString('excerpt', { description: 'The reported text as it was when reported.' }),
    reason: t.exposeString('reason'),
    status: t.field({ type: ReportStatusEnum, resolve: (report) => report.status }),
    action: t.field({ type: ReportActionEnum, nullable: true, resolve: (report) => report.action }),
    staffNote: t.exposeString('staffNote', { nullable: true }),
    resolvedByName: t.exposeString('resolvedByName', { nullable: true }),
    resolvedAt: t.expose('resolvedAt', { type: 'DateTime', nullable: true }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

const StaffReportPageType = staffPageType('StaffReportPage', StaffReportType);

builder.queryFields((t) => ({
  getStaffReports: t.withAuth({ staff: true }).field({
    type: StaffReportPageType,
    description: 'Staff only: the open reports oldest first (the queue), or the resolved ones newest first.',
    args: { status: t.arg({ type: ReportStatusEnum, required: true }), page: t.arg.int() },
    resolve: (_root, args, { deps }) =>
      listStaffReports(deps, {
        status: args.status,
        page: parseInput(staffPageSchema, args.page ?? undefined),
      }),
  }),
}));

builder.mutationFields((t) => ({
  reportContent: t.withAuth({ member: true }).field({
    type: MutationResultType,
    description:
      'Anyone signed in reports a review, a chat message they can read, or a profile to the Ajar team. ' +
      'NOT_FOUND when it does not exist for them; CONFLICT reportAlreadyOpen while their report of it is open; ' +
      'RATE_LIMITED tooManyReports past REPORTS_PER_HOUR.',
    args: {
      targetType: t.arg({ type: ReportTargetTypeEnum, required: true }),
      targetId: t.arg.id({ required: true }),
      reason: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      await reportContent(deps, viewer, parseInput(reportContentSchema, args));
      return { success: true, message: MESSAGES.reportSent };
    },
  }),
  resolveReport: t.withAuth({ staff: true }).field({
    type: StaffReportType,
    description:
      'Staff only: dismiss a report, remove the reported review or message (hidden from every read), or ' +
      "suspend its author. Audited; removing and suspending resolve the thing's other open reports too.",
    args: {
      reportId: t.arg.id({ required: true }),
      action: t.arg({ type: ReportActionEnum, required: true }),
      note: t.arg.string({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      resolveReport(deps, viewer, parseInput(resolveReportSchema, args)),
  }),
}));
