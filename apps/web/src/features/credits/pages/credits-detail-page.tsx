import { InfoCircleOutlined } from '../../../shared/ui/icons';
import {
  BOOST_PRICES,
  BOOST_TYPES,
  MARKETS,
  VOUCHER_FEE_TIERS,
  formatCount,
  formatMoney,
  isCountryCode,
} from '@ajar/domain';
import { Alert, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { GetCreditsDetailDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { CreditsBalance } from '../components/credits-balance';
import { useCreditsLabel } from '../components/use-credits-label';
import styles from './credits-pages.module.css';

function CreditsDetail() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const creditsLabel = useCreditsLabel();
  const pageCountry = useCountry();
  const { profile } = useProfile();
  // Credits are priced in the currency of the viewer's own market.
  const country = isCountryCode(profile?.country) ? profile.country : pageCountry;
  const currency = MARKETS[country].currency;
  const [result] = useQuery({
    query: GetCreditsDetailDocument,
    variables: { currency },
    requestPolicy: 'cache-and-network',
  });
  const data = result.data;
  const price = data?.getAjarCreditsPriceByCurreny;

  return (
    <>
      {data || result.error ? (
        <CreditsBalance credits={data?.getUserCredits.credits ?? null} />
      ) : (
        <Skeleton active paragraph={false} />
      )}
      <section className={frame.card} aria-labelledby="credits-what">
        <h2 id="credits-what" className={styles.cardTitle}>
          {t('credits.detail.what')}
        </h2>
        <p>{t('credits.detail.whatBody')}</p>
        <h3 className={styles.cardTitle}>{t('credits.detail.price')}</h3>
        {price && price.currency === currency ? (
          <p className={styles.priceLine}>
            {t('credits.detail.priceLine', {
              credits: creditsLabel(price.amount),
              price: formatMoney(price.price, country),
            })}
          </p>
        ) : result.error ? (
          <Alert type="warning" showIcon title={t('credits.detail.priceFailed')} />
        ) : (
          <Skeleton active paragraph={false} />
        )}
        <div className={styles.actions}>
          <ButtonLink to={href('creditsBuy')} type="primary" size="large">
            {t('credits.buy')}
          </ButtonLink>
        </div>
      </section>
      <section className={frame.card} aria-labelledby="credits-buy-what">
        <h2 id="credits-buy-what" className={styles.cardTitle}>
          {t('credits.whatTheyBuy')}
        </h2>
        <div className={styles.priceTables}>
          {BOOST_TYPES.map((type) => (
            <table key={type} className={styles.prices}>
              <caption>
                {t('credits.detail.boosts')}:{' '}
                {t(type === 'HomePage' ? 'credits.boostHome' : 'credits.boostListing')}
              </caption>
              <tbody>
                {BOOST_PRICES[type].map((option) => (
                  <tr key={option.numberOfDays}>
                    <th scope="row">{t('credits.days', { count: option.numberOfDays })}</th>
                    <td>{creditsLabel(option.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
          <table className={styles.prices}>
            <caption>{t('credits.detail.vouchers')}</caption>
            <tbody>
              {VOUCHER_FEE_TIERS.map((tier) => (
                <tr key={tier.id}>
                  <th scope="row">
                    {t('credits.detail.voucherTier', { max: formatCount(tier.maxUses, pageCountry) })}
                  </th>
                  <td>{creditsLabel(tier.sellerCreditsFee)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>
    </>
  );
}

export function CreditsDetailPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<InfoCircleOutlined />}
        title={t('credits.detail.title')}
        subtitle={t('credits.detail.subtitle')}
      >
        <CreditsDetail />
      </PageFrame>
    </RequireSignIn>
  );
}
