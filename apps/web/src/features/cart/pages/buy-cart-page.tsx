import { balanceSplit } from '@ajar/domain';
import { Alert, Button, Result, Skeleton, Switch } from 'antd';
import { useState } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { useMutation } from 'urql';
import { CheckoutCartWithBalanceDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CreditCardOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { paymentApi } from '../../../shared/payment/payment-api';
import { useCheckoutOffer } from '../../../shared/payment/use-checkout-offer';
import { useStartCheckout } from '../../../shared/payment/use-start-checkout';
import { CartPaid } from '../components/cart-paid';
import { CartTotals } from '../components/cart-totals';
import { useCartAndBalance } from '../components/use-cart';
import { useCartMoney } from '../use-cart-money';
import styles from './cart-pages.module.css';

/** What globalcart/buy/{type} pays; the cart's checkout only. */
const PAYABLE_TYPES = ['checkout'];

/** The offer's key: the voucher and whether the balance pays first (a stable loader reads it back). */
const offerKey = (voucherId: string | null, useBalance: boolean) =>
  `${useBalance ? 1 : 0}:${voucherId ?? ''}`;
const loadOffer = (key: string) => paymentApi.offerForCart(key.slice(2) || null, key.startsWith('1'));

function PayCart({ voucherId }: { voucherId: string | null }) {
  const { t } = useTranslation();
  const { cart, cartError, balance } = useCartAndBalance(voucherId);
  const money = useCartMoney(cart?.currency);
  const [useBalanceChoice, setUseBalance] = useState<boolean | null>(null);
  const useBalance = useBalanceChoice ?? (balance ?? 0) > 0;
  const ready = cart !== null && balance !== null;
  const { offer, method, setMethod, failed } = useCheckoutOffer(
    ready ? offerKey(voucherId, useBalance) : null,
    loadOffer,
  );
  const { working, error, start } = useStartCheckout();
  const [, checkoutWithBalance] = useMutation(CheckoutCartWithBalanceDocument);
  const [balanceError, setBalanceError] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);

  if (paid) return <CartPaid />;
  if (cartError && !cart)
    return <Alert className={frame.card} type="error" showIcon title={describeError(cartError).message} />;
  if (!cart || balance === null) return <Skeleton active paragraph={{ rows: 8 }} />;
  if (offer && !offer.providerAvailable)
    return (
      <Result
        className={frame.card}
        status="info"
        title={t('cart.buy.unavailableTitle')}
        subTitle={t('cart.buy.unavailableBody')}
      />
    );

  const { fromBalance, fromPaymentMethods } = balanceSplit(cart.totalPrice, useBalance ? balance : 0);
  // The provider's part is the server's: the offer's amount (the total less the balance's part).
  const rest = offer?.amount ?? fromPaymentMethods;
  const shownError = balanceError ?? error ?? (failed ? t('cart.buy.methodsFailed') : null);

  async function payAllWithBalance() {
    setBalanceError(null);
    const result = await checkoutWithBalance({ voucherId });
    if (result.error || !result.data?.checkoutCartWithAjarBalance.success)
      setBalanceError(describeError(result.error).message);
    else setPaid(true);
  }

  return (
    <>
      {offer?.testMode && <TestModeBanner />}
      <section className={frame.card}>
        <CartTotals cart={cart} />
        <div className={styles.switchRow}>
          <label htmlFor="cart-use-balance">
            {t('cart.buy.useBalance')} ({money(balance)})
          </label>
          <Switch
            id="cart-use-balance"
            checked={useBalance}
            disabled={balance <= 0}
            onChange={(checked) => setUseBalance(checked)}
          />
        </div>
        <SummaryLines>
          {useBalance && fromBalance > 0 && (
            <SummaryLine label={t('cart.buy.fromBalance')} value={money(fromBalance)} />
          )}
          {offer && rest > 0 && (
            <>
              <SummaryLine label={t('cart.buy.fromMethods')} value={money(rest)} />
              <SummaryLine label={t('cart.buy.fee')} value={money(offer.fee)} />
              <SummaryLine label={t('cart.buy.charged')} value={money(rest + offer.fee)} total />
            </>
          )}
        </SummaryLines>
      </section>
      {rest > 0 && (
        <section className={frame.card}>
          <strong>{t('cart.buy.method')}</strong>
          {offer ? (
            <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
          ) : (
            <Skeleton active paragraph={{ rows: 2 }} title={false} />
          )}
        </section>
      )}
      {shownError && <Alert className={styles.alert} type="error" showIcon title={shownError} />}
      <div className={styles.actions}>
        {offer && rest === 0 ? (
          <Button type="primary" size="large" onClick={() => void payAllWithBalance()}>
            {t('cart.payWithBalance')}
          </Button>
        ) : (
          <Button
            type="primary"
            size="large"
            loading={working}
            disabled={!offer || !method || cart.count === 0}
            onClick={() =>
              method && void start({ service: 'CART', voucherId, useBalance, paymentMethod: method })
            }
          >
            {t('cart.buy.pay')}
          </Button>
        )}
      </div>
    </>
  );
}

function BuyCart() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const { type } = useParams();
  const [params] = useSearchParams();
  const voucherId = params.get('voucherId') || null;
  const payable = PAYABLE_TYPES.includes(type ?? '');
  return (
    <PageFrame
      icon={<CreditCardOutlined />}
      title={t('cart.buy.title')}
      subtitle={t('cart.buy.subtitle')}
      className={styles.narrow}
    >
      {payable ? (
        <PayCart voucherId={voucherId} />
      ) : (
        <Result
          className={frame.card}
          status="404"
          title={t('cart.buy.unknownType')}
          subTitle={t('cart.buy.unknownTypeBody')}
          extra={
            <ButtonLink to={href('cart')} type="primary">
              {t('cart.buy.backToCart')}
            </ButtonLink>
          }
        />
      )}
    </PageFrame>
  );
}

export function BuyCartPage() {
  return (
    <RequireSignIn>
      <BuyCart />
    </RequireSignIn>
  );
}
