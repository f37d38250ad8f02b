import { useState, type ReactNode } from 'react';
import styles from './header.module.css';

/** A count over an icon or after a label; none at 0, 99+ past 99. */
export function CountBadge({ count, className }: { count?: number; className?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** The name of an icon-only control, shown under it on hover and keyboard focus (the control keeps its own name). */
export function HintTip({ label, children }: { label: string; children: ReactNode }) {
  return (
    <span className={styles.tip} data-tip={label}>
      {children}
    </span>
  );
}

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
      {showImage ? <img src={src ?? undefined} alt="" onError={() => setFailed(src ?? null)} /> : initials}
    </span>
  );
}
