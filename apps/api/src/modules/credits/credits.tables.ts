import { CREDIT_HISTORY_TYPES, type CreditHistoryType } from '@ajar/domain';
import { sql } from 'drizzle-orm';
import { bigint, check, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '../account';
import { ledgerTransactions } from '../ledger';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
const literals = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/**
 * The spec's Credit history (amount, reason, description, type): one line per movement of a user's credits,
 * written in the same database transaction as the ledger transaction it describes (one line per transaction,
 * so the history and the credits balance cannot disagree).
 */
export const creditHistory = pgTable(
  'credit_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    ledgerTransactionId: uuid('ledger_transaction_id')
      .notNull()
      .unique('credit_history_ledger_transaction_unique')
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    /** Credits gained (positive) or spent (negative). */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    type: text('type').$type<CreditHistoryType>().notNull(),
    reason: text('reason').notNull(),
    description: text('description').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('credit_history_user_created_idx').on(table.userId, table.createdAt),
    check('credit_history_type_known', sql`${table.type} in (${literals(CREDIT_HISTORY_TYPES)})`),
    check('credit_history_amount_not_zero', sql`${table.amount} <> 0`),
  ],
);

export type CreditHistoryRow = typeof creditHistory.$inferSelect;
