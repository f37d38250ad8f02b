import { Alert, Empty, Skeleton } from 'antd';
import { useQuery } from 'urql';
import { GetMyDisputesDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { FileProtectOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { DisputeList } from '../components/dispute-list';

function DisputeHome() {
  const { t } = useTranslation();
  const country = useCountry();
  const [{ data, fetching, error }] = useQuery({
    query: GetMyDisputesDocument,
    requestPolicy: 'cache-and-network',
  });
  const disputes = presentItems(data?.getMyDisputes);
  return (
    <PageFrame
      icon={<FileProtectOutlined />}
      title={t('disputes.home.title')}
      subtitle={t('disputes.home.subtitle')}
    >
      {!disputes && fetching && <Skeleton active paragraph={{ rows: 6 }} />}
      {!disputes && error && (
        <Alert className={frame.card} type="error" showIcon title={t('disputes.home.loadFailed')} />
      )}
      {disputes?.length === 0 && (
        <Empty className={frame.card} description={t('disputes.home.empty')}>
          <p className={frame.muted}>{t('disputes.home.emptyBody')}</p>
        </Empty>
      )}
      {disputes && disputes.length > 0 && (
        <DisputeList disputes={disputes} hrefOf={(id) => `/${country}/dispute/negotiationstatus/${id}`} />
      )}
    </PageFrame>
  );
}

export function DisputeHomePage() {
  return (
    <RequireSignIn>
      <DisputeHome />
    </RequireSignIn>
  );
}
