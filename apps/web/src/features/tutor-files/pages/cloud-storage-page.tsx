import { formatMoney, type CountryCode, type StoragePaymentMethod } from '@ajar/domain';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useState } from 'react';
import { useMutation, useQuery } from 'urql';
import {
  BuyCloudStorageDocument,
  CloudStoragePageDocument,
  type CloudStoragePageQuery,
} from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { TutorWorkspace } from '../../tutor-workspace';
import { ButtonLink } from '../../../shared/ui/button-link';
import { CloudOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { useCreditsLabel } from '../../credits';
import { formatBytes } from '../components/file-size';
import styles from '../components/tutor-files.module.css';
import { UsageBar } from '../components/usage-bar';

type Data = CloudStoragePageQuery;

function Packages({ data, onBought }: { data: Data; onBought: () => void }) {
  const { t, i18n } = useTranslation();
  const href = useFeatureHref();
  const creditsLabel = useCreditsLabel();
  const country = (data.getProfile?.country ?? 'sg') as CountryCode;
  const [paidWith, setPaidWith] = useState<StoragePaymentMethod>('CREDITS');
  const [buying, buy] = useMutation(BuyCloudStorageDocument);
  const [pending, setPending] = useState<string | null>(null);
  const credits = data.getUserCredits.credits;
  const balance = data.getProfile?.balance ?? 0;

  async function onBuy(code: string) {
    setPending(code);
    const result = await buy({ packageCode: code, paidWith });
    setPending(null);
    if (result.error) return void showError(result.error);
    showSuccess(t('tutorFiles.cloudStorage.bought'));
    onBought();
  }

  return (
    <section className={frame.card} aria-labelledby="storage-packages">
      <h2 id="storage-packages" className={styles.sectionTitle}>
        {t('tutorFiles.cloudStorage.packagesTitle')}
      </h2>
      <p className={styles.muted}>
        {t('tutorFiles.cloudStorage.youHave', {
          credits: creditsLabel(credits),
          balance: formatMoney(balance, country),
        })}
      </p>
      <div className={styles.payWith}>
        <span id="storage-pay-with">{t('tutorFiles.cloudStorage.payWith')}</span>
        <Radio.Group
          aria-labelledby="storage-pay-with"
          optionType="button"
          value={paidWith}
          onChange={(event) => setPaidWith(event.target.value as StoragePaymentMethod)}
          options={[
            { value: 'CREDITS', label: t('tutorFiles.cloudStorage.credits') },
            { value: 'BALANCE', label: t('tutorFiles.cloudStorage.balance') },
          ]}
        />
      </div>
      <ul className={styles.packages}>
        {data.cloudStoragePackages.map((option) => {
          const size = formatBytes(option.bytes, t, i18n.language);
          const price =
            paidWith === 'CREDITS' ? creditsLabel(option.credits) : formatMoney(option.priceMinor, country);
          return (
            <li key={option.code} className={styles.package}>
              <strong className={styles.packageSize}>
                {t('tutorFiles.cloudStorage.packageName', { size })}
              </strong>
              <span>{price}</span>
              <Button
                type="primary"
                loading={buying.fetching && pending === option.code}
                disabled={buying.fetching}
                onClick={() => void onBuy(option.code)}
              >
                {t('tutorFiles.cloudStorage.buy', { size })}
              </Button>
            </li>
          );
        })}
      </ul>
      <div className={styles.uploadRow}>
        <ButtonLink to={href('creditsBuy')}>{t('tutorFiles.cloudStorage.buyCredits')}</ButtonLink>
        <ButtonLink to={href('balance')}>{t('tutorFiles.cloudStorage.topUp')}</ButtonLink>
      </div>
    </section>
  );
}

function Purchases({ data }: { data: Data }) {
  const { t, i18n } = useTranslation();
  const creditsLabel = useCreditsLabel();
  const country = (data.getProfile?.country ?? 'sg') as CountryCode;
  const rows = presentItems(data.myStoragePurchases);
  return (
    <section className={frame.card} aria-labelledby="storage-purchases">
      <h2 id="storage-purchases" className={styles.sectionTitle}>
        {t('tutorFiles.cloudStorage.purchasesTitle')}
      </h2>
      {rows.length === 0 ? (
        <p className={styles.muted}>{t('tutorFiles.cloudStorage.purchasesEmpty')}</p>
      ) : (
        <ul className={styles.purchaseList}>
          {rows.map((row) => (
            <li key={row.id}>
              {t('tutorFiles.cloudStorage.purchaseLine', {
                size: formatBytes(row.bytes, t, i18n.language),
                price:
                  row.paidWith === 'CREDITS'
                    ? creditsLabel(row.credits)
                    : formatMoney(row.amountMinor, country),
                date: formatMarketDate(row.createdAt, country, 'D MMM YYYY'),
              })}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function CloudStorage() {
  const { t } = useTranslation();
  const [{ data, fetching, error }, refetch] = useQuery({
    query: CloudStoragePageDocument,
    requestPolicy: 'cache-and-network',
  });
  const reload = () => refetch({ requestPolicy: 'network-only' });
  if (!data && error && !fetching) {
    return (
      <Alert
        className={frame.card}
        type="error"
        showIcon
        title={t('tutorFiles.cloudStorage.loadFailed')}
        action={<Button onClick={reload}>{t('tutorFiles.cloudStorage.retry')}</Button>}
      />
    );
  }
  if (!data) return <Skeleton active paragraph={{ rows: 6 }} />;
  return (
    <>
      <section className={frame.card} aria-label={t('tutorFiles.usage.label')}>
        <UsageBar usedBytes={data.myTutorStorage.usedBytes} quotaBytes={data.myTutorStorage.quotaBytes} />
      </section>
      <Packages data={data} onBought={reload} />
      <Purchases data={data} />
    </>
  );
}

/** tutor/cloud-storage: the tutor side menu's 'Cloud storage': more quota for credits or balance. */
export function CloudStoragePage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <TutorWorkspace>
        <PageFrame
          icon={<CloudOutlined />}
          title={t('tutorFiles.cloudStorage.title')}
          subtitle={t('tutorFiles.cloudStorage.subtitle')}
        >
          <CloudStorage />
        </PageFrame>
      </TutorWorkspace>
    </RequireSignIn>
  );
}
