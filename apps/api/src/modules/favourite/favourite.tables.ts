import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { profileSubjects } from '../profile';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/**
 * A tutor a signed-in user keeps for later (spec section 3, Favourite item: pvid = id, uuid = the
 * tutor's user id). Stored on the server so it follows the user across sessions and devices.
 */
export const favourites = pgTable(
  'favourites',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorUserId: uuid('tutor_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    unique('favourites_user_tutor_unique').on(table.userId, table.tutorUserId),
    index('favourites_user_created_idx').on(table.userId, table.createdAt),
    check('favourites_not_self', sql`${table.userId} <> ${table.tutorUserId}`),
  ],
);

/** The favourite's selectedItems: which of the tutor's subjects, and how many lesson units. */
export const favouriteItems = pgTable(
  'favourite_items',
  {
    favouriteId: uuid('favourite_id')
      .notNull()
      .references(() => favourites.id, { onDelete: 'cascade' }),
    profileSubjectId: uuid('profile_subject_id')
      .notNull()
      .references(() => profileSubjects.id, { onDelete: 'cascade' }),
    units: integer('units').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.favouriteId, table.profileSubjectId] }),
    check('favourite_items_units_range', sql`${table.units} between 1 and 100`),
  ],
);

export type FavouriteRow = typeof favourites.$inferSelect;
export type FavouriteItemRow = typeof favouriteItems.$inferSelect;
