import {
  IDEMPOTENCY_KEY_MAX_LENGTH,
  LEDGER_TRANSACTION_KINDS,
  ledgerAccountKey,
  ledgerEntriesProblem,
  mayGoNegative,
  type LedgerEntryInput,
  type LedgerTransactionKind,
} from '@ajar/domain';
import type { Transaction } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import { lockAccounts } from './ledger-accounts.queries';
import {
  lockIdempotencyKeys,
  transactionsByKeys,
  type LedgerReference,
  type StoredTransaction,
} from './ledger-transactions.queries';
import { ledgerEntries, ledgerTransactions, type LedgerAccountRow } from './ledger.tables';

export interface PostTransactionInput {
  readonly kind: LedgerTransactionKind;
  /** Names the movement for good, e.g. `booking:{id}:balance-use`: posting it again writes nothing. */
  readonly idempotencyKey: string;
  readonly reference?: LedgerReference;
  readonly entries: readonly LedgerEntryInput[];
  /** When it happened: only the demo seed backdates history (tutor analytics); else the database's now. */
  readonly at?: Date;
}

export interface PostedTransaction {
  readonly id: string;
  readonly kind: LedgerTransactionKind;
  readonly idempotencyKey: string;
  /** True when the key had been posted before: nothing was written now. */
  readonly replayed: boolean;
}

/** A caller broke a ledger rule (unbalanced entries, a bad key): a bug, not something a user can fix. */
export class LedgerRuleError extends Error {
  override readonly name = 'LedgerRuleError';
}

/**
 * Posts one balanced money movement inside the caller's database transaction (READ COMMITTED, the default),
 * so it commits or rolls back with the state change it belongs to. Refuses with insufficientBalance when an
 * account that may not go negative would.
 */
export async function postTransaction(
  tx: Transaction,
  input: PostTransactionInput,
): Promise<PostedTransaction> {
  const [posted] = await postTransactions(tx, [input]);
  if (!posted) throw new Error('ledger: a posted transaction is missing');
  return posted;
}

/**
 * Several movements of one state change (e.g. a fee and a tutor earning), applied in order. Their accounts
 * are locked together in one order, which separate calls cannot promise: use this rather than several
 * postTransaction calls in one database transaction.
 */
export async function postTransactions(
  tx: Transaction,
  inputs: readonly PostTransactionInput[],
): Promise<PostedTransaction[]> {
  inputs.forEach(assertWellFormed);
  const keys = inputs.map((input) => input.idempotencyKey);
  if (new Set(keys).size !== keys.length) throw new LedgerRuleError('ledger: one idempotency key twice');
  await lockIdempotencyKeys(tx, keys);
  const stored = await transactionsByKeys(tx, keys);
  for (const input of inputs) {
    const earlier = stored.get(input.idempotencyKey);
    if (earlier && !samePosting(earlier, input)) throw new DomainError('CONFLICT', 'idempotencyKeyReused');
  }
  const fresh = inputs.filter((input) => !stored.has(input.idempotencyKey));
  const written = fresh.length > 0 ? await writeTransactions(tx, fresh) : new Map<string, string>();
  return inputs.map(({ kind, idempotencyKey }) => {
    const earlier = stored.get(idempotencyKey);
    const id = earlier?.id ?? written.get(idempotencyKey);
    if (!id) throw new Error('ledger: a written transaction is missing');
    return { id, kind, idempotencyKey, replayed: earlier !== undefined };
  });
}

function assertWellFormed(input: PostTransactionInput): void {
  if (!LEDGER_TRANSACTION_KINDS.includes(input.kind)) {
    throw new LedgerRuleError(`ledger: unknown transaction kind ${String(input.kind)}`);
  }
  const keyLength = input.idempotencyKey.length;
  if (keyLength === 0 || keyLength > IDEMPOTENCY_KEY_MAX_LENGTH) {
    throw new LedgerRuleError('ledger: the idempotency key must have 1 to 200 characters');
  }
  if (input.reference && (input.reference.type === '' || input.reference.id === '')) {
    throw new LedgerRuleError('ledger: a reference needs a type and an id');
  }
  const problem = ledgerEntriesProblem(input.entries);
  if (problem) throw new LedgerRuleError(`ledger: entries refused (${problem})`);
}

function samePosting(stored: StoredTransaction, input: PostTransactionInput): boolean {
  const entriesOf = (entries: readonly { accountKey: string; amountMinor: number }[]) =>
    entries.map(({ accountKey, amountMinor }) => `${accountKey}=${amountMinor}`).sort();
  const requested = entriesOf(
    input.entries.map(({ account, amountMinor }) => ({ accountKey: ledgerAccountKey(account), amountMinor })),
  );
  const reference = input.reference ?? null;
  return (
    stored.kind === input.kind &&
    stored.reference?.type === reference?.type &&
    stored.reference?.id === reference?.id &&
    JSON.stringify(entriesOf(stored.entries)) === JSON.stringify(requested)
  );
}

/** Writes the movements; the database adds each entry to its account's cached balance (migration 0008). */
async function writeTransactions(
  tx: Transaction,
  inputs: readonly PostTransactionInput[],
): Promise<Map<string, string>> {
  const accounts = await lockAccounts(
    tx,
    inputs.flatMap((input) => input.entries.map((entry) => entry.account)),
  );
  refuseOverdraft(accounts, inputs);
  const rows = await tx
    .insert(ledgerTransactions)
    .values(
      inputs.map(({ kind, idempotencyKey, reference, at }) => ({
        kind,
        idempotencyKey,
        referenceType: reference?.type ?? null,
        referenceId: reference?.id ?? null,
        ...(at ? { createdAt: at } : {}),
      })),
    )
    .returning({ id: ledgerTransactions.id, idempotencyKey: ledgerTransactions.idempotencyKey });
  const ids = new Map(rows.map((row) => [row.idempotencyKey, row.id]));
  await tx.insert(ledgerEntries).values(
    inputs.flatMap(({ idempotencyKey, entries }) =>
      entries.map(({ account, amountMinor }) => ({
        transactionId: requireValue(ids.get(idempotencyKey)),
        accountId: requireValue(accounts.get(ledgerAccountKey(account))).id,
        currency: account.currency,
        amountMinor,
      })),
    ),
  );
  return ids;
}

/** Applies the movements in order to the locked balances; none may take a non-negative account below 0. */
function refuseOverdraft(
  accounts: ReadonlyMap<string, LedgerAccountRow>,
  inputs: readonly PostTransactionInput[],
): void {
  const balances = new Map([...accounts].map(([key, row]) => [key, BigInt(row.balanceMinor)]));
  for (const { entries } of inputs) {
    for (const { account, amountMinor } of entries) {
      const key = ledgerAccountKey(account);
      const next = requireValue(balances.get(key)) + BigInt(amountMinor);
      if (next < 0n && !mayGoNegative(account.kind)) throw new DomainError('CONFLICT', 'insufficientBalance');
      balances.set(key, next);
    }
  }
}

function requireValue<T>(value: T | undefined): T {
  if (value === undefined) throw new Error('ledger: a locked account or written transaction is missing');
  return value;
}
