import type { CountryCode, StudyRoomMode, StudyRoomTopic } from '@ajar/domain';
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import { users } from '../account';
import { studyRoomPresence, studyRooms, type StudyRoomRow } from './rooms.tables';

export async function insertStudyRoom(
  executor: Executor,
  values: {
    country: CountryCode;
    creatorId: string;
    name: string;
    topic: StudyRoomTopic;
    mode: StudyRoomMode;
    capacity: number;
    createdAt: Date;
  },
): Promise<StudyRoomRow> {
  const [row] = await executor.insert(studyRooms).values(values).returning();
  if (!row) throw new Error('insert study room returned nothing');
  return row;
}

/** A room by id; `lock`: FOR UPDATE, so entries to one room queue behind each other (capacity). */
export async function findStudyRoom(
  executor: Executor,
  roomId: string,
  options: { lock?: boolean } = {},
): Promise<StudyRoomRow | undefined> {
  if (!isPvid(roomId)) return undefined;
  const query = executor.select().from(studyRooms).where(eq(studyRooms.id, roomId)).limit(1);
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

/** A market's open rooms (of one topic), oldest first. */
export async function openStudyRooms(
  executor: Executor,
  country: CountryCode | null,
  topic: StudyRoomTopic | null,
): Promise<StudyRoomRow[]> {
  return executor
    .select()
    .from(studyRooms)
    .where(
      and(
        isNull(studyRooms.closedAt),
        country ? eq(studyRooms.country, country) : undefined,
        topic ? eq(studyRooms.topic, topic) : undefined,
      ),
    )
    .orderBy(asc(studyRooms.createdAt), asc(studyRooms.id))
    .limit(200);
}

export async function openRoomsOfCreator(executor: Executor, creatorId: string): Promise<number> {
  const [row] = await executor
    .select({ n: count() })
    .from(studyRooms)
    .where(and(eq(studyRooms.creatorId, creatorId), isNull(studyRooms.closedAt)));
  return row?.n ?? 0;
}

/** The people present in these rooms: seen since `since`, in the order they entered. */
export async function presentPeople(executor: Executor, roomIds: readonly string[], since: Date) {
  if (roomIds.length === 0) return [];
  return executor
    .select({
      roomId: studyRoomPresence.roomId,
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      avatarUrl: users.avatarUrl,
      enteredAt: studyRoomPresence.enteredAt,
    })
    .from(studyRoomPresence)
    .innerJoin(users, eq(users.id, studyRoomPresence.userId))
    .where(and(inArray(studyRoomPresence.roomId, [...roomIds]), gte(studyRoomPresence.lastSeenAt, since)))
    .orderBy(asc(studyRoomPresence.enteredAt), asc(users.id));
}

/** How many others are present in the room now. */
export async function othersPresent(executor: Executor, roomId: string, userId: string, since: Date) {
  const [row] = await executor
    .select({ n: count() })
    .from(studyRoomPresence)
    .where(
      and(
        eq(studyRoomPresence.roomId, roomId),
        gte(studyRoomPresence.lastSeenAt, since),
        sql`${studyRoomPresence.userId} <> ${userId}`,
      ),
    );
  return row?.n ?? 0;
}

/** Enters (or re-enters) the room: a stale row starts a new stay. */
export async function upsertPresence(
  executor: Executor,
  roomId: string,
  userId: string,
  now: Date,
  since: Date,
): Promise<void> {
  await executor
    .insert(studyRoomPresence)
    .values({ roomId, userId, enteredAt: now, lastSeenAt: now })
    .onConflictDoUpdate({
      target: [studyRoomPresence.roomId, studyRoomPresence.userId],
      set: {
        lastSeenAt: now,
        enteredAt: sql`case when ${studyRoomPresence.lastSeenAt} < ${since} then ${now} else ${studyRoomPresence.enteredAt} end`,
      },
    });
}

/** The heartbeat: keeps a live presence alive; false when it had already expired (or never was). */
export async function touchPresence(
  executor: Executor,
  roomId: string,
  userId: string,
  now: Date,
  since: Date,
): Promise<boolean> {
  const rows = await executor
    .update(studyRoomPresence)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(studyRoomPresence.roomId, roomId),
        eq(studyRoomPresence.userId, userId),
        gte(studyRoomPresence.lastSeenAt, since),
      ),
    )
    .returning({ userId: studyRoomPresence.userId });
  return rows.length > 0;
}

export async function deletePresence(executor: Executor, roomId: string, userId: string): Promise<boolean> {
  const rows = await executor
    .delete(studyRoomPresence)
    .where(and(eq(studyRoomPresence.roomId, roomId), eq(studyRoomPresence.userId, userId)))
    .returning({ userId: studyRoomPresence.userId });
  return rows.length > 0;
}

/** Forgets presences long expired (the heartbeat sweeps them as it goes). */
export async function sweepPresence(executor: Executor, roomId: string, before: Date): Promise<boolean> {
  const rows = await executor
    .delete(studyRoomPresence)
    .where(and(eq(studyRoomPresence.roomId, roomId), lt(studyRoomPresence.lastSeenAt, before)))
    .returning({ userId: studyRoomPresence.userId });
  return rows.length > 0;
}

export async function setTimer(
  executor: Executor,
  roomId: string,
  timer: { startedAt: Date; focusMinutes: number; breakMinutes: number } | null,
): Promise<StudyRoomRow | undefined> {
  const [row] = await executor
    .update(studyRooms)
    .set({
      timerStartedAt: timer?.startedAt ?? null,
      timerFocusMinutes: timer?.focusMinutes ?? null,
      timerBreakMinutes: timer?.breakMinutes ?? null,
    })
    .where(and(eq(studyRooms.id, roomId), isNull(studyRooms.closedAt)))
    .returning();
  return row;
}

/** Closes an open room (false: it was closed already) and empties it. */
export async function closeRoom(
  executor: Executor,
  roomId: string,
  staffId: string,
  now: Date,
): Promise<StudyRoomRow | undefined> {
  const [row] = await executor
    .update(studyRooms)
    .set({ closedAt: now, closedById: staffId, timerStartedAt: null })
    .where(and(eq(studyRooms.id, roomId), isNull(studyRooms.closedAt)))
    .returning();
  if (row) await executor.delete(studyRoomPresence).where(eq(studyRoomPresence.roomId, roomId));
  return row;
}

/** The creators' names of these rooms. */
export async function creatorsOf(executor: Executor, creatorIds: readonly string[]) {
  if (creatorIds.length === 0) return [];
  return executor
    .select({ userId: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(inArray(users.id, [...new Set(creatorIds)]));
}

/** Every open room (of one market), newest first (the console). */
export async function allOpenRooms(executor: Executor, country: CountryCode | null): Promise<StudyRoomRow[]> {
  return executor
    .select()
    .from(studyRooms)
    .where(and(isNull(studyRooms.closedAt), country ? eq(studyRooms.country, country) : undefined))
    .orderBy(desc(studyRooms.createdAt), asc(studyRooms.id))
    .limit(500);
}
