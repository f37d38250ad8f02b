import { ThunderboltOutlined } from '../../../shared/ui/icons';
import { BOOST_TYPES, ROLE_CODES, countryPath } from '@ajar/domain';
import { Alert, Skeleton } from 'antd';
import { Link } from 'react-router';
import { useQuery } from 'urql';
import { GetCreditsHomeDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { CreditHistoryList } from '../components/credit-history-list';
import { CreditsBalance } from '../components/credits-balance';
import styles from './credits-pages.module.css';
import { useCreditsLabel } from '../components/use-credits-label';

/** The latest movements the home page shows; the history page has them all. */
const RECENT_LINES = 5;

function CreditsHome() {
  const { t } = useTranslation();
  const creditsLabel = useCreditsLabel();
  const href = useFeatureHref();
  const country = useCountry();
  const [result] = useQuery({ query: GetCreditsHomeDocument, requestPolicy: 'cache-and-network' });
  const isTutor = useProfile().profile?.roleCode === ROLE_CODES.tutor;
  const data = result.data;
  const lines = presentItems(data?.getUserCreditsHistory ?? []);
  const prices = { HomePage: data?.home ?? [], CategoryListingPage: data?.listing ?? [] };

  if (result.error && !data) return <Alert type="error" showIcon title={t('credits.loadFailed')} />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <CreditsBalance credits={data.getUserCredits.credits} />
      <div className={styles.actions}>
        <ButtonLink to={href('creditsBuy')} type="primary" size="large">
          {t('credits.buy')}
        </ButtonLink>
        {isTutor && (
          <ButtonLink to={href('boost')} size="large">
            {t('features.boost')}
          </ButtonLink>
        )}
      </div>
      <section className={frame.card} aria-labelledby="credits-recent">
        <div className={styles.cardHead}>
          <h2 id="credits-recent" className={styles.cardTitle}>
            {t('credits.history')}
          </h2>
          {lines.length > 0 && <Link to={href('creditsHistory')}>{t('credits.allHistory')}</Link>}
        </div>
        {lines.length === 0 ? (
          <p className={frame.muted}>{t('credits.noHistory')}</p>
        ) : (
          <CreditHistoryList lines={lines.slice(0, RECENT_LINES)} />
        )}
      </section>
      <section className={frame.card} aria-labelledby="credits-buy-what">
        <div className={styles.cardHead}>
          <h2 id="credits-buy-what" className={styles.cardTitle}>
            {t('credits.whatTheyBuy')}
          </h2>
          <Link to={countryPath(country, 'credits/detail')}>{t('credits.detail.link')}</Link>
        </div>
        <div className={styles.priceTables}>
          {BOOST_TYPES.map((type) => (
            <table key={type} className={styles.prices}>
              <caption>{t(type === 'HomePage' ? 'credits.boostHome' : 'credits.boostListing')}</caption>
              <tbody>
                {prices[type].map((option) => (
                  <tr key={option.numberOfDays}>
                    <th scope="row">{t('credits.days', { count: option.numberOfDays })}</th>
                    <td>{creditsLabel(option.price)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          ))}
        </div>
      </section>
    </>
  );
}

export function CreditsHomePage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame icon={<ThunderboltOutlined />} title={t('credits.title')} subtitle={t('credits.subtitle')}>
        <CreditsHome />
      </PageFrame>
    </RequireSignIn>
  );
}
