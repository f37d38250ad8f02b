import { sizedImagePath } from '@ajar/domain';
import styles from './initials-avatar.module.css';

/** A round photo, or the initials on the brand tint; decorative (the name is written beside it). */
export function InitialsAvatar({
  name,
  image,
  size,
}: {
  readonly name: string;
  readonly image: string | null;
  readonly size: number;
}) {
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => Array.from(word)[0]?.toUpperCase() ?? '')
    .join('');
  return image ? (
    <img
      className={styles.avatar}
      src={sizedImagePath(image, size)}
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
