import { CheckCircleFilled, StarFilled } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { formatRating } from '../../../shared/format/rating';
import { useCountry } from '../../../shared/market/country-context';
import { suggestedRange } from '../starting-price';
import styles from './hero-visual.module.css';

/** A drawn glimpse of the product (a tutor card, a chat, a booking) instead of a stock photo. */
export function HeroVisual() {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const range = suggestedRange(country);
  // The mock tutor's rating, written as the reader's language writes decimals (4,9 in Indonesian).
  const rating = formatRating(4.9, i18n.language);
  return (
    <div className={styles.visual} aria-hidden="true">
      <div className={`${styles.mock} ${styles.mockTutor}`}>
        <div className={styles.mockHead}>
          <span className={styles.mockAvatar}>NA</span>
          <div>
            <strong>{t('home.visual.tutorName')}</strong>
            <span className={styles.mockMuted}>{t('home.visual.tutorSubject')}</span>
          </div>
        </div>
        <div className={styles.mockChips}>
          <span>{t('home.visual.chip1')}</span>
          <span>{t('home.visual.chip2')}</span>
          <span>{t('home.visual.chip3')}</span>
        </div>
        <div className={styles.mockFoot}>
          <span className={styles.mockRating}>
            <StarFilled /> {rating}
          </span>
          <span className={styles.mockPrice}>
            {range.min} – {range.max}
            <small>{t('home.visual.perHour')}</small>
          </span>
        </div>
      </div>
      <div className={`${styles.mock} ${styles.mockChat}`}>
        <span className={styles.mockBubble}>{t('home.visual.chatStudent')}</span>
        <span className={`${styles.mockBubble} ${styles.mockBubbleOwn}`}>{t('home.visual.chatTutor')}</span>
      </div>
      <div className={`${styles.mock} ${styles.mockBooked}`}>
        <CheckCircleFilled />
        <div>
          <strong>{t('home.visual.bookedTitle')}</strong>
          <span className={styles.mockMuted}>{t('home.visual.bookedWhen')}</span>
        </div>
      </div>
    </div>
  );
}
