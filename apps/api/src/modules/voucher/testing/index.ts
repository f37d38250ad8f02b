/**
 * The voucher area's testing face: what other areas' tests use to arrange a world.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export {
  CLAIM_VOUCHER,
  VOUCHER_FIELDS,
  claim,
  generalVoucher,
  giveCredits,
  tutorVoucher,
} from './voucher-test-helpers';
export type { VoucherFields } from './voucher-test-helpers';
