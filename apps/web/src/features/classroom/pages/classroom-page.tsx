import { countryPath, isMessageKey } from '@ajar/domain';
import { lazy, Suspense, useState } from 'react';
import { Link, useParams } from 'react-router';
import { useQuery } from 'urql';
import { GetClassroomDocument, type GetClassroomQuery } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { RequireSignIn } from '../../../shared/session/require-sign-in';
import { actionClassName } from '../../../shared/ui/button';
import { useDocumentTitle } from '../../../shared/ui/use-document-title';
import { MediaProblemPage } from '../components/media-problem-page';
import { PreJoin, type JoinChoice } from '../components/pre-join';
import { formatClassHour, formatClassTime } from '../lesson-clock';
import { useLocalMedia } from '../use-local-media';
import styles from '../components/classroom.module.css';

// The room (peer connections, chat, the whiteboard's loader) comes only once the person joins.
const ClassroomRoom = lazy(() =>
  import('../room/classroom-room').then((m) => ({ default: m.ClassroomRoom })),
);

export type ClassroomInfo = GetClassroomQuery['getClassroom'];

function Notice({ title, body, backTo }: { title: string; body?: string; backTo: string }) {
  const { t } = useTranslation();
  return (
    <section className={styles.notice} data-testid="classroom-refusal">
      <h1 className={styles.noticeTitle}>{title}</h1>
      {body && <p className={styles.noticeBody}>{body}</p>}
      <div className={styles.noticeActions}>
        <Link className={actionClassName({ variant: 'primary' })} to={backTo}>
          {t('classroom.backToBookings')}
        </Link>
      </div>
    </section>
  );
}

/** Open: the pre-join screen (camera preview), then the room; a media failure has its own page. */
function OpenClassroom({ room, backTo }: { room: ClassroomInfo; backTo: string }) {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const { media, retry } = useLocalMedia();
  const [joined, setJoined] = useState<JoinChoice | null>(null);
  const [stay, setStay] = useState(0);
  const when = t('classroom.lessonTime', {
    start: formatClassTime(room.startsAt as string, country, i18n.language),
    end: formatClassHour(room.endsAt as string, country),
  });
  if (media.kind === 'problem')
    return <MediaProblemPage problem={media.problem} onRetry={retry} backTo={backTo} />;
  if (media.kind === 'starting')
    return (
      <p className={styles.loading} role="status">
        {t('classroom.preJoin.starting')}
      </p>
    );
  if (!joined) return <PreJoin stream={media.stream} title={room.title} when={when} onJoin={setJoined} />;
  return (
    <Suspense
      fallback={
        <p className={styles.loading} role="status">
          {t('classroom.loading')}
        </p>
      }
    >
      <ClassroomRoom
        key={stay}
        room={room}
        stream={media.stream}
        choice={joined}
        backTo={backTo}
        onRejoin={() => setStay((count) => count + 1)}
      />
    </Suspense>
  );
}

function Classroom() {
  const { t, i18n } = useTranslation();
  const country = useCountry();
  const { id = '' } = useParams();
  const backTo = countryPath(country, 'booking-list');
  const [{ data, fetching, error }] = useQuery({ query: GetClassroomDocument, variables: { roomId: id } });
  const room = data?.getClassroom;
  useDocumentTitle(room ? `${t('classroom.title')} · ${room.title}` : null);
  if (fetching && !room)
    return (
      <p className={styles.loading} role="status">
        {t('classroom.loading')}
      </p>
    );
  if (!room) {
    const key = readServerError(error).messageKey;
    return <Notice title={t(isMessageKey(key) ? `messages.${key}` : 'messages.fallback')} backTo={backTo} />;
  }
  if (room.removed) return <Notice title={t('messages.classroomRemoved')} backTo={backTo} />;
  if (room.state === 'ENDED') return <Notice title={t('messages.classroomEnded')} backTo={backTo} />;
  if (room.state === 'NOT_YET')
    return (
      <Notice
        title={t('messages.classroomNotOpenYet')}
        body={t('classroom.notYet', {
          time: formatClassTime(room.opensAt as string, country, i18n.language),
        })}
        backTo={backTo}
      />
    );
  return <OpenClassroom room={room} backTo={backTo} />;
}

/** `/{country}/ajar-classes/join/{id}`: a lesson's live classroom. Online classes need a sign-in. */
export function ClassroomPage() {
  return (
    <div className={styles.page}>
      <RequireSignIn>
        <Classroom />
      </RequireSignIn>
    </div>
  );
}
