import { Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatRating } from '../../../shared/format/rating';
import styles from './rating-summary.module.css';
import publicProfileStyles from '../public-profile.module.css';

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
      <Rate
        disabled
        allowHalf
        value={Math.round(averageRating * 2) / 2}
        className={styles.ratingStars}
        aria-label={t('publicProfile.ratingSummary', { rating: average })}
      />
      <strong>{average}</strong>
      <span className={publicProfileStyles.muted}>
        ({t('publicProfile.testimonialCount', { count: testimonialCount })})
      </span>
    </div>
  );
}
