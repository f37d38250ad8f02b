import {
  STUDY_ROOM_CAPACITY_MAX,
  STUDY_ROOM_CAPACITY_MIN,
  STUDY_ROOM_MODES,
  STUDY_ROOM_TOPICS,
  type CountryCode,
  type StudyRoomMode,
  type StudyRoomTopic,
} from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A study room: always open until the team closes it, in one market, on a topic, camera or audio
 * only, for up to `capacity` people at once. The shared focus timer is its start instant and lengths: every
 * browser computes the phase from them, so the room shares one timer.
 */
export const studyRooms = pgTable(
  'study_rooms',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    country: text('country').$type<CountryCode>().notNull(),
    creatorId: uuid('creator_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    topic: text('topic').$type<StudyRoomTopic>().notNull(),
    mode: text('mode').$type<StudyRoomMode>().notNull(),
    capacity: integer('capacity').notNull(),
    timerStartedAt: timestamptz('timer_started_at'),
    timerFocusMinutes: integer('timer_focus_minutes'),
    timerBreakMinutes: integer('timer_break_minutes'),
    closedAt: timestamptz('closed_at'),
    closedById: uuid('closed_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('study_rooms_country_open_idx').on(table.country, table.closedAt, table.createdAt),
    index('study_rooms_creator_idx').on(table.creatorId),
    check('study_rooms_topic_known', sql`${table.topic} in (${literals(STUDY_ROOM_TOPICS)})`),
    check('study_rooms_mode_known', sql`${table.mode} in (${literals(STUDY_ROOM_MODES)})`),
    check(
      'study_rooms_capacity_range',
      sql`${table.capacity} between ${sql.raw(String(STUDY_ROOM_CAPACITY_MIN))} and ${sql.raw(String(STUDY_ROOM_CAPACITY_MAX))}`,
    ),
  ],
);

/**
 * Who is in a room now: one row per person, kept alive by their page's heartbeat. A row whose last_seen_at is
 * older than STUDY_ROOM_PRESENCE_TTL_SECONDS is someone whose browser died: they no longer count.
 */
export const studyRoomPresence = pgTable(
  'study_room_presence',
  {
    roomId: uuid('room_id')
      .notNull()
      .references(() => studyRooms.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enteredAt: timestamptz('entered_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.roomId, table.userId] }),
    index('study_room_presence_room_seen_idx').on(table.roomId, table.lastSeenAt),
  ],
);

export type StudyRoomRow = typeof studyRooms.$inferSelect;
