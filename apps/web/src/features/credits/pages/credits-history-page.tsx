import { ThunderboltOutlined } from '../../../shared/ui/icons';
import { Alert, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { GetCreditsHistoryDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { CreditHistoryList } from '../components/credit-history-list';

function CreditsHistory() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  const [result] = useQuery({ query: GetCreditsHistoryDocument, requestPolicy: 'cache-and-network' });
  const data = result.data;
  if (result.error && !data) return <Alert type="error" showIcon title={t('credits.loadFailed')} />;
  if (!data) return <Skeleton active paragraph={{ rows: 8 }} />;
  const lines = presentItems(data.getUserCreditsHistory);
  return (
    <section className={frame.card}>
      {lines.length === 0 ? (
        <div className={frame.empty}>
          <p>{t('credits.noHistory')}</p>
          <ButtonLink to={href('creditsBuy')} type="primary">
            {t('credits.buy')}
          </ButtonLink>
        </div>
      ) : (
        <CreditHistoryList lines={lines} />
      )}
    </section>
  );
}

export function CreditsHistoryPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame icon={<ThunderboltOutlined />} title={t('credits.history')} subtitle={t('credits.subtitle')}>
        <CreditsHistory />
      </PageFrame>
    </RequireSignIn>
  );
}
