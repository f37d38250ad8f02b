import { BOOST_TYPES, type BoostType } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A tutor's paid placement: first among the home page's tutors (HomePage) or at the top of browse
 * results (CategoryListingPage) from starts_at until ends_at. A boost bought while another of the same type
 * runs or waits is queued after it. Nothing expires by a job: whether a boost runs is a question of the time.
 */
export const profileBoosts = pgTable(
  'profile_boosts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    type: text('type').$type<BoostType>().notNull(),
    numberOfDays: integer('number_of_days').notNull(),
    /** What it cost, in credits. */
    credits: bigint('credits', { mode: 'number' }).notNull(),
    startsAt: timestamptz('starts_at').notNull(),
    endsAt: timestamptz('ends_at').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('profile_boosts_user_type_ends_idx').on(table.userId, table.type, table.endsAt),
    index('profile_boosts_type_ends_idx').on(table.type, table.endsAt),
    check('profile_boosts_type_known', sql`${table.type} in (${literals(BOOST_TYPES)})`),
    check('profile_boosts_window', sql`${table.endsAt} > ${table.startsAt}`),
    check('profile_boosts_paid', sql`${table.credits} > 0 and ${table.numberOfDays} > 0`),
  ],
);

export type ProfileBoostRow = typeof profileBoosts.$inferSelect;
