import { Alert, Button } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { ClaimVoucherDocument } from '../../../gql/graphql';
import { describeError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCreditsLabel } from '../../credits';
import styles from './voucher-card.module.css';
import type { Voucher } from './voucher-text';

interface ClaimButtonProps {
  readonly voucher: Voucher;
  /** 'buy' words a priced voucher as a purchase ("Buy for 30 credits"). */
  readonly wording?: 'claim' | 'buy';
  readonly disabled?: boolean;
}

/**
 * Claims a voucher (free, or for its price in credits). The server's reason for a refusal
 * ('voucherAlreadyClaimed', 'notEnoughCredits', …) shows under the button in the reader's language.
 */
export function ClaimButton({ voucher, wording = 'claim', disabled }: ClaimButtonProps) {
  const { t } = useTranslation();
  const creditsLabel = useCreditsLabel();
  const [{ fetching }, claim] = useMutation(ClaimVoucherDocument);
  const [error, setError] = useState<string | null>(null);
  const price = voucher.buyerCreditsPrice;
  const label =
    price > 0
      ? t(wording === 'buy' ? 'vouchers.buyFor' : 'vouchers.claimFor', { price: creditsLabel(price) })
      : t('vouchers.claimFree');

  async function submit() {
    setError(null);
    // A priced claim spends credits: the credits shown anywhere are asked again.
    const result = await claim({ voucherId: voucher.id }, { additionalTypenames: ['Credits'] });
    if (result.error) {
      setError(describeError(result.error).message);
      return;
    }
    showSuccess(t('vouchers.claimed'));
  }

  if (voucher.isClaimed) return null;
  return (
    <>
      <Button
        type="primary"
        loading={fetching}
        disabled={disabled || !voucher.active}
        onClick={() => void submit()}
      >
        {label}
      </Button>
      {error && <Alert type="error" showIcon title={error} className={styles.error} role="alert" />}
    </>
  );
}
