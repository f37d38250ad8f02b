import { PlusSquareOutlined } from '../../../shared/ui/icons';
import { ROLE_CODES, isCountryCode } from '@ajar/domain';
import { Skeleton } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useProfile } from '../../../shared/session/profile-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { PageFrame } from '../../../shared/ui/page-frame';
import { CreditsBalance } from '../../credits';
import { CreateVoucherForm } from '../components/create-voucher-form';
import { TutorsOnly } from '../components/tutors-only';
import styles from './vouchers-pages.module.css';

function CreateVoucher() {
  const pageCountry = useCountry();
  const { profile } = useProfile();
  if (!profile) return <Skeleton active paragraph={{ rows: 10 }} />;
  if (profile.roleCode !== ROLE_CODES.tutor) return <TutorsOnly />;
  // The discount is in the currency of the tutor's own market.
  const country = isCountryCode(profile.country) ? profile.country : pageCountry;
  return (
    <>
      <CreditsBalance />
      <CreateVoucherForm country={country} />
    </>
  );
}

export function CreateVoucherPage() {
  const { t } = useTranslation();
  return (
    <RequireSignIn>
      <PageFrame
        icon={<PlusSquareOutlined />}
        title={t('vouchers.create.title')}
        subtitle={t('vouchers.create.subtitle')}
        className={styles.narrow}
      >
        <CreateVoucher />
      </PageFrame>
    </RequireSignIn>
  );
}
