/**
 * The payment area's testing face: what other areas' tests use to arrange a world and check it.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { settlePayment } from '../payment-settlement.service';
export type { SettlementResult } from '../payment-settlement.service';
export { paymentApi } from './payment-test-helpers';
export { SANDBOX_PROVIDER, createPayment } from '../payment.service';
export { payments } from '../payment.tables';
