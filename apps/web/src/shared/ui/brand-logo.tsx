import { BRAND } from '@ajar/domain';
import styles from './brand-logo.module.css';

/** The mark is an open door ("ajar") drawn as an A; the word mark is plain text in brand orange. */
export function BrandMark({ size = 28 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="9" fill="currentColor" />
      <path
        d="M9 23 16 8l7 15"
        fill="none"
        stroke="#fff"
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d="M11.8 18h8.4" stroke="#fff" strokeWidth="3.2" strokeLinecap="round" />
    </svg>
  );
}

export function BrandLogo({ size = 28 }: { size?: number }) {
  return (
    <span className={styles.logo}>
      <BrandMark size={size} />
      <span className={styles.word}>{BRAND.name}</span>
    </span>
  );
}
