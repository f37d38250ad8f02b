import {
  MONEY_CURRENCIES,
  PAYMENT_SERVICES,
  PAYMENT_STATUSES,
  type CurrencyCode,
  type PaymentService,
  type PaymentStatus,
} from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';
import { bookings } from '../booking';
import { classes } from '../classes';
import { disputes } from '../dispute';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));
const minor = (name: string) => bigint(name, { mode: 'number' });

/**
 * A payment through the payment provider (the spec's Transaction: price, fee, status, userId, id, service,
 * currency, createdAt): a booking's part beyond the balance, a balance top-up, Ajar credits, or a cart's part
 * beyond the balance (it goes to the balance, and the cart is paid from there when it settles). The fee (2.9%) is charged
 * on top of the amount. The idempotency key makes a retried createTransaction return the same payment.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    service: text('service').$type<PaymentService>().notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'restrict' }),
    amountMinor: minor('amount_minor').notNull(),
    /** A cart payment's voucher (service CART), used when the payment settles. */
    voucherId: uuid('voucher_id'),
    /** The voucher discount in the amount: a booking's, or a cart's total discount. */
    discountMinor: minor('discount_minor').notNull().default(0),
    /** The dispute whose escalation fee this pays (service DISPUTE). */
    disputeId: uuid('dispute_id').references(() => disputes.id, { onDelete: 'restrict' }),
    /** The group class whose seat this pays (service CLASS). */
    classId: uuid('class_id').references(() => classes.id, { onDelete: 'restrict' }),
    /** A credits purchase's credits (service CREDITS); its amount is their price. */
    credits: minor('credits'),
    feeMinor: minor('fee_minor').notNull(),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    status: text('status').$type<PaymentStatus>().notNull().default('PENDING'),
    provider: text('provider').notNull(),
    paymentMethod: text('payment_method'),
    /** The provider's id for its checkout session: null until the provider has answered. */
    providerReference: text('provider_reference'),
    /** The provider's hosted checkout page, stored as it answered. */
    checkoutUrl: text('checkout_url'),
    idempotencyKey: text('idempotency_key').notNull(),
    /** Why the provider declined, in its words. */
    failureReason: text('failure_reason'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('payments_idempotency_key_unique').on(table.userId, table.idempotencyKey),
    uniqueIndex('payments_provider_reference_unique').on(table.provider, table.providerReference),
    // At most one payment of a booking is under way or done at a time.
    uniqueIndex('payments_one_live_per_booking')
      .on(table.bookingId)
      .where(sql`${table.status} in ('PENDING', 'PAID') and ${table.bookingId} is not null`),
    index('payments_user_created_idx').on(table.userId, table.createdAt),
    index('payments_booking_idx').on(table.bookingId),
    check('payments_service_known', sql`${table.service} in (${literals(PAYMENT_SERVICES)})`),
    check('payments_status_known', sql`${table.status} in (${literals(PAYMENT_STATUSES)})`),
    check('payments_currency_known', sql`${table.currency} in (${literals(MONEY_CURRENCIES)})`),
    check('payments_amounts_valid', sql`${table.amountMinor} > 0 and ${table.feeMinor} >= 0`),
    check(
      'payments_credits_match_service',
      sql`(${table.service} = 'CREDITS') = (${table.credits} is not null and ${table.credits} > 0)`,
    ),
    check(
      'payments_booking_matches_service',
      sql`(${table.service} = 'BOOKING') = (${table.bookingId} is not null)`,
    ),
    check(
      'payments_class_matches_service',
      sql`(${table.service} = 'CLASS') = (${table.classId} is not null)`,
    ),
    check(
      'payments_dispute_matches_service',
      sql`(${table.service} = 'DISPUTE') = (${table.disputeId} is not null)`,
    ),
  ],
);

/**
 * A shareable payment link (payment/share/{urlCode}): someone else can pay a booking. Inactive until the
 * payment starts (POST /sharedURL/active names the payment).
 */
export const sharedPaymentLinks = pgTable(
  'shared_payment_links',
  {
    code: text('code').primaryKey(),
    serviceName: text('service_name').notNull(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    active: boolean('active').notNull().default(false),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('shared_payment_links_booking_idx').on(table.bookingId),
    index('shared_payment_links_created_by_idx').on(table.createdBy),
  ],
);

/**
 * Every provider callback event applied, recorded in the same transaction as its settlement: a replayed
 * event (a retry, or an attacker's copy) is recognised and changes nothing.
 */
export const paymentCallbackEvents = pgTable(
  'payment_callback_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamptz('received_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

export type PaymentRow = typeof payments.$inferSelect;
export type SharedPaymentLinkRow = typeof sharedPaymentLinks.$inferSelect;
