import { GiftOutlined } from '../../../shared/ui/icons';
import { useQuery } from 'urql';
import { GetUserVoucherClaimsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import { EmptyVouchers, VoucherList } from '../components/voucher-list';
import { useCartHref } from '../components/voucher-paths';

function MyVouchers() {
  const { t } = useTranslation();
  const cartHref = useCartHref();
  const [result, refetch] = useQuery({
    query: GetUserVoucherClaimsDocument,
    requestPolicy: 'cache-and-network',
  });
  const vouchers = result.data
    ? presentItems(result.data.getUserVoucherClaims).filter((voucher) => voucher.ableToUse)
    : null;
  return (
    <VoucherList
      vouchers={vouchers}
      error={result.error}
      onRetry={() => refetch({ requestPolicy: 'network-only' })}
      empty={<EmptyVouchers text={t('vouchers.mine.empty')} />}
      actions={(voucher) => (
        <ButtonLink to={cartHref(voucher.id)} type="primary">
          {t('vouchers.useInCart')}
        </ButtonLink>
      )}
    />
  );
}

export function MyVouchersPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<GiftOutlined />}
        title={t('vouchers.mine.title')}
        subtitle={t('vouchers.mine.subtitle')}
      >
        <MyVouchers />
      </PageFrame>
    </RequireSignIn>
  );
}
