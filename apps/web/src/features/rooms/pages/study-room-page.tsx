import { countryPath, STUDY_ROOM_ROUTES } from '@ajar/domain';
import { Link, useNavigate, useParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { Button, actionClassName } from '../../../shared/ui/button';
import { ArrowLeftOutlined, AudioOutlined, VideoCameraOutlined } from '../../../shared/ui/icons';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { FocusTimer } from '../components/focus-timer';
import { RoomMedia } from '../components/room-media';
import { RoomPeople } from '../components/room-people';
import { useStudyRoom } from '../hooks/use-study-room';
import styles from './study-room-page.module.css';

function Notice({ title, body, backTo }: { title: string; body?: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} data-testid="study-room-notice">
      <h1 className={styles.noticeTitle}>{title}</h1>
      {body && <p className={styles.muted}>{body}</p>}
      <Link className={actionClassName({ variant: 'primary' })} to={backTo}>
        {t('rooms.room.back')}
      </Link>
    </section>
  );
}

function Room({ roomId }: { roomId: string }) {
  const { t } = useTranslation();
  const country = useCountry();
  const navigate = useNavigate();
  const backTo = countryPath(country, STUDY_ROOM_ROUTES.list);
  const { room, offsetMs, refusal, loading, apply } = useStudyRoom(roomId);
  useDocumentTitle(room ? `${room.name} · ${t('rooms.meta.room.title')}` : null);
  if (loading)
    return (
      <div className={styles.loading} aria-busy="true">
        <span className={styles.srOnly} role="status">
          {t('rooms.room.loading')}
        </span>
        <SkeletonBlock width="50%" />
        <SkeletonBlock width="80%" />
      </div>
    );
  if (refusal === 'studyRoomClosed' || room?.closed)
    return <Notice title={t('rooms.room.closed')} body={t('rooms.room.closedBody')} backTo={backTo} />;
  if (refusal === 'studyRoomFull')
    return <Notice title={t('rooms.room.full')} body={t('rooms.room.fullBody')} backTo={backTo} />;
  if (!room || refusal)
    return <Notice title={t(`messages.${refusal ?? 'studyRoomNotFound'}`)} backTo={backTo} />;
  return (
    <div className={styles.layout}>
      <div className={styles.main}>
        <Link className={styles.back} to={backTo}>
          <ArrowLeftOutlined aria-hidden="true" /> {t('rooms.room.back')}
        </Link>
        <header className={styles.head}>
          <h1 className={styles.title}>{room.name}</h1>
          <p className={styles.tags}>
            <span className={styles.topic}>{t(`rooms.topics.${room.topic}`)}</span>
            <span className={styles.mode}>
              {room.mode === 'AUDIO' ? (
                <AudioOutlined aria-hidden="true" />
              ) : (
                <VideoCameraOutlined aria-hidden="true" />
              )}{' '}
              {t(`rooms.modes.${room.mode}`)}
            </span>
          </p>
        </header>
        <RoomMedia room={room} backTo={backTo} />
      </div>
      <aside className={styles.side}>
        <FocusTimer room={room} offsetMs={offsetMs} onChange={apply} />
        <RoomPeople room={room} />
        <Button block onClick={() => void navigate(backTo)}>
          {t('rooms.room.leave')}
        </Button>
      </aside>
    </div>
  );
}

/** `/{country}/ajar-rooms/{id}`: a study room: who is here, the shared timer, camera or audio. */
export function StudyRoomPage() {
  const { id = '' } = useParams();
  return (
    <div className={styles.page}>
      <RequireSignIn>
        <Room key={id} roomId={id} />
      </RequireSignIn>
    </div>
  );
}
