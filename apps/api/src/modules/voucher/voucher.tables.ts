import {
  COUNTRY_CODES,
  MONEY_CURRENCIES,
  VOUCHER_DISCOUNT_TYPES,
  type CountryCode,
  type CurrencyCode,
  type VoucherDiscountType,
} from '@ajar/domain';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { bookings } from '../booking';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const minor = (name: string) => bigint(name, { mode: 'number' });

/** What a voucher is for (spec section 3, Voucher.service): lessons now, the content shop later. */
export const VOUCHER_SERVICES = ['Booking'] as const;
export type VoucherService = (typeof VOUCHER_SERVICES)[number];

/**
 * A voucher: a tutor's, for their own lessons, or Ajar's general-use one (user_id null) for any
 * lesson of its market. number_of_usage counts the claims taken and never passes total_number_of_used:
 * a claim takes one with a conditional update, so concurrent claims cannot oversell it.
 */
export const vouchers = pgTable(
  'vouchers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    country: text('country').$type<CountryCode>().notNull(),
    service: text('service').$type<VoucherService>().notNull(),
    typeOfDiscount: text('type_of_discount').$type<VoucherDiscountType>().notNull(),
    discountOfPercentage: integer('discount_of_percentage'),
    discountAmountMinor: minor('discount_amount_minor'),
    discountCurrency: text('discount_currency').$type<CurrencyCode>(),
    totalNumberOfUsed: integer('total_number_of_used').notNull(),
    numberOfUsage: integer('number_of_usage').notNull().default(0),
    /** Credits the tutor paid to create it (0 when paid with balance, or Ajar's). */
    sellerCreditsFee: minor('seller_credits_fee').notNull().default(0),
    /** The fee in money when paid with balance (in the market's currency). */
    sellerBalanceFeeMinor: minor('seller_balance_fee_minor').notNull().default(0),
    buyerCreditsPrice: minor('buyer_credits_price').notNull().default(0),
    startedAt: timestamptz('started_at').notNull(),
    endAt: timestamptz('end_at').notNull(),
    deletedAt: timestamptz('deleted_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vouchers_code_unique').on(table.code),
    index('vouchers_user_idx').on(table.userId, table.createdAt),
    index('vouchers_country_public_idx').on(table.country, table.endAt),
    check('vouchers_country_known', sql`${table.country} in (${literals(COUNTRY_CODES)})`),
    check('vouchers_service_known', sql`${table.service} in (${literals(VOUCHER_SERVICES)})`),
    check('vouchers_type_known', sql`${table.typeOfDiscount} in (${literals(VOUCHER_DISCOUNT_TYPES)})`),
    check(
      'vouchers_discount_matches_type',
      sql`case ${table.typeOfDiscount}
        when 'Fixed' then ${table.discountAmountMinor} > 0 and ${table.discountCurrency} in (${literals(
          MONEY_CURRENCIES,
        )}) and ${table.discountOfPercentage} is null
        else ${table.discountOfPercentage} between 1 and 100 and ${table.discountAmountMinor} is null
      end`,
    ),
    check(
      'vouchers_usage_within_total',
      sql`${table.totalNumberOfUsed} > 0 and ${table.numberOfUsage} between 0 and ${table.totalNumberOfUsed}`,
    ),
    check(
      'vouchers_prices_valid',
      sql`${table.sellerCreditsFee} >= 0 and ${table.sellerBalanceFeeMinor} >= 0 and ${table.buyerCreditsPrice} >= 0`,
    ),
    check('vouchers_window', sql`${table.endAt} > ${table.startedAt}`),
  ],
);

/** A student's claim of a voucher: at most one per voucher and student. */
export const voucherClaims = pgTable(
  'voucher_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    voucherId: uuid('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'restrict' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('voucher_claims_one_per_user').on(table.voucherId, table.userId),
    index('voucher_claims_user_idx').on(table.userId, table.createdAt),
  ],
);

/**
 * A claim used on a booking, with the discount it gave there. A claim counts as used while one of its
 * bookings is neither cancelled nor rejected: a booking that ends so releases it without a write.
 */
export const voucherUses = pgTable(
  'voucher_uses',
  {
    bookingId: uuid('booking_id')
      .primaryKey()
      .references(() => bookings.id, { onDelete: 'restrict' }),
    claimId: uuid('claim_id')
      .notNull()
      .references(() => voucherClaims.id, { onDelete: 'cascade' }),
    discountMinor: minor('discount_minor').notNull(),
    fundedByAjar: boolean('funded_by_ajar').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('voucher_uses_claim_idx').on(table.claimId),
    check('voucher_uses_discount_valid', sql`${table.discountMinor} >= 0`),
  ],
);

export type VoucherRow = typeof vouchers.$inferSelect;
export type VoucherClaimRow = typeof voucherClaims.$inferSelect;
