import type { DisputeSummaryFragment } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { ButtonLink } from '../../../shared/ui/button-link';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './dispute.module.css';
import { DisputeStatusTag } from './dispute-status-tag';
import { useDisputeFormat } from './use-dispute-format';

function DisputeRow({ dispute, href }: { dispute: DisputeSummaryFragment; href: string }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { money, proposal } = useDisputeFormat(dispute.currency);
  const name = (person: { firstName: string; lastName: string }) => `${person.firstName} ${person.lastName}`;
  // A party reads the other's name; the team (no party) reads both.
  const people = !dispute.myParty
    ? `${name(dispute.student)} → ${name(dispute.tutor)}`
    : name(dispute.myParty === 'tutor' ? dispute.student : dispute.tutor);
  return (
    <li className={frame.card} data-testid="dispute-row">
      <div className={styles.row}>
        <div>
          <p className={styles.rowTitle}>
            {dispute.lesson.subject} · {t(`disputes.kinds.${dispute.kind}`)}
          </p>
          <p className={frame.muted}>
            {people} · {formatMarketDate(dispute.lesson.startTime as string, country)}
          </p>
          <p className={frame.muted}>
            {dispute.refund === null || dispute.refund === undefined
              ? `${t('disputes.status.onTable')}: ${proposal(dispute.proposalOutcome, dispute.proposalRefund)}`
              : t('disputes.status.settled', { amount: money(dispute.refund) })}
          </p>
        </div>
        <div className={styles.actions}>
          <DisputeStatusTag status={dispute.status} />
          {dispute.status === 'NEGOTIATING' && dispute.turn === dispute.myParty && (
            <DisputeStatusTagYourTurn />
          )}
          <ButtonLink to={href} aria-label={t('disputes.home.openNamed', { name: people })}>
            {t('disputes.home.open')}
          </ButtonLink>
        </div>
      </div>
    </li>
  );
}

function DisputeStatusTagYourTurn() {
  const { t } = useTranslation();
  return <strong>{t('disputes.home.yourTurn')}</strong>;
}

export function DisputeList({
  disputes,
  hrefOf,
}: {
  disputes: readonly DisputeSummaryFragment[];
  hrefOf: (id: string) => string;
}) {
  return (
    <ul className={styles.list}>
      {disputes.map((dispute) => (
        <DisputeRow key={dispute.id} dispute={dispute} href={hrefOf(dispute.id)} />
      ))}
    </ul>
  );
}
