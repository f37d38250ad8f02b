import { Alert, Button, Input } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { ApplyBookingVoucherDocument } from '../../../gql/graphql';
import { describeError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './booking-voucher.module.css';

export interface AppliedVoucher {
  readonly discountAmount: number;
  readonly voucherCode: string | null;
}

/**
 * Spec section 3's voucher at a booking's checkout: a code, and once one is typed an Apply button that asks
 * the server to apply it to the booking (updateBooking's voucherCode); the server answers the discount.
 */
export function BookingVoucher({
  bookingId,
  onApplied,
}: {
  bookingId: string;
  onApplied: (applied: AppliedVoucher) => void;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [state, apply] = useMutation(ApplyBookingVoucherDocument);
  const trimmed = code.trim();

  async function applyCode() {
    setError(null);
    const result = await apply({ id: bookingId, voucherCode: trimmed });
    const booking = result.data?.updateBooking;
    if (result.error || !booking) setError(describeError(result.error).message);
    else onApplied({ discountAmount: booking.discountAmount, voucherCode: booking.voucherCode });
  }

  return (
    <section className={frame.card}>
      <label htmlFor="booking-voucher-code" className={styles.label}>
        {t('bookings.checkout.voucherCode')}
      </label>
      <div className={styles.row}>
        <Input
          id="booking-voucher-code"
          value={code}
          placeholder={t('bookings.checkout.voucherPlaceholder')}
          onChange={(event) => {
            setCode(event.target.value.toUpperCase());
            setError(null);
          }}
          onPressEnter={() => trimmed && void applyCode()}
        />
        {trimmed && (
          <Button type="primary" loading={state.fetching} onClick={() => void applyCode()}>
            {t('bookings.checkout.applyVoucher')}
          </Button>
        )}
      </div>
      {error && <Alert className={styles.alert} type="error" showIcon title={error} />}
    </section>
  );
}
