import { CLASSROOM_ROOM_KINDS, type ClassroomRoomKind } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, primaryKey, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = CLASSROOM_ROOM_KINDS.map((kind) => `'${kind}'`).join(', ');

/**
 * A live classroom: one per booking (kind BOOKING, ref = the booking's id), later one per group class
 * session (CLASS_SESSION). Who may enter is asked of the kind's owner (ports/classroom-occasions), never stored
 * here, so a rescheduled or cancelled lesson is followed at once.
 */
export const classroomRooms = pgTable(
  'classroom_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<ClassroomRoomKind>().notNull(),
    refId: uuid('ref_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('classroom_rooms_kind_ref_unique').on(table.kind, table.refId),
    check('classroom_rooms_kind_known', sql`${table.kind} in (${sql.raw(literals)})`),
  ],
);

/**
 * Attendance: one row per stay in a room (a join, and its leave once the person left, closed the tab or lost
 * the connection). `peerId` names the browser tab in the room's signalling. Summed per person it is how long
 * they attended: evidence the disputes rules can read (`attendanceOfRoom`, `attendanceOfBooking`).
 */
export const classroomAttendance = pgTable(
  'classroom_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    roomId: uuid('room_id')
      .notNull()
      .references(() => classroomRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    peerId: uuid('peer_id').notNull(),
    joinedAt: timestamptz('joined_at').notNull(),
    leftAt: timestamptz('left_at'),
  },
  (table) => [
    unique('classroom_attendance_room_peer_unique').on(table.roomId, table.peerId),
    index('classroom_attendance_room_joined_idx').on(table.roomId, table.joinedAt),
    check(
      'classroom_attendance_left_after_join',
      sql`${table.leftAt} is null or ${table.leftAt} >= ${table.joinedAt}`,
    ),
  ],
);

/** People the tutor removed from a room: they cannot join it again. */
export const classroomRemovals = pgTable(
  'classroom_removals',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => classroomRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedById: uuid('removed_by_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    removedAt: timestamptz('removed_at').notNull(),
  },
  (table) => [primaryKey({ columns: [table.roomId, table.userId] })],
);

export type ClassroomRoomRow = typeof classroomRooms.$inferSelect;
export type ClassroomAttendanceRow = typeof classroomAttendance.$inferSelect;
