import type { ReactNode } from 'react';
import styles from './badge.module.css';

/** A count after a label, or over an icon (`onIcon`); none at 0, 99+ past 99. */
export function CountBadge({ count, className }: { count?: number; className?: string }) {
  if (!count || count <= 0) return null;
  return (
    <span className={className ? `${styles.badge} ${className}` : styles.badge}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** An icon with its count (or, with `dot`, a plain red dot) in the top right corner. */
export function IconWithCount({ icon, count, dot }: { icon: ReactNode; count?: number; dot?: boolean }) {
  return (
    <span className={styles.anchor}>
      {icon}
      {dot ? <span className={styles.dot} /> : <CountBadge count={count} className={styles.onIcon} />}
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
