/**
 * The ledger area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { creditBalance } from '../balance-top-up';
export { accountIdentity } from '../ledger-accounts.queries';
export { accounts, expectSoundLedger, newKey, post, transfer } from './ledger-test-helpers';
export { balanceOf, ledgerDiscrepancies, ledgerSum } from '../ledger.queries';
export { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger.tables';
