import { BrandMark } from './brand-logo';
import styles from './page-fallback.module.css';

/** Shown for the first instant while the first page's code arrives. */
export function PageFallback() {
  return (
    <div className={styles.fallback} role="status" aria-busy="true">
      <span className={styles.fallbackMark}>
        <BrandMark size={40} />
      </span>
    </div>
  );
}
