import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { rowsOf } from '../../infra/search/search-text';
import { bookings } from '../booking';
import { chatMessages, chatRooms } from '../chat';

export interface ReputationFacts {
  readonly tutorId: string;
  /** Per room: seconds from the other member's first message to the tutor's first after it (or to now). */
  readonly waitsSeconds: readonly number[];
  readonly accepted: number;
  readonly rejected: number;
}

export interface ReputationWindows {
  readonly repliesSince: Date;
  readonly bookingsSince: Date;
  readonly now: Date;
}

/**
 * The facts of these tutors' reputations in one statement, so a page of search cards adds one to the
 * search's own. Each side of a room's pair is an index (the unique pair, member_high), each message a
 * (room_id, id) range, the bookings the (tutor_id, start_time) index.
 */
export async function reputationFactsOf(
  executor: Executor,
  tutorIds: readonly string[],
  windows: ReputationWindows,
): Promise<ReputationFacts[]> {
  if (tutorIds.length === 0) return [];
  const ids = sql`string_to_array(${tutorIds.join(',')}, ',')::uuid[]`;
  const repliesSince = sql`${windows.repliesSince.toISOString()}::timestamptz`;
  const now = sql`${windows.now.toISOString()}::timestamptz`;
  const result = await executor.execute(sql`
    with rooms as (
      select ${chatRooms.memberLow} as tutor_id, ${chatRooms.id} as room_id, ${chatRooms.memberHigh} as other_id
      from ${chatRooms} where ${chatRooms.memberLow} = any(${ids}) and ${chatRooms.updatedAt} >= ${repliesSince}
      union all
      select ${chatRooms.memberHigh}, ${chatRooms.id}, ${chatRooms.memberLow}
      from ${chatRooms} where ${chatRooms.memberHigh} = any(${ids}) and ${chatRooms.updatedAt} >= ${repliesSince}
    ), waits as (
      select rooms.tutor_id,
        json_agg(extract(epoch from coalesce(reply.created_at, ${now}) - first.created_at)::float8) as waits
      from rooms
      join lateral (
        select m.id, m.created_at from ${chatMessages} m
        where m.room_id = rooms.room_id and m.owner_id = rooms.other_id and m.private_for is null
        order by m.id limit 1
      ) first on true
      left join lateral (
        select m.created_at from ${chatMessages} m
        where m.room_id = rooms.room_id and m.owner_id = rooms.tutor_id and m.private_for is null
          and m.id > first.id
        order by m.id limit 1
      ) reply on true
      where first.created_at >= ${repliesSince}
      group by rooms.tutor_id
    ), decisions as (
      select ${bookings.tutorId} as tutor_id,
        count(*) filter (where ${bookings.status} in ('ACCEPTED', 'DONE'))::int as accepted,
        count(*) filter (where ${bookings.status} = 'REJECTED')::int as rejected
      from ${bookings}
      where ${bookings.tutorId} = any(${ids})
        and ${bookings.createdAt} >= ${windows.bookingsSince.toISOString()}::timestamptz
      group by ${bookings.tutorId}
    )
    select coalesce(waits.tutor_id, decisions.tutor_id) as tutor_id, waits.waits,
      coalesce(decisions.accepted, 0) as accepted, coalesce(decisions.rejected, 0) as rejected
    from waits full join decisions on decisions.tutor_id = waits.tutor_id`);
  return rowsOf<{ tutor_id: string; waits: unknown; accepted: number; rejected: number }>(result).map(
    (row) => ({
      tutorId: row.tutor_id,
      waitsSeconds: jsonNumbers(row.waits),
      accepted: Number(row.accepted),
      rejected: Number(row.rejected),
    }),
  );
}

// json comes parsed from node-postgres and PGlite alike; a string is parsed in case a driver does not.
function jsonNumbers(value: unknown): number[] {
  const parsed: unknown = typeof value === 'string' ? JSON.parse(value) : value;
  return Array.isArray(parsed) ? parsed.map(Number) : [];
}
