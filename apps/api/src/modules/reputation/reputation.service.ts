import {
  ACCEPTANCE_WINDOW_DAYS,
  REPLY_TIME_WINDOW_DAYS,
  acceptancePercent,
  medianReplyMinutes,
  replyWithin,
} from '@ajar/domain';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { bookingDecisionsOf, replyWaitsOf } from './reputation.queries';
import type { TutorReputationView } from './reputation.shapes';

const DAY_MS = 24 * 60 * 60 * 1000;
const daysBefore = (now: Date, days: number): Date => new Date(now.getTime() - days * DAY_MS);

/**
 * The reputation of each of these users, in their order (the rules and windows are the domain's, see
 * trust/reputation.ts). Two statements whatever the number of users: a page of search cards costs two.
 */
export async function reputationsOf(
  executor: Executor,
  userIds: readonly string[],
  now: Date,
): Promise<TutorReputationView[]> {
  const ids = [...new Set(userIds.filter(isPvid))];
  const [waits, decisions] = await Promise.all([
    replyWaitsOf(executor, ids, daysBefore(now, REPLY_TIME_WINDOW_DAYS), now),
    bookingDecisionsOf(executor, ids, daysBefore(now, ACCEPTANCE_WINDOW_DAYS)),
  ]);
  const waitsOf = new Map<string, number[]>();
  for (const wait of waits) {
    const list = waitsOf.get(wait.tutorId) ?? [];
    list.push(wait.waitSeconds);
    waitsOf.set(wait.tutorId, list);
  }
  const decisionsOf = new Map(decisions.map((row) => [row.tutorId, row]));
  return userIds.map((id) => {
    const minutes = medianReplyMinutes(waitsOf.get(id) ?? []);
    const decided = decisionsOf.get(id);
    return {
      medianReplyMinutes: minutes,
      replyWithin: replyWithin(minutes),
      acceptanceRate: decided ? acceptancePercent(decided.accepted, decided.rejected) : null,
    };
  });
}
