import { SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { useTranslation } from '../../../shared/i18n/use-translation';
import type { GetUserCartQuery } from '../../../gql/graphql';
import { useCartMoney } from '../use-cart-money';
import { StruckAmount } from './struck-amount';
import styles from './cart-parts.module.css';

type Cart = GetUserCartQuery['getUserCartsItems'];

/** The cart's total: with a voucher's discount, the original struck through beside it and the discount line. */
export function CartTotals({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useCartMoney(cart.currency);
  const discounted = cart.totalDiscountAmount > 0;
  return (
    <SummaryLines>
      {discounted && (
        <>
          <SummaryLine label={t('cart.totals.original')} value={money(cart.orginalTotalPrice)} />
          <SummaryLine label={t('cart.totals.discount')} value={`− ${money(cart.totalDiscountAmount)}`} />
        </>
      )}
      <SummaryLine
        label={t('cart.totals.total')}
        total
        value={
          <span className={styles.totalValue}>
            {discounted && <StruckAmount amount={money(cart.orginalTotalPrice)} />}
            <span>{money(cart.totalPrice)}</span>
          </span>
        }
      />
    </SummaryLines>
  );
}
