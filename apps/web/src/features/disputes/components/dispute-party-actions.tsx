import { CURRENCY_DECIMALS, escalationFeeMinor, type CurrencyCode } from '@ajar/domain';
import { Button, Input, InputNumber, Popconfirm, Select } from 'antd';
import { useState } from 'react';
import { useMutation } from 'urql';
import {
  AcceptDisputeProposalDocument,
  ProposeDisputeOutcomeDocument,
  SendDisputeMessageDocument,
  type DisputeFullFragment,
  type DisputeOutcome,
} from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './dispute.module.css';
import { toMinor } from './minor-units';
import { useDisputeFormat } from './use-dispute-format';

const OUTCOMES: readonly DisputeOutcome[] = ['FULL_REFUND', 'PARTIAL_REFUND', 'NO_REFUND'];

/** What a party may do now: accept or counter on their turn, write, escalate (through dispute/buy). */
export function DisputePartyActions({ dispute }: { dispute: DisputeFullFragment }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { money } = useDisputeFormat(dispute.currency);
  const can = (action: string) => dispute.availableActions.includes(action as never);
  const [outcome, setOutcome] = useState<DisputeOutcome>('PARTIAL_REFUND');
  const [amount, setAmount] = useState<number | null>(null);
  const [message, setMessage] = useState('');
  const [accepting, accept] = useMutation(AcceptDisputeProposalDocument);
  const [proposing, propose] = useMutation(ProposeDisputeOutcomeDocument);
  const [sending, send] = useMutation(SendDisputeMessageDocument);
  if (dispute.availableActions.length === 0) return null;

  const done = (error: unknown, key: 'disputeAgreed' | 'disputeProposalSent' | 'disputeMessageSent') => {
    if (error) showError(error);
    else {
      showSuccess(t(`messages.${key}`));
      setMessage('');
    }
  };
  const fee = money(escalationFeeMinor(dispute.currency as CurrencyCode));

  return (
    <section className={frame.card} aria-labelledby="dispute-actions">
      <h2 id="dispute-actions" className={styles.sectionTitle}>
        {t(can('counter') ? 'disputes.actions.counter' : 'disputes.actions.reply')}
      </h2>
      <div className={styles.form}>
        {can('accept') && (
          <Popconfirm
            title={t('disputes.actions.confirmAccept')}
            okText={t('disputes.actions.yes')}
            cancelText={t('disputes.actions.no')}
            onConfirm={async () => done((await accept({ disputeId: dispute.id })).error, 'disputeAgreed')}
          >
            <Button type="primary" loading={accepting.fetching}>
              {t('disputes.actions.accept')}
            </Button>
          </Popconfirm>
        )}
        {can('counter') && (
          <>
            <label htmlFor="dispute-outcome">{t('disputes.actions.outcome')}</label>
            <Select
              id="dispute-outcome"
              value={outcome}
              onChange={setOutcome}
              options={OUTCOMES.map((value) => ({ value, label: t(`disputes.outcomes.${value}`) }))}
            />
            {outcome === 'PARTIAL_REFUND' && (
              <>
                <label htmlFor="dispute-amount">
                  {t('disputes.actions.amount', { currency: dispute.currency })}
                </label>
                <InputNumber
                  id="dispute-amount"
                  min={0}
                  precision={CURRENCY_DECIMALS[dispute.currency as CurrencyCode] ?? 2}
                  value={amount}
                  onChange={setAmount}
                  style={{ width: '100%' }}
                />
              </>
            )}
          </>
        )}
        <label htmlFor="dispute-message">{t('disputes.actions.message')}</label>
        <Input.TextArea
          id="dispute-message"
          rows={3}
          maxLength={2000}
          value={message}
          placeholder={t('disputes.actions.messagePlaceholder')}
          onChange={(event) => setMessage(event.target.value)}
        />
        <div className={styles.actions}>
          {can('counter') && (
            <Button
              type="primary"
              loading={proposing.fetching}
              onClick={async () =>
                done(
                  (
                    await propose({
                      disputeId: dispute.id,
                      outcome,
                      refundAmount:
                        outcome === 'PARTIAL_REFUND' ? toMinor(amount ?? 0, dispute.currency) : null,
                      message,
                    })
                  ).error,
                  'disputeProposalSent',
                )
              }
            >
              {t('disputes.actions.sendProposal')}
            </Button>
          )}
          <Button
            loading={sending.fetching}
            disabled={message.trim() === ''}
            onClick={async () =>
              done((await send({ disputeId: dispute.id, message })).error, 'disputeMessageSent')
            }
          >
            {t('disputes.actions.sendMessage')}
          </Button>
        </div>
        {can('escalate') && (
          <div>
            <ButtonLink to={`/${country}/dispute/buy/escalation?dispute=${dispute.id}`} danger>
              {t('disputes.actions.escalate', { fee })}
            </ButtonLink>
            <p className={frame.muted}>{t('disputes.actions.escalateHint')}</p>
          </div>
        )}
      </div>
    </section>
  );
}
