import { sizedImagePath } from '@ajar/domain';
import styles from './community.module.css';

/** A round photo, or the initials on the brand tint; decorative (the name is written beside it). */
export function MemberAvatar({
  name,
  picture,
  size,
}: {
  name: string;
  picture: string | null;
  size: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
  return picture ? (
    <img
      className={styles.avatar}
      src={sizedImagePath(picture, size)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
    />
  ) : (
    <span className={styles.avatar} style={{ width: size, height: size }} aria-hidden="true">
      {initials}
    </span>
  );
}
