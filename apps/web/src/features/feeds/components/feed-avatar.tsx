import { sizedImagePath } from '@ajar/domain';
import styles from './feed-item.module.css';

/** A round photo, or the initials on the brand tint; decorative (the name is written beside it). */
export function FeedAvatar({
  name,
  avatar,
  size,
}: {
  readonly name: string;
  readonly avatar: string | null;
  readonly size: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
  return avatar ? (
    <img
      className={styles.avatar}
      src={sizedImagePath(avatar, size)}
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
