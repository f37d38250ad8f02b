import { ThunderboltOutlined } from '../../../shared/ui/icons';
import {
  COUNTRY_CODES,
  CREDIT_PACKS,
  CREDITS_PURCHASE_MAX,
  CREDITS_PURCHASE_MIN,
  MARKETS,
  TRANSACTION_FEE_PER_MILLE,
  creditPriceOf,
  formatCount,
  formatMoney,
  isCreditsPurchaseAmount,
  type CountryCode,
} from '@ajar/domain';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { GetProfileDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { paymentApi } from '../../../shared/payment/payment-api';
import { useCheckoutOffer } from '../../../shared/payment/use-checkout-offer';
import { useStartCheckout } from '../../../shared/payment/use-start-checkout';
import { CreditsBalance } from '../components/credits-balance';
import styles from './credits-pages.module.css';
import { useCreditsLabel } from '../components/use-credits-label';

/** What credits/buy/{type} sells; credits only. */
const BUYABLE_TYPES = ['credits'] as const;

function BuyForm({ country }: { country: CountryCode }) {
  const { t } = useTranslation();
  const creditsLabel = useCreditsLabel();
  const money = (amount: number) => formatMoney(amount, country);
  const [text, setText] = useState(String(CREDIT_PACKS[1]));
  const [touched, setTouched] = useState(false);
  const { working, error, start } = useStartCheckout();

  const credits = /^\d{1,6}$/.test(text.trim()) ? Number(text.trim()) : null;
  const valid = isCreditsPurchaseAmount(credits);
  const problem = valid ? null : t('messages.creditsAmountInvalid');
  const { offer, method, setMethod, failed } = useCheckoutOffer(
    valid ? credits : null,
    paymentApi.offerForCredits,
  );
  const offerFits =
    valid && offer !== null && offer.amount > 0 && offer.currency === MARKETS[country].currency;
  const shownError = error ?? (failed ? t('credits.buyPage.methodsFailed') : null);

  async function pay() {
    setTouched(true);
    if (!valid || !method) return;
    await start({ service: 'CREDITS', credits, paymentMethod: method });
  }

  if (offer && !offer.providerAvailable)
    return (
      <Result
        className={frame.card}
        status="info"
        title={t('credits.buyPage.unavailableTitle')}
        subTitle={t('credits.buyPage.unavailableBody')}
      />
    );

  return (
    <>
      {offer?.testMode && <TestModeBanner />}
      <section className={frame.card}>
        <span className={styles.label} id="credit-packs">
          {t('credits.buyPage.packs')}
        </span>
        <div className={styles.chips} role="group" aria-labelledby="credit-packs">
          {CREDIT_PACKS.map((pack) => (
            <Button
              key={pack}
              shape="round"
              type={credits === pack ? 'primary' : 'default'}
              aria-pressed={credits === pack}
              onClick={() => {
                setText(String(pack));
                setTouched(true);
              }}
            >
              {creditsLabel(pack)}
            </Button>
          ))}
        </div>
        <Form layout="vertical" component={false}>
          <Form.Item
            label={t('credits.buyPage.amount')}
            htmlFor="credits-amount"
            extra={t('credits.buyPage.range', {
              min: formatCount(CREDITS_PURCHASE_MIN, country),
              max: formatCount(CREDITS_PURCHASE_MAX, country),
            })}
            validateStatus={touched && problem ? 'error' : undefined}
            help={touched ? problem : undefined}
          >
            <Input
              id="credits-amount"
              inputMode="numeric"
              size="large"
              value={text}
              aria-invalid={touched && problem ? true : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setTouched(true);
              }}
            />
          </Form.Item>
        </Form>
        <p className={frame.muted}>
          {t('credits.buyPage.unitPrice', { price: money(creditPriceOf(country).price) })}
        </p>
      </section>
      {valid && (
        <section className={frame.card}>
          {offerFits ? (
            <>
              <SummaryLines>
                <SummaryLine label={t('credits.buyPage.credits')} value={creditsLabel(credits)} />
                <SummaryLine label={t('credits.buyPage.price')} value={money(offer.amount)} />
                <SummaryLine
                  label={t('credits.buyPage.fee', { rate: TRANSACTION_FEE_PER_MILLE / 10 })}
                  value={money(offer.fee)}
                />
                <SummaryLine
                  label={t('credits.buyPage.total')}
                  value={money(offer.amount + offer.fee)}
                  total
                />
              </SummaryLines>
              <strong>{t('credits.buyPage.method')}</strong>
              <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} title={false} />
          )}
        </section>
      )}
      {shownError && <Alert type="error" showIcon title={shownError} className={styles.alert} />}
      <div className={styles.actions}>
        <Button
          type="primary"
          size="large"
          loading={working}
          disabled={!offerFits || !method}
          onClick={() => void pay()}
        >
          {t('credits.buyPage.pay')}
        </Button>
      </div>
    </>
  );
}

function BuyCredits() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const pageCountry = useCountry();
  const { type } = useParams();
  const buyable = (BUYABLE_TYPES as readonly string[]).includes(type ?? '');
  const [profile] = useQuery({ query: GetProfileDocument, pause: !buyable });
  // The payment service charges in the currency of the payer's own market.
  const country = COUNTRY_CODES.find((code) => code === profile.data?.getProfile?.country) ?? pageCountry;

  return (
    <PageFrame
      icon={<ThunderboltOutlined />}
      title={t('credits.buyPage.title')}
      subtitle={t('credits.buyPage.subtitle')}
      className={styles.narrow}
    >
      {!buyable ? (
        <Result
          className={frame.card}
          status="404"
          title={t('credits.buyPage.unknownType')}
          subTitle={t('credits.buyPage.unknownTypeBody')}
          extra={
            <ButtonLink to={href('creditsBuy')} type="primary">
              {t('credits.buy')}
            </ButtonLink>
          }
        />
      ) : !profile.data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <>
          <CreditsBalance />
          <BuyForm country={country} />
        </>
      )}
    </PageFrame>
  );
}

export function BuyCreditsPage() {
  return (
    <RequireSignIn>
      <BuyCredits />
    </RequireSignIn>
  );
}
