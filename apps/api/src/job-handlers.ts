import type { Deps } from './deps';
import type { JobHandlers } from './modules/jobs';
import { bookingJobHandlers } from './modules/booking';
import { classJobHandlers } from './modules/classes';
import { disputeJobHandlers } from './modules/dispute';

/** Every area's durable jobs (modules/jobs runs them), assembled by the app layer. */
export function allJobHandlers(deps: Deps): JobHandlers {
  return { ...bookingJobHandlers(deps), ...disputeJobHandlers(deps), ...classJobHandlers(deps) };
}
