import { HeartFilled, HeartOutlined } from '../ui/icons';
import type { MouseEvent } from 'react';
import { useTranslation } from '../i18n/use-translation';
import { useFavourites } from './use-favourites';
import styles from './favourite-button.module.css';

export interface FavouriteButtonProps {
  readonly tutorUserPvid: string;
  readonly tutorName: string;
}

/**
 * The heart on tutor cards and profiles: keeps a tutor in the viewer's favourites (guests too). No antd, so
 * the antd-free browse pages can draw it; its name shows as a hint on hover and keyboard focus.
 */
export function FavouriteButton({ tutorUserPvid, tutorName }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const { isFavourite, setFavourite } = useFavourites();
  const active = isFavourite(tutorUserPvid);
  const label = t(active ? 'favourites.remove' : 'favourites.add', { name: tutorName });

  const toggle = (event: MouseEvent<HTMLElement>) => {
    // Cards are often links: the heart must not open the profile.
    event.preventDefault();
    event.stopPropagation();
    void setFavourite(tutorUserPvid, tutorName, !active);
  };

  return (
    <span className={styles.tip} data-tip={label}>
      <button
        type="button"
        className={active ? `${styles.heart} ${styles.active}` : styles.heart}
        aria-label={label}
        aria-pressed={active}
        onClick={toggle}
      >
        {active ? <HeartFilled aria-hidden="true" /> : <HeartOutlined aria-hidden="true" />}
      </button>
    </span>
  );
}
