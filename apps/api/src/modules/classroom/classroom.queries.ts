import type { ClassroomRoomKind } from '@ajar/domain';
import { and, asc, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import { isPvid } from '../../kernel/ids';
import {
  classroomAttendance,
  classroomRemovals,
  classroomRooms,
  type ClassroomAttendanceRow,
  type ClassroomRoomRow,
} from './classroom.tables';

/** The room of a kind's reference, made on first ask (a booking accepted twice keeps its room). */
export async function ensureRoom(
  executor: Executor,
  kind: ClassroomRoomKind,
  refId: string,
): Promise<string> {
  await executor.insert(classroomRooms).values({ kind, refId }).onConflictDoNothing();
  const [room] = await executor
    .select({ id: classroomRooms.id })
    .from(classroomRooms)
    .where(and(eq(classroomRooms.kind, kind), eq(classroomRooms.refId, refId)));
  if (!room) throw new Error(`classroom: no room for ${kind} ${refId}`);
  return room.id;
}

/** The rooms of many references of one kind, made on first ask: reference id → room id. */
export async function ensureRooms(
  executor: Executor,
  kind: ClassroomRoomKind,
  refIds: readonly string[],
): Promise<Map<string, string>> {
  if (refIds.length === 0) return new Map();
  await executor
    .insert(classroomRooms)
    .values(refIds.map((refId) => ({ kind, refId })))
    .onConflictDoNothing();
  const rows = await executor
    .select({ id: classroomRooms.id, refId: classroomRooms.refId })
    .from(classroomRooms)
    .where(and(eq(classroomRooms.kind, kind), inArray(classroomRooms.refId, [...refIds])));
  return new Map(rows.map((row) => [row.refId, row.id]));
}

/** The room's row locked until the transaction ends: entries and removals of one room are decided in turn. */
export async function lockRoom(tx: Transaction, roomId: string): Promise<void> {
  await tx
    .select({ id: classroomRooms.id })
    .from(classroomRooms)
    .where(eq(classroomRooms.id, roomId))
    .for('update');
}

export async function findRoom(executor: Executor, roomId: string): Promise<ClassroomRoomRow | undefined> {
  if (!isPvid(roomId)) return undefined;
  const [room] = await executor.select().from(classroomRooms).where(eq(classroomRooms.id, roomId));
  return room;
}

export async function findRoomOf(
  executor: Executor,
  kind: ClassroomRoomKind,
  refId: string,
): Promise<ClassroomRoomRow | undefined> {
  if (!isPvid(refId)) return undefined;
  const [room] = await executor
    .select()
    .from(classroomRooms)
    .where(and(eq(classroomRooms.kind, kind), eq(classroomRooms.refId, refId)));
  return room;
}

export async function isRemoved(executor: Executor, roomId: string, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ userId: classroomRemovals.userId })
    .from(classroomRemovals)
    .where(and(eq(classroomRemovals.roomId, roomId), eq(classroomRemovals.userId, userId)));
  return row !== undefined;
}

export async function insertRemoval(
  executor: Executor,
  removal: { roomId: string; userId: string; removedById: string; removedAt: Date },
): Promise<void> {
  await executor.insert(classroomRemovals).values(removal).onConflictDoNothing();
}

/** How many tabs are in the room now (stays not yet left). */
export async function presentCount(executor: Executor, roomId: string): Promise<number> {
  const [row] = await executor
    .select({ present: count() })
    .from(classroomAttendance)
    .where(and(eq(classroomAttendance.roomId, roomId), isNull(classroomAttendance.leftAt)));
  return row?.present ?? 0;
}

export async function peerIdTaken(executor: Executor, roomId: string, peerId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: classroomAttendance.id })
    .from(classroomAttendance)
    .where(and(eq(classroomAttendance.roomId, roomId), eq(classroomAttendance.peerId, peerId)));
  return row !== undefined;
}

/** A tab's stay still open in the room, when the tab is in it now. */
export async function openStay(
  executor: Executor,
  roomId: string,
  peerId: string,
): Promise<ClassroomAttendanceRow | undefined> {
  if (!isPvid(peerId)) return undefined;
  const [row] = await executor
    .select()
    .from(classroomAttendance)
    .where(
      and(
        eq(classroomAttendance.roomId, roomId),
        eq(classroomAttendance.peerId, peerId),
        isNull(classroomAttendance.leftAt),
      ),
    );
  return row;
}

/** The tabs one person has in the room now. */
export async function openPeerIdsOf(executor: Executor, roomId: string, userId: string): Promise<string[]> {
  const rows = await executor
    .select({ peerId: classroomAttendance.peerId })
    .from(classroomAttendance)
    .where(
      and(
        eq(classroomAttendance.roomId, roomId),
        eq(classroomAttendance.userId, userId),
        isNull(classroomAttendance.leftAt),
      ),
    );
  return rows.map((row) => row.peerId);
}

export async function insertStay(
  executor: Executor,
  stay: { roomId: string; userId: string; peerId: string; joinedAt: Date },
): Promise<void> {
  await executor.insert(classroomAttendance).values(stay);
}

/** Ends a tab's stay; true when it was open (so the room hears of the leave once). */
export async function closeStay(
  executor: Executor,
  roomId: string,
  peerId: string,
  at: Date,
): Promise<boolean> {
  const closed = await executor
    .update(classroomAttendance)
    .set({ leftAt: at })
    .where(
      and(
        eq(classroomAttendance.roomId, roomId),
        eq(classroomAttendance.peerId, peerId),
        isNull(classroomAttendance.leftAt),
      ),
    )
    .returning({ id: classroomAttendance.id });
  return closed.length > 0;
}

/** Every stay in the room, first joined first. */
export async function staysOf(executor: Executor, roomId: string): Promise<ClassroomAttendanceRow[]> {
  return executor
    .select()
    .from(classroomAttendance)
    .where(eq(classroomAttendance.roomId, roomId))
    .orderBy(asc(classroomAttendance.joinedAt), asc(classroomAttendance.id));
}
