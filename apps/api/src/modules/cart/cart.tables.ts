import { MONEY_CURRENCIES, type CurrencyCode } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * What a cart holds (spec section 7, addItemToCart's itemType): lessons, a seat in a group class,
 * the content shop's items later.
 */
export const CART_ITEM_TYPES = ['Booking', 'Content', 'Class'] as const;
export type CartItemType = (typeof CART_ITEM_TYPES)[number];

/**
 * A user's cart: one row per item, all in one market's currency. A booking stays one item and
 * keeps holding its slot as any PENDING booking does; once it is no longer PENDING it leaves the cart.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type').$type<CartItemType>().notNull(),
    itemId: uuid('item_id').notNull(),
    quantity: integer('quantity').notNull().default(1),
    currency: text('currency').$type<CurrencyCode>().notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.itemType, table.itemId] }),
    index('cart_items_item_idx').on(table.itemType, table.itemId),
    check('cart_items_type_known', sql`${table.itemType} in (${literals(CART_ITEM_TYPES)})`),
    check('cart_items_currency_known', sql`${table.currency} in (${literals(MONEY_CURRENCIES)})`),
    check('cart_items_quantity_positive', sql`${table.quantity} >= 1`),
  ],
);

export type CartItemRow = typeof cartItems.$inferSelect;
