import { StarFilled } from '../icons';
import styles from './rating-stars.module.css';

const STARS = [1, 2, 3, 4, 5] as const;

/** How much of the star at `position` (1 to 5) a rating fills, in halves: 0, 0.5 or 1. */
export function starFill(rating: number, position: number): number {
  const halves = Math.round(rating * 2) / 2;
  return Math.min(1, Math.max(0, halves - (position - 1)));
}

/** Five stars, filled to the rating in halves; one accessible name (`label`) for the whole row. */
export function RatingStars({ rating, label }: { rating: number; label: string }) {
  return (
    <span role="img" aria-label={label} className={styles.stars}>
      {STARS.map((position) => {
        const fill = starFill(rating, position);
        return (
          <span key={position} className={styles.star} aria-hidden="true">
            <StarFilled aria-hidden="true" className={styles.empty} />
            {fill > 0 && (
              <span className={styles.fill} style={{ width: `${fill * 100}%` }}>
                <StarFilled aria-hidden="true" />
              </span>
            )}
          </span>
        );
      })}
    </span>
  );
}
