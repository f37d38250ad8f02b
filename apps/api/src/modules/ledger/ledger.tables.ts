import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LEDGER_ACCOUNT_KINDS,
  LEDGER_CURRENCIES,
  LEDGER_TRANSACTION_KINDS,
  NON_NEGATIVE_ACCOUNT_KINDS,
  USER_ACCOUNT_KINDS,
  type LedgerCurrency,
} from '@ajar/domain';
import { sql, type SQL } from 'drizzle-orm';
import {
  bigint,
  check,
  foreignKey,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from '../account';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A constant list of the domain's names as SQL literals (they are code, never user input). */
const literals = (values: readonly string[]): SQL => sql.raw(values.map((value) => `'${value}'`).join(', '));

export const ledgerAccountKindEnum = pgEnum('ledger_account_kind', LEDGER_ACCOUNT_KINDS);
export const ledgerTransactionKindEnum = pgEnum('ledger_transaction_kind', LEDGER_TRANSACTION_KINDS);

/**
 * A ledger account (packages/domain/src/ledger.ts): a user's balance or earnings per currency, or a system
 * account per currency. balance_minor caches the sum of the account's entries; the database keeps it (the
 * entry trigger of migration 0008), so it cannot drift from the entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerAccountKindEnum('kind').notNull(),
    // Money history stays: a user with ledger accounts cannot be deleted, only deactivated.
    ownerUserId: uuid('owner_user_id').references(() => users.id, { onDelete: 'restrict' }),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    balanceMinor: bigint('balance_minor', { mode: 'number' }).notNull().default(0),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    unique('ledger_accounts_identity_unique')
      .on(table.kind, table.ownerUserId, table.currency)
      .nullsNotDistinct(),
    // The target of the entries' (account, currency) key: an entry's currency is its account's.
    unique('ledger_accounts_id_currency_unique').on(table.id, table.currency),
    check('ledger_accounts_currency_known', sql`${table.currency} in (${literals(LEDGER_CURRENCIES)})`),
    check(
      'ledger_accounts_owner_matches_kind',
      sql`(${table.kind} in (${literals(USER_ACCOUNT_KINDS)})) = (${table.ownerUserId} is not null)`,
    ),
    check(
      'ledger_accounts_non_negative',
      sql`${table.kind} not in (${literals(NON_NEGATIVE_ACCOUNT_KINDS)}) or ${table.balanceMinor} >= 0`,
    ),
  ],
);

/**
 * One money movement. The idempotency key makes a retried call write nothing new; the reference names what
 * the money was for (e.g. reference_type 'booking' and the booking's id).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: ledgerTransactionKindEnum('kind').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique('ledger_transactions_idempotency_key_unique'),
    referenceType: text('reference_type'),
    referenceId: text('reference_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    index('ledger_transactions_reference_idx').on(table.referenceType, table.referenceId),
    check(
      'ledger_transactions_reference_complete',
      sql`(${table.referenceType} is null) = (${table.referenceId} is null)`,
    ),
    check(
      'ledger_transactions_idempotency_key_length',
      sql`char_length(${table.idempotencyKey}) between 1 and ${sql.raw(String(IDEMPOTENCY_KEY_MAX_LENGTH))}`,
    ),
  ],
);

/** A signed change to one account; the entries of a transaction sum to zero (checked at commit). */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    transactionId: uuid('transaction_id')
      .notNull()
      .references(() => ledgerTransactions.id, { onDelete: 'restrict' }),
    accountId: uuid('account_id').notNull(),
    currency: text('currency').$type<LedgerCurrency>().notNull(),
    amountMinor: bigint('amount_minor', { mode: 'number' }).notNull(),
  },
  (table) => [
    foreignKey({
      name: 'ledger_entries_account_currency_fk',
      columns: [table.accountId, table.currency],
      foreignColumns: [ledgerAccounts.id, ledgerAccounts.currency],
    }).onDelete('restrict'),
    unique('ledger_entries_transaction_account_unique').on(table.transactionId, table.accountId),
    index('ledger_entries_account_idx').on(table.accountId, table.id),
    check('ledger_entries_amount_not_zero', sql`${table.amountMinor} <> 0`),
  ],
);

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;
