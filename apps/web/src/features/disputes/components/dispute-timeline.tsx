import type { DisputeFullFragment } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './dispute.module.css';
import { useDisputeFormat } from './use-dispute-format';

/** The whole history: claims, proposals, messages, escalation, timeout and decision, oldest first. */
export function DisputeTimeline({ dispute }: { dispute: DisputeFullFragment }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { money, proposal, who } = useDisputeFormat(dispute.currency);
  return (
    <section className={frame.card} aria-labelledby="dispute-timeline">
      <h2 id="dispute-timeline" className={styles.sectionTitle}>
        {t('disputes.status.timeline')}
      </h2>
      <ol className={styles.timeline}>
        {dispute.events.map((event) => (
          <li key={event.id} className={styles.event} data-testid="dispute-event">
            <p className={styles.eventHead}>
              {t(`disputes.events.${event.kind}`, {
                who: who(event.byStaff ? null : event.party, dispute),
                proposal: event.outcome ? proposal(event.outcome, event.amount) : '',
                amount: money(event.amount ?? 0),
              })}
            </p>
            {event.message && <p className={styles.eventMessage}>{event.message}</p>}
            <p className={frame.muted}>
              {formatMarketDate(event.createdAt as string, country, 'D MMM YYYY, HH:mm')}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}
