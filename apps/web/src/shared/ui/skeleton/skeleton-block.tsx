import styles from './skeleton.module.css';

interface SkeletonBlockProps {
  /** Any CSS width; the full line when unset. */
  readonly width?: number | string;
  /** 20 px (a line of text) when unset. */
  readonly height?: number;
  /** A circle (an avatar's place); give it the same width and height. */
  readonly round?: boolean;
}

/** One shimmering placeholder bar or circle; its container says what is loading (aria-busy or hidden). */
export function SkeletonBlock({ width, height, round }: SkeletonBlockProps) {
  return (
    <span
      className={round ? `${styles.block} ${styles.round}` : styles.block}
      style={width !== undefined || height !== undefined ? { width, height } : undefined}
    />
  );
}
