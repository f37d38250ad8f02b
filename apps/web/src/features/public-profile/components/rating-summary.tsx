import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatRating } from '../../../shared/format/rating';
import styles from './rating-summary.module.css';
import publicProfileStyles from '../public-profile.module.css';
import { RatingStars } from '../../../shared/ui/rating-stars/rating-stars';

interface RatingSummaryProps {
  readonly averageRating: number | null;
  readonly testimonialCount: number;
}

/** Stars, the average and the number of testimonials (public figures, unlike the testimonials). */
export function RatingSummary({ averageRating, testimonialCount }: RatingSummaryProps) {
  const { t, i18n } = useTranslation();
  if (averageRating === null || testimonialCount === 0) {
    return <div className={styles.rating}>{t('publicProfile.noTestimonialsYet')}</div>;
  }
  const average = formatRating(averageRating, i18n.language);
  return (
    <div className={styles.rating}>
      <RatingStars rating={averageRating} label={t('publicProfile.ratingSummary', { rating: average })} />
      <strong>{average}</strong>
      <span className={publicProfileStyles.muted}>
        ({t('publicProfile.testimonialCount', { count: testimonialCount })})
      </span>
    </div>
  );
}
