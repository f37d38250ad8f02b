import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import { transactionsOf } from './transaction.queries';
import type { TransactionRole, TransactionView } from './transaction.shapes';

/** getUserTransactions answers at most this many, newest first. */
export const TRANSACTIONS_LIST_MAX = 100;

/** getUserTransactions: the viewer's payments as the student who paid, or as the tutor paid for. */
export function listTransactions(
  deps: Deps,
  viewer: Viewer,
  role: TransactionRole,
): Promise<TransactionView[]> {
  return transactionsOf(deps.db, viewer.userId, role, TRANSACTIONS_LIST_MAX);
}
