import { sizedImagePath } from '@ajar/domain';
import { useState } from 'react';
import styles from './tutor-avatar.module.css';

interface TutorAvatarProps {
  readonly src: string | null;
  readonly initials: string;
  readonly name: string;
  readonly size: number;
  readonly className?: string;
}

/** The photo, or the initials on the brand colour when there is none or it does not load. */
export function TutorAvatar({ src, initials, name, size, className }: TutorAvatarProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const classes = className ? `${styles.avatar} ${className}` : styles.avatar;
  const box = { width: size, height: size };
  if (src && src !== failedSrc) {
    return (
      <img
        src={sizedImagePath(src, size)}
        alt={name}
        width={size}
        height={size}
        className={classes}
        style={box}
        onError={() => setFailedSrc(src)}
      />
    );
  }
  return (
    <span
      role="img"
      aria-label={name}
      className={classes}
      style={{ ...box, fontSize: Math.round(size * 0.36) }}
    >
      <span aria-hidden="true">{initials}</span>
    </span>
  );
}
