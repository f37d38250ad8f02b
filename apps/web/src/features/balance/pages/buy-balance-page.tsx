import { WalletOutlined } from '../../../shared/ui/icons';
import {
  COUNTRY_CODES,
  MARKETS,
  TOP_UP_MAX_MINOR,
  TOP_UP_MIN_MINOR,
  TRANSACTION_FEE_PER_MILLE,
  formatMoney,
  majorText,
  majorToMinor,
  parseMajor,
  type CountryCode,
} from '@ajar/domain';
import { Alert, Button, Form, Input, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useParams } from 'react-router';
import { useQuery } from 'urql';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { GetProfileDocument } from '../../../gql/graphql';
import { useCountry } from '../../../shared/market/country-context';
import { PaymentMethodChoice, SummaryLine, SummaryLines } from '../../../shared/payment/summary-lines';
import { TestModeBanner } from '../../../shared/payment/test-mode-banner';
import { ButtonLink } from '../../../shared/ui/button-link';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { paymentApi } from '../../../shared/payment/payment-api';
import { useCheckoutOffer } from '../../../shared/payment/use-checkout-offer';
import { useStartCheckout } from '../../../shared/payment/use-start-checkout';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './buy-balance-page.module.css';

/** What balance/buy/{type} sells; only top-ups so far. */
const BUYABLE_TYPES = ['topup'] as const;

/** Quick amounts: multiples of the market's lowest suggested lesson price, so they fit each currency. */
const PRESET_MULTIPLES = [1, 2, 5, 10] as const;

function presetAmounts(country: CountryCode): number[] {
  const { currency, suggestionRange } = MARKETS[country];
  return PRESET_MULTIPLES.map((multiple) => majorToMinor(suggestionRange.min * multiple, currency)).filter(
    (minor) => minor >= TOP_UP_MIN_MINOR && minor <= TOP_UP_MAX_MINOR,
  );
}

function TopUp({ balance, country }: { balance: number; country: CountryCode }) {
  const { t } = useTranslation();
  const { currency } = MARKETS[country];
  const money = (amount: number) => formatMoney(amount, country);
  const presets = presetAmounts(country);
  const [text, setText] = useState(() => (presets[0] === undefined ? '' : majorText(presets[0], currency)));
  const [touched, setTouched] = useState(false);
  const { working, error, start } = useStartCheckout();

  const minor = parseMajor(text, currency);
  const problem =
    minor === null || minor === 0
      ? t('messages.topUpAmountInvalid')
      : minor < TOP_UP_MIN_MINOR
        ? t('balance.tooSmall', { amount: money(TOP_UP_MIN_MINOR) })
        : minor > TOP_UP_MAX_MINOR
          ? t('balance.tooLarge', { amount: money(TOP_UP_MAX_MINOR) })
          : null;
  const valid = problem === null && minor !== null;
  const { offer, method, setMethod, failed } = useCheckoutOffer(
    valid ? minor : null,
    paymentApi.offerForTopUp,
  );
  const shownError = error ?? (failed ? t('balance.methodsFailed') : null);

  const offerFits = valid && offer !== null && offer.amount === minor;

  async function pay() {
    setTouched(true);
    if (!valid || !method) return;
    await start({ service: 'BALANCE', amount: minor, paymentMethod: method });
  }

  const current = (
    <section className={`${frame.card} ${styles.balance}`}>
      <span className={frame.muted}>{t('balance.current')}</span>
      <span className={styles.balanceValue}>{money(balance)}</span>
    </section>
  );
  // No provider serves this market: nothing can be charged, so there is no top-up to offer.
  if (offer && !offer.providerAvailable)
    return (
      <>
        {current}
        <Result
          className={frame.card}
          status="info"
          title={t('balance.unavailableTitle')}
          subTitle={t('balance.unavailableBody')}
        />
      </>
    );

  return (
    <>
      {offer?.testMode && <TestModeBanner />}
      {current}
      <section className={frame.card}>
        <Form layout="vertical" component={false}>
          <span className={styles.label} id="top-up-presets">
            {t('balance.presets')}
          </span>
          <div className={styles.chips} role="group" aria-labelledby="top-up-presets">
            {presets.map((preset) => (
              <Button
                key={preset}
                shape="round"
                type={minor === preset ? 'primary' : 'default'}
                aria-pressed={minor === preset}
                onClick={() => {
                  setText(majorText(preset, currency));
                  setTouched(true);
                }}
              >
                {money(preset)}
              </Button>
            ))}
          </div>
          <Form.Item
            label={t('balance.amount', { currency })}
            htmlFor="top-up-amount"
            validateStatus={touched && problem ? 'error' : undefined}
            help={touched ? problem : undefined}
          >
            <Input
              id="top-up-amount"
              inputMode={currency === 'IDR' ? 'numeric' : 'decimal'}
              size="large"
              prefix={MARKETS[country].symbol}
              value={text}
              aria-invalid={touched && problem ? true : undefined}
              onChange={(event) => {
                setText(event.target.value);
                setTouched(true);
              }}
            />
          </Form.Item>
        </Form>
      </section>
      {valid && (
        <section className={frame.card}>
          {offerFits ? (
            <>
              <SummaryLines>
                <SummaryLine label={t('balance.toAdd')} value={money(offer.amount)} />
                <SummaryLine
                  label={t('balance.fee', { rate: TRANSACTION_FEE_PER_MILLE / 10 })}
                  value={money(offer.fee)}
                />
                <SummaryLine label={t('balance.total')} value={money(offer.amount + offer.fee)} total />
              </SummaryLines>
              <strong>{t('balance.method')}</strong>
              <PaymentMethodChoice methods={offer.methods} value={method} onChange={setMethod} />
            </>
          ) : (
            <Skeleton active paragraph={{ rows: 4 }} title={false} />
          )}
        </section>
      )}
      {shownError && <Alert type="error" showIcon title={shownError} style={{ marginBottom: 16 }} />}
      <div className={styles.payActions}>
        <Button
          type="primary"
          size="large"
          loading={working}
          disabled={!offerFits || !method}
          onClick={() => void pay()}
        >
          {t('balance.pay')}
        </Button>
      </div>
    </>
  );
}

function BuyBalance() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const pageCountry = useCountry();
  const { type } = useParams();
  const buyable = (BUYABLE_TYPES as readonly string[]).includes(type ?? '');
  const [profile] = useQuery({ query: GetProfileDocument, requestPolicy: 'network-only', pause: !buyable });
  const data = profile.data?.getProfile;
  // The payment service charges in the currency of the payer's own market.
  const country = COUNTRY_CODES.find((code) => code === data?.country) ?? pageCountry;

  return (
    <PageFrame
      icon={<WalletOutlined />}
      title={t('balance.title')}
      subtitle={t('balance.subtitle')}
      className={styles.page}
    >
      {!buyable ? (
        <Result
          className={frame.card}
          status="404"
          title={t('balance.unknownType')}
          subTitle={t('balance.unknownTypeBody')}
          extra={
            <ButtonLink to={href('balance')} type="primary">
              {t('balance.toTopUp')}
            </ButtonLink>
          }
        />
      ) : profile.error ? (
        <Alert type="error" showIcon title={t('balance.loadFailed')} />
      ) : !data ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <TopUp balance={data.balance ?? 0} country={country} />
      )}
    </PageFrame>
  );
}

export function BuyBalancePage() {
  return (
    <RequireSignIn>
      <BuyBalance />
    </RequireSignIn>
  );
}
