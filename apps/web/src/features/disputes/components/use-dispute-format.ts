import type { DisputeOutcome, DisputeParty } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { formatCurrencyMoney } from '../../transactions';

interface Parties {
  readonly myParty?: DisputeParty | null;
  readonly student: { readonly firstName: string };
  readonly tutor: { readonly firstName: string };
}

/** How a dispute's amounts, proposals, people and clock read. */
export function useDisputeFormat(currency: string) {
  const { t } = useTranslation();
  const country = useCountry();
  const money = (amount: number) => formatCurrencyMoney(amount, currency, country);
  const proposal = (outcome: DisputeOutcome, amount: number | null | undefined) =>
    outcome === 'PARTIAL_REFUND'
      ? t('disputes.outcomeWithAmount', {
          outcome: t(`disputes.outcomes.${outcome}`),
          amount: money(amount ?? 0),
        })
      : t(`disputes.outcomes.${outcome}`);
  const who = (party: DisputeParty | null | undefined, dispute: Parties) =>
    !party
      ? t('disputes.status.team')
      : party === dispute.myParty
        ? t('disputes.status.you')
        : party === 'student'
          ? dispute.student.firstName
          : dispute.tutor.firstName;
  /** '2 days 5 hours' until `iso`; null once it has passed. */
  const timeLeft = (iso: string, now = Date.now()) => {
    const minutes = Math.floor((Date.parse(iso) - now) / 60_000);
    if (minutes <= 0) return null;
    const days = Math.floor(minutes / 1440);
    const hours = Math.floor((minutes % 1440) / 60);
    const parts = [
      days > 0 ? t('disputes.status.days', { count: days }) : '',
      hours > 0 ? t('disputes.status.hours', { count: hours }) : '',
      days === 0 && hours === 0 ? t('disputes.status.minutes', { count: minutes }) : '',
    ];
    return parts.filter(Boolean).join(' ');
  };
  return { money, proposal, who, timeLeft };
}
