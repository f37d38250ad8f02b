import { decisionFavours } from '@ajar/domain';
import type { DisputeFullFragment } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useCountry } from '../../../shared/market/country-context';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './dispute.module.css';
import { DisputeStatusTag } from './dispute-status-tag';
import { useDisputeFormat } from './use-dispute-format';

/** The dispute at a glance: who, why, the proposal on the table and the turn's clock, or how it ended. */
export function DisputeSummary({ dispute }: { dispute: DisputeFullFragment }) {
  const { t } = useTranslation();
  const { money, proposal, who, timeLeft } = useDisputeFormat(dispute.currency);
  const country = useCountry();
  const left = dispute.turnEndsAt ? timeLeft(dispute.turnEndsAt as string) : null;
  // The deadline itself, as the server set it: a phone's wrong clock cannot move it.
  const deadline = dispute.turnEndsAt
    ? formatMarketDate(dispute.turnEndsAt as string, country, 'D MMM YYYY, HH:mm')
    : '';
  const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
  return (
    <section className={frame.card} data-testid="dispute-summary">
      <div className={styles.summary}>
        <div>
          <p className={styles.rowTitle}>
            {t(`disputes.kinds.${dispute.kind}`)} · {t(`disputes.reasons.${dispute.reason}`)}
          </p>
          <p className={frame.muted}>{t('disputes.status.student', { name: name(dispute.student) })}</p>
          <p className={frame.muted}>{t('disputes.status.tutor', { name: name(dispute.tutor) })}</p>
          <p className={frame.muted}>
            {t('disputes.status.refundable', { amount: money(dispute.refundable) })}
          </p>
        </div>
        <DisputeStatusTag status={dispute.status} />
      </div>
      <p className={styles.eventMessage}>{dispute.description}</p>
      {dispute.status === 'NEGOTIATING' && (
        <>
          <p className={styles.clock}>
            {t('disputes.status.onTable')}: {proposal(dispute.proposalOutcome, dispute.proposalRefund)} (
            {t('disputes.status.proposedBy', { who: who(dispute.proposalBy, dispute) })})
          </p>
          <p className={styles.clock} data-testid="dispute-clock">
            {left === null
              ? t('disputes.status.clockOver')
              : dispute.turn === dispute.myParty
                ? t('disputes.status.yourClock', { time: left, deadline })
                : t('disputes.status.theirClock', { name: who(dispute.turn, dispute), time: left, deadline })}
          </p>
        </>
      )}
      {dispute.status === 'ESCALATED' && <p className={styles.clock}>{t('disputes.status.escalatedNote')}</p>}
      {dispute.refund !== null && dispute.refund !== undefined && (
        <p className={styles.clock} data-testid="dispute-outcome">
          {t('disputes.status.settled', { amount: money(dispute.refund) })}
        </p>
      )}
      {dispute.status === 'DECIDED' && <EscalationFeeLine dispute={dispute} />}
      {dispute.decisionReason && (
        <>
          <p className={`${styles.rowTitle} ${styles.decisionTitle}`}>{t('disputes.status.decisionTitle')}</p>
          <p className={styles.eventMessage}>{dispute.decisionReason}</p>
        </>
      )}
    </section>
  );
}

/** Where a decided dispute's escalation fee went: back to its payer when the decision favours them (the domain's rule). */
function EscalationFeeLine({ dispute }: { dispute: DisputeFullFragment }) {
  const { t } = useTranslation();
  const { money } = useDisputeFormat(dispute.currency);
  const payer = dispute.escalatedBy;
  if (!payer || dispute.escalationFee === null || dispute.escalationFee === undefined) return null;
  const returned = decisionFavours(dispute.refund ?? 0, dispute.refundable) === payer;
  const amount = money(dispute.escalationFee);
  const payerName = payer === 'student' ? dispute.student.firstName : dispute.tutor.firstName;
  let line: string;
  if (payer === dispute.myParty)
    line = returned
      ? t('disputes.status.feeBackToYou', { amount })
      : t('disputes.status.feeKeptFromYou', { amount });
  else
    line = returned
      ? t('disputes.status.feeBackTo', { amount, name: payerName })
      : t('disputes.status.feeKeptFrom', { amount, name: payerName });
  return (
    <p className={styles.clock} data-testid="dispute-fee">
      {line}
    </p>
  );
}
