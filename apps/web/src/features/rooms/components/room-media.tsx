import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import { AudioOutlined, VideoCameraOutlined } from '../../../shared/ui/icons';
import type { StudyRoom } from '../hooks/use-study-room';
import styles from './room-media.module.css';

// The classroom's live room (peer connections, its texts) loads only once someone joins with camera or audio.
const EmbeddedClassroom = lazy(() =>
  import('../../classroom').then((m) => ({ default: m.EmbeddedClassroom })),
);

/** Studying together: join the room's camera and audio (or audio only), through the classroom. */
export function RoomMedia({ room, backTo }: { room: StudyRoom; backTo: string }) {
  const { t } = useTranslation();
  const [joined, setJoined] = useState(false);
  const audioOnly = room.mode === 'AUDIO';
  if (!room.classroomRoomId || !room.viewerPresent) return null;
  if (joined)
    return (
      <section className={styles.media} aria-label={t('rooms.room.media')}>
        <Suspense fallback={<p role="status">{t('rooms.room.mediaLoading')}</p>}>
          <EmbeddedClassroom
            roomId={room.classroomRoomId}
            audioOnly={audioOnly}
            backTo={backTo}
            backLabel={t('rooms.room.back')}
          />
        </Suspense>
        <Button onClick={() => setJoined(false)}>{t('rooms.room.stopMedia')}</Button>
      </section>
    );
  return (
    <section className={styles.invite} aria-labelledby="room-media-title">
      <span className={styles.icon} aria-hidden="true">
        {audioOnly ? <AudioOutlined aria-hidden="true" /> : <VideoCameraOutlined aria-hidden="true" />}
      </span>
      <div className={styles.text}>
        <h2 id="room-media-title" className={styles.title}>
          {t('rooms.room.media')}
        </h2>
        <p className={styles.body}>
          {t(audioOnly ? 'rooms.room.mediaBodyAudio' : 'rooms.room.mediaBodyCamera')}
        </p>
      </div>
      <Button variant="primary" onClick={() => setJoined(true)}>
        {t(audioOnly ? 'rooms.room.joinAudio' : 'rooms.room.joinCamera')}
      </Button>
    </section>
  );
}
