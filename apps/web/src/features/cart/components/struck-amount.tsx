import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './cart-parts.module.css';

/** The price before the voucher, struck through, and said as such to a screen reader. */
export function StruckAmount({ amount }: { amount: string }) {
  const { t } = useTranslation();
  return (
    <del className={styles.struck} aria-label={t('cart.totals.originalLabel', { amount })}>
      {amount}
    </del>
  );
}
