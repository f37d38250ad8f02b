import type { ReplyWithin } from '@ajar/domain';

/** A tutor's reputation figures; each null until enough rooms or decisions count. */
export interface TutorReputationView {
  readonly medianReplyMinutes: number | null;
  readonly replyWithin: ReplyWithin | null;
  /** Whole percent. */
  readonly acceptanceRate: number | null;
}
