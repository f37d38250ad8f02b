import { GlobalOutlined } from '../../../shared/ui/icons';
import { useQuery } from 'urql';
import { GetVoucherForPublicDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { PageFrame } from '../../../shared/ui/page-frame';
import { ClaimButton } from '../components/claim-button';
import { EmptyVouchers, VoucherList } from '../components/voucher-list';

function GeneralUseVouchers() {
  const { t } = useTranslation();
  // Without a tutor (userId), the market's public vouchers: Ajar's general-use ones are for any tutor.
  const [result, refetch] = useQuery({
    query: GetVoucherForPublicDocument,
    variables: { service: 'Booking' },
    requestPolicy: 'cache-and-network',
  });
  const vouchers = result.data
    ? presentItems(result.data.getVoucherForPublic).filter((voucher) => voucher.generalUse)
    : null;
  return (
    <VoucherList
      vouchers={vouchers}
      error={result.error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      empty={<EmptyVouchers text={t('vouchers.general.empty')} />}
      actions={(voucher) => <ClaimButton voucher={voucher} />}
    />
  );
}

export function GeneralUseVouchersPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<GlobalOutlined />}
        title={t('vouchers.general.title')}
        subtitle={t('vouchers.general.subtitle')}
      >
        <GeneralUseVouchers />
      </PageFrame>
    </RequireSignIn>
  );
}
