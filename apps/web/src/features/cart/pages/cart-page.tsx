import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { CheckoutCartWithBalanceDocument, DeleteCartItemDocument } from '../../../gql/graphql';
import { describeError, showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { ShoppingCartOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { CartItems } from '../components/cart-items';
import { CartPaid } from '../components/cart-paid';
import { CartTotals } from '../components/cart-totals';
import { useCartAndBalance } from '../components/use-cart';
import { VoucherBlock } from '../components/voucher-block';
import { useCartMoney } from '../use-cart-money';
import styles from './cart-pages.module.css';

/** Spec section 3, globalcart/home: the lessons waiting for payment, a voucher, and the two ways to pay. */
function Cart() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [params, setParams] = useSearchParams();
  const voucherId = params.get('voucherId') || null;
  const { cart, cartError, balance, refetchCart } = useCartAndBalance(voucherId);
  const money = useCartMoney(cart?.currency);
  const [removing, setRemoving] = useState<string | null>(null);
  const [paying, setPaying] = useState(false);
  const [payError, setPayError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const [, deleteItem] = useMutation(DeleteCartItemDocument);
  const [, checkoutWithBalance] = useMutation(CheckoutCartWithBalanceDocument);

  function chooseVoucher(next: string | null) {
    setParams(next ? { voucherId: next } : {}, { replace: true });
  }

  async function remove(itemId: string, itemType: 'Booking' | 'Class') {
    setRemoving(itemId);
    const result = await deleteItem({ itemId, itemType });
    setRemoving(null);
    if (result.error) showError(result.error);
    else refetchCart();
  }

  async function payWithBalance() {
    setPaying(true);
    setPayError(null);
    const result = await checkoutWithBalance({ voucherId });
    setPaying(false);
    if (result.error || !result.data?.checkoutCartWithAjarBalance.success)
      setPayError(describeError(result.error).message);
    else setPaid(true);
  }

  if (paid) return <CartPaid />;
  if (cartError && !cart)
    return (
      <>
        <Alert className={frame.card} type="error" showIcon title={describeError(cartError).message} />
        {voucherId && <Button onClick={() => chooseVoucher(null)}>{t('cart.voucher.removeVoucher')}</Button>}
      </>
    );
  if (!cart || balance === null) return <Skeleton active avatar paragraph={{ rows: 6 }} />;
  if (cart.count === 0)
    return (
      <Result
        className={frame.card}
        icon={<ShoppingCartOutlined className={styles.emptyIcon} />}
        title={t('cart.emptyTitle')}
        subTitle={t('cart.emptyBody')}
        extra={
          <ButtonLink to={href('browseTutors')} type="primary">
            {t('cart.browse')}
          </ButtonLink>
        }
      />
    );

  const balanceCovers = balance >= cart.totalPrice;
  return (
    <div className={styles.layout}>
      <section className={`${frame.card} ${styles.main}`} aria-label={t('cart.items')}>
        <CartItems cart={cart} removing={removing} onRemove={(id, type) => void remove(id, type)} />
      </section>
      <aside className={styles.side}>
        <VoucherBlock applied={cart.voucher} onChange={chooseVoucher} />
        <section className={frame.card}>
          <CartTotals cart={cart} />
          <p className={styles.balance}>
            {t('cart.totals.balance')}: {money(balance)}
          </p>
          {!balanceCovers && <p className={frame.muted}>{t('cart.balanceShort')}</p>}
          {payError && <Alert className={styles.alert} type="error" showIcon title={payError} />}
          <div className={styles.actions}>
            <Button
              type={balanceCovers ? 'primary' : 'default'}
              size="large"
              block
              loading={paying}
              disabled={!balanceCovers}
              onClick={() => void payWithBalance()}
            >
              {t('cart.payWithBalance')}
            </Button>
            <ButtonLink
              to={href('cartCheckout', voucherId ? { voucherId } : undefined)}
              type={balanceCovers ? 'default' : 'primary'}
              size="large"
              block
            >
              {t('cart.checkout')}
            </ButtonLink>
          </div>
        </section>
      </aside>
    </div>
  );
}

export function CartPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<ShoppingCartOutlined />}
        title={t('cart.title')}
        subtitle={t('cart.subtitle')}
        className={styles.wide}
      >
        <Cart />
      </PageFrame>
    </RequireSignIn>
  );
}
