import { COUNTRY_CODES, MONEY_CURRENCIES, type CountryCode, type CurrencyCode } from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { bookings } from '../booking';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * A tutor's bank account for payouts (spec section 3, Bank account). Required: currency, accountHolderName,
 * country, city, postCode, firstLine; the codes depend on the country (abartn for us, ifscCode for in, …).
 * Deleting keeps the row (deleted_at) so past payouts still name where the money went.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    accountHolderName: text('account_holder_name').notNull(),
    accountNumber: text('account_number'),
    abartn: text('abartn'),
    accountType: text('account_type'),
    bankCode: text('bank_code'),
    branchCode: text('branch_code'),
    ifscCode: text('ifsc_code'),
    swiftCode: text('swift_code'),
    country: text('country').$type<CountryCode>().notNull(),
    city: text('city').notNull(),
    postCode: text('post_code').notNull(),
    firstLine: text('first_line').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    deletedAt: timestamptz('deleted_at'),
  },
  (table) => [
    index('bank_accounts_user_idx').on(table.userId),
    check('bank_accounts_currency_known', sql`${table.currency} in (${literals(MONEY_CURRENCIES)})`),
    check('bank_accounts_country_known', sql`${table.country} in (${literals(COUNTRY_CODES)})`),
  ],
);

/** Money sent to a tutor's bank account: a done booking's money, moved once. */
export const payouts = pgTable(
  'payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    bankAccountId: uuid('bank_account_id')
      .notNull()
      .references(() => bankAccounts.id, { onDelete: 'restrict' }),
    bookingId: uuid('booking_id')
      .notNull()
      .unique('payouts_booking_unique')
      .references(() => bookings.id, { onDelete: 'restrict' }),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('payouts_user_created_idx').on(table.userId, table.createdAt),
    check('payouts_amount_positive', sql`${table.amountMinor} > 0`),
  ],
);

export type BankAccountRow = typeof bankAccounts.$inferSelect;
export type PayoutRow = typeof payouts.$inferSelect;
