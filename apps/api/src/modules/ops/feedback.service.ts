import { FEEDBACK_PER_HOUR, OPS_PAGE_SIZE, type FeedbackCategory } from '@ajar/domain';
import type { Deps } from '../../deps';
import { admitUnderLimit, type PersonLimit } from '../../infra/rate-limit/person-limit';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { countFeedbackSince, feedbackPage, insertFeedback } from './feedback.queries';
import type { FeedbackView, Page } from './ops.shapes';

const HOUR_MS = 60 * 60 * 1000;

const FEEDBACK_LIMIT: PersonLimit = {
  name: 'feedback',
  max: FEEDBACK_PER_HOUR,
  windowMs: HOUR_MS,
  refusal: () => new DomainError('RATE_LIMITED', 'tooManyFeedback'),
};

/** sendFeedback: anyone signed in writes to the team; at most FEEDBACK_PER_HOUR an hour. */
export async function sendFeedback(
  deps: Deps,
  viewer: Viewer,
  input: { readonly message: string; readonly category?: FeedbackCategory | null },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await admitUnderLimit(tx, FEEDBACK_LIMIT, viewer.userId, now, (since) =>
      countFeedbackSince(tx, viewer.userId, since),
    );
    await insertFeedback(tx, {
      senderId: viewer.userId,
      category: input.category ?? null,
      message: input.message,
      createdAt: now,
    });
  });
}

/** getStaffFeedback: the console's list, newest first. */
export async function listStaffFeedback(deps: Deps, page: number): Promise<Page<FeedbackView>> {
  const { items, total } = await feedbackPage(deps.db, {
    offset: (page - 1) * OPS_PAGE_SIZE,
    limit: OPS_PAGE_SIZE,
  });
  return { items, total, page, pageSize: OPS_PAGE_SIZE };
}
