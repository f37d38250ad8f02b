import { RocketOutlined } from '../../../shared/ui/icons';
import { BOOST_TYPES, ROLE_CODES, isMessageKey, type BoostType } from '@ajar/domain';
import { Alert, Button, Result, Skeleton } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  BoostTutorProfileDocument,
  GetBoostPageDocument,
  type GetBoostPageQuery,
} from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { CreditsBalance, useCreditsLabel } from '../../credits';
import styles from './boost-page.module.css';

type PageData = GetBoostPageQuery;

function BoostForm({ data, onBoosted }: { data: PageData; onBoosted: () => void }) {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const creditsLabel = useCreditsLabel();
  const [type, setType] = useState<BoostType>('CategoryListingPage');
  const options = type === 'HomePage' ? data.home : data.listing;
  const [days, setDays] = useState(7);
  const chosen = options.find((option) => option.numberOfDays === days) ?? options[0];
  const [{ fetching }, boost] = useMutation(BoostTutorProfileDocument);
  const held = data.getUserCredits.credits;
  const missing = chosen ? Math.max(chosen.price - held, 0) : 0;
  const running = data.getUserBoosts.some((row) => row?.boostType === type);

  async function submit() {
    if (!chosen) return;
    const result = await boost({ boostType: type, numberOfDays: chosen.numberOfDays });
    const key = result.error?.graphQLErrors[0]?.extensions['messageKey'];
    if (result.error) {
      showError(isMessageKey(key) ? t(`messages.${key}`) : t('messages.fallback'));
      return;
    }
    showSuccess(t('messages.boostStarted'));
    onBoosted();
  }

  return (
    <section className={frame.card} aria-labelledby="boost-where">
      <h2 id="boost-where" className={styles.cardTitle}>
        {t('boost.where')}
      </h2>
      <div className={styles.types} role="radiogroup" aria-labelledby="boost-where">
        {BOOST_TYPES.map((option) => (
          <label key={option} className={option === type ? `${styles.type} ${styles.chosen}` : styles.type}>
            <input
              type="radio"
              name="boost-type"
              value={option}
              checked={option === type}
              onChange={() => setType(option)}
            />
            <span>
              <strong>{t(`boost.type.${option}`)}</strong>
              <span className={styles.hint}>{t(`boost.typeHint.${option}`)}</span>
            </span>
          </label>
        ))}
      </div>
      <h2 id="boost-days" className={styles.cardTitle}>
        {t('boost.howLong')}
      </h2>
      <div className={styles.days} role="radiogroup" aria-labelledby="boost-days">
        {options.map((option) => (
          <label
            key={option.numberOfDays}
            className={option === chosen ? `${styles.day} ${styles.chosen}` : styles.day}
          >
            <input
              type="radio"
              name="boost-days"
              value={option.numberOfDays}
              checked={option === chosen}
              onChange={() => setDays(option.numberOfDays)}
            />
            <strong>{t('credits.days', { count: option.numberOfDays })}</strong>
            <span className={styles.hint}>{creditsLabel(option.price)}</span>
          </label>
        ))}
      </div>
      {chosen && (
        <p className={styles.cost}>
          {t('boost.cost', { cost: creditsLabel(chosen.price), held: creditsLabel(held) })}
        </p>
      )}
      {running && <p className={`${frame.muted} ${styles.note}`}>{t('boost.queuedNote')}</p>}
      {missing > 0 && (
        <Alert
          type="warning"
          showIcon
          className={styles.alert}
          title={t('boost.short', { missing: creditsLabel(missing) })}
          action={
            <ButtonLink to={href('creditsBuy')} size="small" type="primary">
              {t('boost.buyCredits')}
            </ButtonLink>
          }
        />
      )}
      <Button
        type="primary"
        size="large"
        loading={fetching}
        disabled={!chosen || missing > 0}
        onClick={() => void submit()}
      >
        {t('boost.boost', { count: chosen?.numberOfDays ?? 0 })}
      </Button>
    </section>
  );
}

function BoostList({ boosts }: { boosts: PageData['getUserBoosts'] }) {
  const { t } = useTranslation();
  const country = useCountry();
  const rows = boosts.flatMap((row) => (row ? [row] : []));
  return (
    <section className={frame.card} aria-labelledby="boost-yours">
      <h2 id="boost-yours" className={styles.cardTitle}>
        {t('boost.yours')}
      </h2>
      {rows.length === 0 ? (
        <p className={frame.muted}>{t('boost.none')}</p>
      ) : (
        <ul className={styles.list}>
          {rows.map((row) => (
            <li key={row.id} className={styles.row}>
              <span>
                <strong>{t(`boost.type.${row.boostType}`)}</strong>
                <span className={styles.hint}>
                  {t('boost.period', {
                    start: formatMarketDate(row.startsAt, country, 'D MMM, HH:mm'),
                    end: formatMarketDate(row.endsAt, country, 'D MMM YYYY, HH:mm'),
                  })}
                </span>
              </span>
              <span className={row.status === 'ACTIVE' ? styles.active : styles.queued}>
                {t(`boost.status.${row.status}`)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function Boost() {
  const { t } = useTranslation();
  const { profile } = useProfile();
  const [result, refetch] = useQuery({ query: GetBoostPageDocument, requestPolicy: 'cache-and-network' });
  if (profile && profile.roleCode !== ROLE_CODES.tutor)
    return (
      <Result
        className={frame.card}
        status="info"
        title={t('boost.tutorsOnly')}
        subTitle={t('boost.tutorsOnlyBody')}
      />
    );
  const data = result.data;
  if (result.error && !data) return <Alert type="error" showIcon title={t('boost.loadFailed')} />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  return (
    <>
      <CreditsBalance credits={data.getUserCredits.credits} />
      <BoostForm data={data} onBoosted={() => refetch({ requestPolicy: 'network-only' })} />
      <BoostList boosts={data.getUserBoosts} />
    </>
  );
}

export function BoostPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame icon={<RocketOutlined />} title={t('boost.title')} subtitle={t('boost.subtitle')}>
        <Boost />
      </PageFrame>
    </RequireSignIn>
  );
}
