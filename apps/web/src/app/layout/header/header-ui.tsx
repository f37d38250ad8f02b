import { sizedImagePath } from '@ajar/domain';
import { useState } from 'react';
import styles from './header.module.css';

interface AvatarProps {
  readonly src?: string | null;
  readonly initials?: string;
  readonly size: number;
}

/** The person's picture, or their initials while there is none (or it fails to load). */
export function Avatar({ src, initials, size }: AvatarProps) {
  const [failed, setFailed] = useState<string | null>(null);
  const showImage = Boolean(src) && failed !== src;
  return (
    <span className={styles.avatar} style={{ width: size, height: size, fontSize: Math.round(size * 0.45) }}>
      {showImage ? (
        <img
          src={src ? sizedImagePath(src, size) : undefined}
          alt=""
          width={size}
          height={size}
          onError={() => setFailed(src ?? null)}
        />
      ) : (
        initials
      )}
    </span>
  );
}
