import { Result } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useFeatureHref } from '../../../shared/routing/use-feature-href';
import { ButtonLink } from '../../../shared/ui/button-link';

/** The cart paid: its lessons are booked, and the booking list shows them. */
export function CartPaid() {
  const { t } = useTranslation();
  const href = useFeatureHref();
  return (
    <Result
      status="success"
      title={t('cart.paidTitle')}
      subTitle={t('cart.paidBody')}
      extra={
        <ButtonLink to={href('bookingList')} type="primary">
          {t('cart.toBookings')}
        </ButtonLink>
      }
    />
  );
}
