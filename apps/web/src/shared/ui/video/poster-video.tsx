import { sizedImagePath } from '@ajar/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import styles from './poster-video.module.css';

interface PosterVideoProps {
  readonly src: string;
  readonly poster: string | null;
  /** What the video is, for a screen reader ('Introduction video of Siti Rahma'). */
  readonly label?: string;
  readonly className?: string;
}

/**
 * A video that costs nothing until it is wanted: with a poster, the page draws the poster as a
 * play button, and the player (the browser's controls, its media pipeline) is made on the first press,
 * already playing. Without a poster the player is drawn at once, showing its first frame.
 */
export function PosterVideo({ src, poster, label, className }: PosterVideoProps) {
  const { t } = useTranslation();
  const [playing, setPlaying] = useState(poster === null);
  const video = useRef<HTMLVideoElement>(null);
  const pressed = useRef(false);

  useEffect(() => {
    if (playing && pressed.current) video.current?.focus();
  }, [playing]);

  if (playing || poster === null) {
    return (
      <video
        ref={video}
        className={className}
        controls
        autoPlay={pressed.current}
        preload="metadata"
        src={src}
        poster={poster ?? undefined}
        aria-label={label}
      />
    );
  }
  return (
    <button
      type="button"
      className={`${styles.facade} ${className ?? ''}`}
      onClick={() => {
        pressed.current = true;
        setPlaying(true);
      }}
      aria-label={t('common.playVideo', { label: label ?? '' })}
    >
      <img src={sizedImagePath(poster, 384)} alt="" loading="lazy" decoding="async" />
    </button>
  );
}
