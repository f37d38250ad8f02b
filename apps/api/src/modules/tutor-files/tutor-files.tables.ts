import { STORAGE_PAYMENT_METHODS, type StoragePaymentMethod } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { bookings } from '../booking';
import { classes } from '../classes';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A tutor's file in Resources. Its bytes live in the file storage (local disk or S3) under a key the
 * server chose; unlike /uploads, it is served only to its owner and the people it is shared with.
 */
export const tutorFiles = pgTable(
  'tutor_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull().unique(),
    /** The display name: the sanitised original name, or the tutor's rename. */
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('tutor_files_owner_created_idx').on(table.ownerUserId, table.createdAt),
    check('tutor_files_size_positive', sql`${table.sizeBytes} > 0`),
  ],
);
export type TutorFileRow = typeof tutorFiles.$inferSelect;

/**
 * Who a file is shared with: the student of one of the tutor's bookings (recipientUserId set, bookingId noted)
 * or a group class (classId: whoever is enrolled when they look).
 */
export const tutorFileShares = pgTable(
  'tutor_file_shares',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => tutorFiles.id, { onDelete: 'cascade' }),
    recipientUserId: uuid('recipient_user_id').references(() => users.id, { onDelete: 'cascade' }),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'cascade' }),
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'cascade' }),
    /** Who it went to, as the tutor saw it then: the student's name or the class's title. */
    label: text('label').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('tutor_file_shares_file_booking_unique').on(table.fileId, table.bookingId),
    unique('tutor_file_shares_file_class_unique').on(table.fileId, table.classId),
    index('tutor_file_shares_recipient_idx').on(table.recipientUserId),
    index('tutor_file_shares_class_idx').on(table.classId),
    check(
      'tutor_file_shares_one_target',
      sql`(${table.bookingId} is not null and ${table.recipientUserId} is not null and ${table.classId} is null)
        or (${table.classId} is not null and ${table.bookingId} is null and ${table.recipientUserId} is null)`,
    ),
  ],
);
export type TutorFileShareRow = typeof tutorFileShares.$inferSelect;

/** A Cloud storage package bought: its bytes join the tutor's quota for good. */
export const storagePurchases = pgTable(
  'storage_purchases',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    packageCode: text('package_code').notNull(),
    bytes: bigint('bytes', { mode: 'number' }).notNull(),
    paidWith: text('paid_with').$type<StoragePaymentMethod>().notNull(),
    /** Credits spent (CREDITS), else 0. */
    credits: bigint('credits', { mode: 'number' }).notNull(),
    /** Minor units of `currency` paid from the balance (BALANCE), else 0. */
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('storage_purchases_user_idx').on(table.userId, table.createdAt),
    check(
      'storage_purchases_paid_with_known',
      sql`${table.paidWith} in (${literals(STORAGE_PAYMENT_METHODS)})`,
    ),
    check('storage_purchases_bytes_positive', sql`${table.bytes} > 0`),
    check(
      'storage_purchases_paid',
      sql`(${table.paidWith} = 'CREDITS' and ${table.credits} > 0 and ${table.amountMinor} = 0)
        or (${table.paidWith} = 'BALANCE' and ${table.amountMinor} > 0 and ${table.credits} = 0 and ${table.currency} is not null)`,
    ),
  ],
);
export type StoragePurchaseRow = typeof storagePurchases.$inferSelect;
