import { Skeleton } from 'antd';
import { useQuery } from 'urql';
import { GetUserCreditsDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import styles from './credits-balance.module.css';
import { useCreditsLabel } from './use-credits-label';

/** The credits the signed-in user holds, as a card: '—' when they could not be loaded. */
export function CreditsBalance({ credits }: { credits?: number | null }) {
  const { t } = useTranslation();
  const creditsLabel = useCreditsLabel();
  const [result] = useQuery({
    query: GetUserCreditsDocument,
    requestPolicy: 'cache-and-network',
    pause: credits !== undefined,
  });
  const held = credits !== undefined ? credits : (result.data?.getUserCredits.credits ?? null);
  const loading = credits === undefined && result.fetching && held === null;
  return (
    <section className={`${frame.card} ${styles.balance}`} aria-label={t('credits.yours')}>
      <span className={frame.muted}>{t('credits.yours')}</span>
      {loading ? (
        <Skeleton.Button active size="small" />
      ) : (
        <strong className={styles.value}>{held === null ? '—' : creditsLabel(held)}</strong>
      )}
    </section>
  );
}
