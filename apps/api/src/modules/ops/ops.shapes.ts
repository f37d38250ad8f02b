import type {
  CountryCode,
  FeedbackCategory,
  ReportAction,
  ReportStatus,
  ReportTargetType,
} from '@ajar/domain';

/** A report as the Ajar team reads it in the queue. */
export interface ReportView {
  readonly id: string;
  readonly targetType: ReportTargetType;
  readonly targetId: string;
  readonly targetUserId: string | null;
  readonly targetUserName: string | null;
  readonly targetUserEmail: string | null;
  readonly targetUserSuspended: boolean;
  readonly reporterId: string;
  readonly reporterName: string;
  readonly excerpt: string;
  readonly reason: string;
  readonly status: ReportStatus;
  readonly action: ReportAction | null;
  readonly staffNote: string | null;
  readonly resolvedByName: string | null;
  readonly resolvedAt: Date | null;
  readonly createdAt: Date;
}

export interface Page<Item> {
  readonly items: readonly Item[];
  readonly total: number;
  readonly page: number;
  readonly pageSize: number;
}

/** The console home's figures. */
export interface ConsoleCounts {
  readonly openReports: number;
  readonly suspendedUsers: number;
  readonly payouts: number;
  readonly lastAuditAt: Date | null;
}

/** Feedback as the Ajar team reads it in the console. */
export interface FeedbackView {
  readonly id: string;
  readonly senderId: string;
  readonly senderName: string;
  readonly senderEmail: string;
  readonly senderCountry: CountryCode;
  readonly category: FeedbackCategory | null;
  readonly message: string;
  readonly createdAt: Date;
}
