// The public face of the ledger area: the one file other areas and the app layer import.
export { creditBalance } from './balance-top-up';
export { balanceOf, tutorEarnedBetween } from './ledger.queries';
export { ledgerTransactions } from './ledger.tables';
export { postTransactions } from './ledger.service';
export type { PostTransactionInput } from './ledger.service';
