import type { GetCreditsHistoryQuery } from '../../../gql/graphql';
import { formatMarketDate } from '../../../shared/format/market-date';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import styles from './credit-history-list.module.css';
import { useCreditsLabel } from './use-credits-label';

type Line = GetCreditsHistoryQuery['getUserCreditsHistory'][number];

/** Credit movements, newest first: what, when, and the credits gained (+) or spent (−). */
export function CreditHistoryList({ lines }: { lines: readonly NonNullable<Line>[] }) {
  const { t } = useTranslation();
  const creditsLabel = useCreditsLabel();
  const country = useCountry();
  return (
    <ul className={styles.list}>
      {lines.map((line) => (
        <li key={line.id} className={styles.line}>
          <div className={styles.what}>
            <strong>{t(`credits.type.${line.type}`)}</strong>
            <span className={styles.detail}>
              {formatMarketDate(line.createdAt, country, 'D MMM YYYY, HH:mm')} · {line.description}
            </span>
          </div>
          <span className={line.amount > 0 ? styles.gain : styles.spend}>
            {line.amount > 0 ? '+' : '−'}
            {creditsLabel(Math.abs(line.amount))}
          </span>
        </li>
      ))}
    </ul>
  );
}
