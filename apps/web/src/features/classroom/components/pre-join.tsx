import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import styles from './classroom.module.css';

/** Which of the stream's tracks are on when the person joins. */
export interface JoinChoice {
  readonly audio: boolean;
  readonly video: boolean;
}

/** Before entering: the camera's preview, the devices and whether each is on, and the Join button. */
export function PreJoin({
  stream,
  title,
  when,
  onJoin,
}: {
  stream: MediaStream;
  title: string;
  when: string;
  onJoin: (choice: JoinChoice) => void;
}) {
  const { t } = useTranslation();
  const video = useRef<HTMLVideoElement>(null);
  const [audio, setAudio] = useState(true);
  const [camera, setCamera] = useState(true);
  useEffect(() => {
    if (video.current) video.current.srcObject = stream;
  }, [stream]);
  useEffect(() => {
    stream.getAudioTracks().forEach((track) => (track.enabled = audio));
    stream.getVideoTracks().forEach((track) => (track.enabled = camera));
  }, [stream, audio, camera]);
  const device = (kind: 'camera' | 'microphone', on: boolean) => {
    const track = kind === 'camera' ? stream.getVideoTracks()[0] : stream.getAudioTracks()[0];
    return t('classroom.preJoin.deviceState', {
      device: t(`classroom.preJoin.${kind}`),
      name: track?.label || t('classroom.preJoin.noName'),
      state: t(on ? 'classroom.preJoin.on' : 'classroom.preJoin.off'),
    });
  };
  return (
    <section
      className={styles.preJoin}
      aria-labelledby="classroom-prejoin-heading"
      data-testid="classroom-prejoin"
    >
      <div className={styles.preview}>
        <video
          ref={video}
          className={styles.previewVideo}
          autoPlay
          playsInline
          muted
          aria-label={t('classroom.preJoin.preview')}
        />
        {!camera && <span className={styles.previewOff}>{t('classroom.room.cameraOff')}</span>}
      </div>
      <div className={styles.preJoinSide}>
        <h1 id="classroom-prejoin-heading" className={styles.preJoinTitle}>
          {t('classroom.preJoin.heading')}
        </h1>
        <p className={styles.muted}>{title}</p>
        <p className={styles.muted}>{when}</p>
        <ul className={styles.devices}>
          <li data-testid="device-camera">{device('camera', camera)}</li>
          <li data-testid="device-microphone">{device('microphone', audio)}</li>
        </ul>
        <div className={styles.toggles}>
          <Button aria-pressed={!audio} onClick={() => setAudio((on) => !on)}>
            {t(audio ? 'classroom.room.mute' : 'classroom.room.unmute')}
          </Button>
          <Button aria-pressed={!camera} onClick={() => setCamera((on) => !on)}>
            {t(camera ? 'classroom.room.cameraStop' : 'classroom.room.cameraStart')}
          </Button>
        </div>
        <Button variant="primary" size="large" block onClick={() => onJoin({ audio, video: camera })}>
          {t('classroom.preJoin.join')}
        </Button>
      </div>
    </section>
  );
}
