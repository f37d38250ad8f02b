import { useEffect, useRef } from 'react';
import styles from './room.module.css';

/** One person's video with their name and what is off; the local one is muted (no echo) and mirrored. */
export function VideoTile({
  stream,
  name,
  local = false,
  states,
  testId,
}: {
  stream: MediaStream | null;
  name: string;
  local?: boolean;
  states: readonly string[];
  testId: string;
}) {
  const video = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const element = video.current;
    if (!element || element.srcObject === stream) return;
    element.srcObject = stream;
    if (stream) void element.play().catch(() => undefined);
  }, [stream]);
  return (
    <figure className={styles.tile} data-testid={testId}>
      <video
        ref={video}
        className={local ? `${styles.video} ${styles.mirrored}` : styles.video}
        autoPlay
        playsInline
        muted={local}
        aria-label={name}
      />
      <figcaption className={styles.caption}>
        <span className={styles.captionName}>{name}</span>
        {states.map((state) => (
          <span key={state} className={styles.captionState}>
            {state}
          </span>
        ))}
      </figcaption>
    </figure>
  );
}
