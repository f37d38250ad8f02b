import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const RESOURCE_KINDS = [
  'AVATAR',
  'BANNER',
  'VIDEO',
  'CERTIFICATE',
  'EVIDENCE',
  'CLASS_COVER',
  'ARTICLE_COVER',
] as const;
export type ResourceKind = (typeof RESOURCE_KINDS)[number];

/**
 * Every uploaded file. `storageKey` is chosen by the server (random name + the extension of the
 * DETECTED type); `fileName` is the sanitised original name, for display only.
 */
export const resources = pgTable(
  'resources',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerUserId: uuid('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ResourceKind>().notNull(),
    storageKey: text('storage_key').notNull().unique(),
    /** Public URL path, e.g. /uploads/<storageKey>. */
    path: text('path').notNull(),
    fileName: text('file_name').notNull(),
    mimeType: text('mime_type').notNull(),
    encoding: text('encoding'),
    eTag: text('e_tag').notNull(),
    durationSecs: integer('duration_secs'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
    description: text('description'),
    /** VIDEO only: the stored key of its poster image (first frame or branded), or null. */
    posterStorageKey: text('poster_storage_key').unique(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'resources_kind_valid',
      sql`${table.kind} in ('AVATAR', 'BANNER', 'VIDEO', 'CERTIFICATE', 'EVIDENCE', 'CLASS_COVER', 'ARTICLE_COVER')`,
    ),
    index('resources_owner_kind_idx').on(table.ownerUserId, table.kind),
  ],
);

export type ResourceRow = typeof resources.$inferSelect;
