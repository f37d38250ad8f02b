import { isMessageKey } from '@ajar/domain';
import { lazy, Suspense, useState } from 'react';
import { useQuery } from 'urql';
import { GetClassroomDocument } from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useLocalMedia } from '../use-local-media';
import { MediaProblemPage } from './media-problem-page';
import styles from './classroom.module.css';

const ClassroomRoom = lazy(() =>
  import('../room/classroom-room').then((m) => ({ default: m.ClassroomRoom })),
);

/**
 * The live room inside another page (a study room's camera and audio): joins at once, with the
 * camera and microphone, or the microphone only (`audioOnly`). Leaving the page leaves the room.
 */
export function EmbeddedClassroom({
  roomId,
  audioOnly,
  backTo,
  backLabel,
}: {
  roomId: string;
  audioOnly: boolean;
  backTo: string;
  /** The way out's words on the room's ended and media-problem screens. */
  backLabel: string;
}) {
  const { t } = useTranslation();
  const [{ data, error }] = useQuery({
    query: GetClassroomDocument,
    variables: { roomId },
    requestPolicy: 'network-only',
  });
  const { media, retry } = useLocalMedia({ video: !audioOnly });
  const [stay, setStay] = useState(0);
  const room = data?.getClassroom;
  const loading = (
    <p className={styles.loading} role="status">
      {t('classroom.loading')}
    </p>
  );
  if (!room) {
    if (!error) return loading;
    const key = readServerError(error).messageKey;
    return <p role="alert">{t(isMessageKey(key) ? `messages.${key}` : 'messages.fallback')}</p>;
  }
  if (media.kind === 'problem')
    return <MediaProblemPage problem={media.problem} onRetry={retry} backTo={backTo} backLabel={backLabel} />;
  if (media.kind === 'starting') return loading;
  return (
    <Suspense fallback={loading}>
      <ClassroomRoom
        key={stay}
        room={room}
        stream={media.stream}
        choice={{ audio: true, video: !audioOnly }}
        backTo={backTo}
        backLabel={backLabel}
        onRejoin={() => setStay((count) => count + 1)}
      />
    </Suspense>
  );
}
