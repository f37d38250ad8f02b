import { ShopOutlined } from '../../../shared/ui/icons';
import { Skeleton } from 'antd';
import { useQuery } from 'urql';
import { GetVoucherCreditsDocument, GetVoucherForPublicDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import { CreditsBalance, useCreditsLabel } from '../../credits';
import { ClaimButton } from '../components/claim-button';
import { EmptyVouchers, VoucherList } from '../components/voucher-list';
import type { Voucher } from '../components/voucher-text';
import styles from '../components/voucher-card.module.css';

function BuyAction({ voucher, held }: { voucher: Voucher; held: number | null }) {
  const { t } = useTranslation();
  const featureHref = useFeatureHref();
  const creditsLabel = useCreditsLabel();
  const missing = held === null ? 0 : Math.max(voucher.buyerCreditsPrice - held, 0);
  return (
    <>
      <ClaimButton voucher={voucher} wording="buy" disabled={missing > 0} />
      {missing > 0 && !voucher.isClaimed && (
        <>
          <span className={styles.line}>{t('vouchers.short', { missing: creditsLabel(missing) })}</span>
          <ButtonLink to={featureHref('creditsBuy')} size="small">
            {t('vouchers.buyCredits')}
          </ButtonLink>
        </>
      )}
    </>
  );
}

function BuyVouchers() {
  const { t } = useTranslation();
  const [result, refetch] = useQuery({
    query: GetVoucherForPublicDocument,
    variables: { service: 'Booking' },
    requestPolicy: 'cache-and-network',
  });
  const [credits] = useQuery({ query: GetVoucherCreditsDocument, requestPolicy: 'cache-and-network' });
  const held = credits.data?.getUserCredits.credits ?? null;
  const vouchers = result.data
    ? presentItems(result.data.getVoucherForPublic).filter((voucher) => voucher.buyerCreditsPrice > 0)
    : null;
  return (
    <>
      {credits.data || credits.error ? (
        <CreditsBalance credits={held} />
      ) : (
        <Skeleton active paragraph={false} />
      )}
      <VoucherList
        vouchers={vouchers}
        error={result.error}
        onRetry={() => refetch({ requestPolicy: 'network-only' })}
        empty={
          <EmptyVouchers text={t('vouchers.buy.empty')} to="general" label={t('vouchers.links.general')} />
        }
        actions={(voucher) => <BuyAction voucher={voucher} held={held} />}
      />
    </>
  );
}

export function BuyVouchersPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<ShopOutlined />}
        title={t('vouchers.buy.title')}
        subtitle={t('vouchers.buy.subtitle')}
      >
        <BuyVouchers />
      </PageFrame>
    </RequireSignIn>
  );
}
