import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatRating } from '../../../shared/format/rating';
import styles from './rating-summary.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { RatingStars } from '../../../shared/ui/rating-stars/rating-stars';

interface RatingSummaryProps {
  readonly averageRating: number | null;
  /** Reviews of lessons the reviewers had: the rating is theirs alone. */
  readonly reviewCount: number;
}

/** Stars, the average and the number of verified lesson reviews (public figures, unlike the texts). */
export function RatingSummary({ averageRating, reviewCount }: RatingSummaryProps) {
  const { t, i18n } = useTranslation();
  if (averageRating === null || reviewCount === 0) {
    return <div className={styles.rating}>{t('publicProfile.noReviewsYet')}</div>;
  }
  const average = formatRating(averageRating, i18n.language);
  return (
    <div className={styles.rating}>
      <RatingStars rating={averageRating} label={t('publicProfile.ratingSummary', { rating: average })} />
      <strong>{average}</strong>
      <span className={publicProfileStyles.muted}>
        ({t('publicProfile.reviewCount', { count: reviewCount })})
      </span>
    </div>
  );
}
