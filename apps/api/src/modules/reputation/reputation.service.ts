import {
  ACCEPTANCE_WINDOW_DAYS,
  REPLY_TIME_WINDOW_DAYS,
  acceptancePercent,
  medianReplyMinutes,
  replyWithin,
} from '@ajar/domain';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { reputationFactsOf } from './reputation.queries';
import type { TutorReputationView } from './reputation.shapes';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/**
 * The reputation of each of these users, in their order (the rules and windows are the domain's, see
 * trust/reputation.ts). One statement whatever the number of users: a page of search cards costs one.
 */
export async function reputationsOf(
  executor: Executor,
  userIds: readonly string[],
  now: Date,
): Promise<TutorReputationView[]> {
  const facts = await reputationFactsOf(executor, [...new Set(userIds.filter(isPvid))], {
    repliesSince: daysBefore(now, REPLY_TIME_WINDOW_DAYS),
    bookingsSince: daysBefore(now, ACCEPTANCE_WINDOW_DAYS),
    now,
  });
  const factsOf = new Map(facts.map((row) => [row.tutorId, row]));
  return userIds.map((id) => {
    const found = factsOf.get(id);
    const minutes = medianReplyMinutes(found?.waitsSeconds ?? []);
    return {
      medianReplyMinutes: minutes,
      replyWithin: replyWithin(minutes),
      acceptanceRate: found ? acceptancePercent(found.accepted, found.rejected) : null,
    };
  });
}
