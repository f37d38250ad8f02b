import { HeartFilled, HeartOutlined } from '../../../shared/ui/icons';
import { Button, Tooltip } from 'antd';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFavourites } from '../hooks/use-favourites';
import styles from './favourite-button.module.css';

export interface FavouriteButtonProps {
  readonly tutorUserPvid: string;
  readonly tutorName: string;
}

/** The heart on tutor cards and profiles: keeps a tutor in the viewer's favourites (guests too). */
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
    <Tooltip title={label}>
      <Button
        shape="circle"
        className={`${styles.heart} ${active ? styles.active : ''}`}
        icon={active ? <HeartFilled /> : <HeartOutlined />}
        aria-label={label}
        aria-pressed={active}
        onClick={toggle}
      />
    </Tooltip>
  );
}
