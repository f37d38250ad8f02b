import { TRANSACTION_FEE_PER_MILLE } from '@ajar/domain';
import { numberFormat } from './intl-formats';

/** The payment methods' transaction fee in percent, written the reader's way: 2.9 (en), 2,9 (id). */
export function feeRatePercent(language: string): string {
  return numberFormat(language, { maximumFractionDigits: 1 }).format(TRANSACTION_FEE_PER_MILLE / 10);
}
