import { ScheduleOutlined } from '../../../shared/ui/icons';
import { Tag } from 'antd';
import { useQuery } from 'urql';
import { GetUserVoucherClaimsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { PageFrame } from '../../../shared/ui/page-frame';
import { EmptyVouchers, VoucherList } from '../components/voucher-list';
import type { Voucher } from '../components/voucher-text';

type ClaimStatus = 'usable' | 'used' | 'expired' | 'unavailable';

/** Where a claim stands: used on a booking, usable now, expired, or neither (the voucher was withdrawn). */
function claimStatus(voucher: Voucher): ClaimStatus {
  if (voucher.isUsedBefore) return 'used';
  if (voucher.ableToUse) return 'usable';
  return voucher.expired ? 'expired' : 'unavailable';
}

const STATUS_COLOURS: Record<ClaimStatus, string> = {
  usable: 'green',
  used: 'blue',
  expired: 'red',
  unavailable: 'default',
};

function VoucherHistory() {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({
    query: GetUserVoucherClaimsDocument,
    requestPolicy: 'cache-and-network',
  });
  const vouchers = result.data ? presentItems(result.data.getUserVoucherClaims) : null;
  return (
    <VoucherList
      vouchers={vouchers}
      error={result.error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      empty={<EmptyVouchers text={t('vouchers.history.empty')} />}
      actions={(voucher) => {
        const status = claimStatus(voucher);
        return <Tag color={STATUS_COLOURS[status]}>{t(`vouchers.history.status.${status}`)}</Tag>;
      }}
    />
  );
}

export function VoucherHistoryPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<ScheduleOutlined />}
        title={t('vouchers.history.title')}
        subtitle={t('vouchers.history.subtitle')}
      >
        <VoucherHistory />
      </PageFrame>
    </RequireSignIn>
  );
}
