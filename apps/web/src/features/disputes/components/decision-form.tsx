import { CURRENCY_DECIMALS, type CurrencyCode } from '@ajar/domain';
import { Button, Input, InputNumber } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import { DecideDisputeDocument, type DisputeFullFragment } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './dispute.module.css';
import { toMajor, toMinor } from './minor-units';
import { useDisputeFormat } from './use-dispute-format';

/** The team's decision: a refund from nothing to everything refundable, and a reason both parties read. */
export function DecisionForm({ dispute }: { dispute: DisputeFullFragment }) {
  const { t } = useTranslation();
  const { money } = useDisputeFormat(dispute.currency);
  const [amount, setAmount] = useState<number | null>(toMajor(dispute.proposalRefund, dispute.currency));
  const [reason, setReason] = useState('');
  const [deciding, decide] = useMutation(DecideDisputeDocument);
  async function submit() {
    const result = await decide({
      disputeId: dispute.id,
      refundAmount: toMinor(amount ?? 0, dispute.currency),
      reason,
    });
    if (result.error) showError(result.error);
    else showSuccess(t('messages.disputeDecided'));
  }
  return (
    <section className={frame.card} aria-labelledby="dispute-decision">
      <h2 id="dispute-decision" className={styles.sectionTitle}>
        {t('disputes.ops.decide')}
      </h2>
      <div className={styles.form}>
        <label htmlFor="decision-amount">
          {t('disputes.ops.refundAmount', { currency: dispute.currency, max: money(dispute.refundable) })}
        </label>
        <InputNumber
          id="decision-amount"
          min={0}
          precision={CURRENCY_DECIMALS[dispute.currency as CurrencyCode] ?? 2}
          max={toMajor(dispute.refundable, dispute.currency)}
          value={amount}
          onChange={setAmount}
          style={{ width: '100%' }}
        />
        <label htmlFor="decision-reason">{t('disputes.ops.reason')}</label>
        <Input.TextArea
          id="decision-reason"
          rows={3}
          maxLength={2000}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <div className={styles.actions}>
          <Button type="primary" loading={deciding.fetching} onClick={() => void submit()}>
            {t('disputes.ops.submit')}
          </Button>
        </div>
      </div>
    </section>
  );
}
