/**
 * The payout area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { bankAccounts, payouts } from '../payout.tables';
