/** What a signed-in person may report to the Ajar team: a review, a chat message, a profile. */
export const REPORT_TARGET_TYPES = ['REVIEW', 'MESSAGE', 'PROFILE', 'FEED_COMMENT'] as const;
export type ReportTargetType = (typeof REPORT_TARGET_TYPES)[number];

export const REPORT_STATUSES = ['OPEN', 'RESOLVED'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** What the team does with a report: nothing, hide the reported content, or suspend its author. */
export const REPORT_ACTIONS = ['DISMISS', 'REMOVE_CONTENT', 'SUSPEND_USER'] as const;
export type ReportAction = (typeof REPORT_ACTIONS)[number];

export const REPORT_REASON_MAX = 500;
export const STAFF_NOTE_MAX = 500;
/** Reports one person may send in an hour: enough for real trouble, too few to flood the queue. */
export const REPORTS_PER_HOUR = 10;
/** Rows per page of the console's lists. */
export const OPS_PAGE_SIZE = 50;

/** A profile has no content of its own to hide: its answer is the author's suspension. */
export function reportActionApplies(action: ReportAction, targetType: ReportTargetType): boolean {
  return action !== 'REMOVE_CONTENT' || targetType !== 'PROFILE';
}
