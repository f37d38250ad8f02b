import { DashboardOutlined, DeleteOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES } from '@ajar/domain';
import { Button, Popconfirm, Tag } from 'antd';
import { useMutation, useQuery } from 'urql';
import { GetUserVouchersDocument, UserDeleteHisVoucherDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { showError, showErrorText, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { ButtonLink } from '../../../shared/ui/button-link';
import { PageFrame } from '../../../shared/ui/page-frame';
import frame from '../../../shared/ui/page-frame.module.css';
import { TutorsOnly } from '../components/tutors-only';
import cards from '../components/voucher-card.module.css';
import { VoucherFigures, type OwnVoucher } from '../components/voucher-figures';
import { VoucherList } from '../components/voucher-list';
import { useVoucherHref } from '../components/voucher-paths';
import { voucherTags } from '../components/voucher-text';

function DeleteVoucher({ voucher, onDeleted }: { voucher: OwnVoucher; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [{ fetching }, remove] = useMutation(UserDeleteHisVoucherDocument);

  async function confirm() {
    const result = await remove({ voucherId: voucher.id });
    if (result.error) {
      showError(result.error);
      return;
    }
    if (!result.data?.userDeleteHisVoucher.success) {
      showErrorText(result.data?.userDeleteHisVoucher.message || t('messages.fallback'));
      return;
    }
    showSuccess(t('messages.voucherDeleted'));
    onDeleted();
  }

  return (
    <Popconfirm
      title={t('vouchers.dashboard.deleteConfirm', { code: voucher.code })}
      description={t('vouchers.dashboard.deleteBody')}
      okText={t('vouchers.dashboard.delete')}
      cancelText={t('vouchers.dashboard.keep')}
      okButtonProps={{ danger: true }}
      onConfirm={() => confirm()}
    >
      <Button danger icon={<DeleteOutlined />} loading={fetching}>
        {t('vouchers.dashboard.delete')}
      </Button>
    </Popconfirm>
  );
}

function OwnVoucherCard({ voucher, onDeleted }: { voucher: OwnVoucher; onDeleted: () => void }) {
  const { t } = useTranslation();
  return (
    <article className={cards.card} aria-label={voucher.code}>
      <div className={cards.head}>
        <strong className={cards.code}>{voucher.code}</strong>
        <span className={cards.tags}>
          {voucherTags(voucher).map((tag) => (
            <Tag key={tag} color={tag === 'expired' ? 'red' : tag === 'open' ? 'green' : 'default'}>
              {t(`vouchers.status.${tag}`)}
            </Tag>
          ))}
        </span>
      </div>
      <VoucherFigures voucher={voucher} />
      {!voucher.expired && (
        <div className={cards.actions}>
          <DeleteVoucher voucher={voucher} onDeleted={onDeleted} />
        </div>
      )}
    </article>
  );
}

function Dashboard() {
  const { t } = useTranslation();
  const href = useVoucherHref();
  const { profile } = useProfile();
  const isTutor = profile?.roleCode === ROLE_CODES.tutor;
  const [result, refetch] = useQuery({
    query: GetUserVouchersDocument,
    requestPolicy: 'cache-and-network',
    pause: !isTutor,
  });
  if (profile && !isTutor) return <TutorsOnly />;
  const vouchers = result.data ? presentItems(result.data.getUserVouchers) : null;
  const reload = () => refetch({ requestPolicy: 'network-only' });
  return (
    <>
      {vouchers && vouchers.length > 0 && (
        <div className={frame.toolbar}>
          <ButtonLink to={href('create')} type="primary">
            {t('vouchers.links.create')}
          </ButtonLink>
        </div>
      )}
      <VoucherList
        vouchers={vouchers}
        error={result.error}
        onRetry={reload}
        empty={
          <>
            <p>{t('vouchers.dashboard.empty')}</p>
            <ButtonLink to={href('create')} type="primary">
              {t('vouchers.links.create')}
            </ButtonLink>
          </>
        }
        render={(voucher) => <OwnVoucherCard voucher={voucher} onDeleted={reload} />}
      />
    </>
  );
}

export function VoucherDashboardPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<DashboardOutlined />}
        title={t('vouchers.dashboard.title')}
        subtitle={t('vouchers.dashboard.subtitle')}
      >
        <Dashboard />
      </PageFrame>
    </RequireSignIn>
  );
}
