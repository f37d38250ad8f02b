import { sizedImagePath } from '@ajar/domain';
import { useState, type ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Link } from 'react-router';
import { FavouriteButton } from '../../../shared/favourites/favourite-button';
import styles from './browse-card.module.css';
import { initialsOf } from './tutor-card';

interface CardHeadProps {
  readonly href: string;
  readonly person: {
    readonly userPvid: string;
    readonly firstName: string;
    readonly lastName: string;
    readonly address?: string | null;
    readonly resource?: { readonly path?: string | null } | null;
  };
  /** Lines under the name and place, e.g. the tutor's rating. */
  readonly children?: ReactNode;
}

/** A 64 px round portrait, or the initials on the brand gradient when there is none (or it fails). */
function PersonAvatar({ src, alt, initials }: { src?: string | null; alt: string; initials: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  return (
    <span className={styles.cardAvatar}>
      {src && failed !== src ? (
        <img
          src={sizedImagePath(src, 64)}
          alt={alt}
          width={64}
          height={64}
          loading="lazy"
          decoding="async"
          className={styles.cardAvatarImage}
          onError={() => setFailed(src)}
        />
      ) : (
        initials
      )}
    </span>
  );
}

/** The top of a search card: avatar, name and place linking to the profile, and the favourite heart. */
export function CardHead({ href, person, children }: CardHeadProps) {
  const { t } = useTranslation();
  const name = `${person.firstName} ${person.lastName}`;
  return (
    <div className={styles.cardHead}>
      <Link to={href} tabIndex={-1} aria-hidden="true" className={styles.cardAvatarLink}>
        <PersonAvatar
          src={person.resource?.path}
          alt={t('browse.card.avatarAlt', { name })}
          initials={initialsOf(person.firstName, person.lastName)}
        />
      </Link>
      <div className={styles.cardIdentity}>
        <h3 className={styles.cardName}>
          <Link to={href}>{name}</Link>
        </h3>
        {person.address && <p className={styles.cardPlace}>{person.address}</p>}
        {children}
      </div>
      <div className={styles.cardHeart}>
        <FavouriteButton tutorUserPvid={person.userPvid} tutorName={name} />
      </div>
    </div>
  );
}
