import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { ButtonLink } from '../../../shared/ui/button-link';
import frame from '../../../shared/ui/page-frame.module.css';
import { useVoucherHref } from './voucher-paths';

/** What a student or company sees on a tutor's voucher page: why, and the way to the vouchers they can use. */
export function TutorsOnly() {
  const { t } = useTranslation();
  const href = useVoucherHref();
  return (
    <Result
      className={frame.card}
      status="info"
      title={t('vouchers.tutorsOnly')}
      subTitle={t('vouchers.tutorsOnlyBody')}
      extra={
        <ButtonLink to={href('home')} type="primary">
          {t('vouchers.toHub')}
        </ButtonLink>
      }
    />
  );
}
