import { and, gte, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../infra/search/search-text';
import { bookings } from '../booking';
import { chatMessages, chatRooms } from '../chat';

export interface ReplyWait {
  readonly tutorId: string;
  readonly waitSeconds: number;
}

/**
 * Per room of these tutors: the wait from the other member's first message (since `since`) to the tutor's
 * first message after it, or to `now` while it still waits. One statement for all the tutors of a page:
 * each side of the pair is an index (the unique pair, member_high), each message a (room_id, id) range.
 */
export async function replyWaitsOf(
  executor: Executor,
  tutorIds: readonly string[],
  since: Date,
  now: Date,
): Promise<ReplyWait[]> {
  if (tutorIds.length === 0) return [];
  const ids = sql`string_to_array(${tutorIds.join(',')}, ',')::uuid[]`;
  const sinceAt = sql`${since.toISOString()}::timestamptz`;
  const result = await executor.execute(sql`
    with rooms as (
      select ${chatRooms.memberLow} as tutor_id, ${chatRooms.id} as room_id, ${chatRooms.memberHigh} as other_id
      from ${chatRooms} where ${chatRooms.memberLow} = any(${ids}) and ${chatRooms.updatedAt} >= ${sinceAt}
      union all
      select ${chatRooms.memberHigh}, ${chatRooms.id}, ${chatRooms.memberLow}
      from ${chatRooms} where ${chatRooms.memberHigh} = any(${ids}) and ${chatRooms.updatedAt} >= ${sinceAt}
    )
    select rooms.tutor_id,
      extract(epoch from coalesce(reply.created_at, ${now.toISOString()}::timestamptz) - first.created_at)::float8
        as wait_seconds
    from rooms
    join lateral (
      select m.id, m.created_at from ${chatMessages} m
      where m.room_id = rooms.room_id and m.owner_id = rooms.other_id and m.private_for is null
      order by m.id limit 1
    ) first on true
    left join lateral (
      select m.created_at from ${chatMessages} m
      where m.room_id = rooms.room_id and m.owner_id = rooms.tutor_id and m.private_for is null and m.id > first.id
      order by m.id limit 1
    ) reply on true
    where first.created_at >= ${sinceAt}`);
  return rowsOf<{ tutor_id: string; wait_seconds: number | string }>(result).map((row) => ({
    tutorId: row.tutor_id,
    waitSeconds: Number(row.wait_seconds),
  }));
}

export interface BookingDecisions {
  readonly tutorId: string;
  readonly accepted: number;
  readonly rejected: number;
}

/** Per tutor, bookings made since `since` that they accepted (ACCEPTED, DONE) or that were rejected. */
export function bookingDecisionsOf(
  executor: Executor,
  tutorIds: readonly string[],
  since: Date,
): Promise<BookingDecisions[]> {
  if (tutorIds.length === 0) return Promise.resolve([]);
  return executor
    .select({
      tutorId: bookings.tutorId,
      accepted: sql<number>`count(*) filter (where ${bookings.status} in ('ACCEPTED', 'DONE'))`.mapWith(
        Number,
      ),
      rejected: sql<number>`count(*) filter (where ${bookings.status} = 'REJECTED')`.mapWith(Number),
    })
    .from(bookings)
    .where(and(inArray(bookings.tutorId, [...tutorIds]), gte(bookings.createdAt, since)))
    .groupBy(bookings.tutorId);
}
