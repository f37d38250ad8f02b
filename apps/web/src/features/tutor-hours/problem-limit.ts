import { AVAILABILITY_MAX_EXCEPTIONS, AVAILABILITY_MAX_INTERVALS_PER_DAY } from '@ajar/domain';
import type { DraftProblem } from './hours-model';

/** The limit a problem's text names ("At most {{max}} …"). */
export function problemLimit(problem: DraftProblem): { max: string } {
  return {
    max: String(
      problem === 'tooManyExceptions' ? AVAILABILITY_MAX_EXCEPTIONS : AVAILABILITY_MAX_INTERVALS_PER_DAY,
    ),
  };
}
