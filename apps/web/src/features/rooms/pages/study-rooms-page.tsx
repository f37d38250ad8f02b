import {
  ACCOUNT_ROUTES,
  MARKETS,
  ROLE_CODES,
  STUDY_ROOM_TOPICS,
  countryPath,
  isStudyRoomTopic,
} from '@ajar/domain';
import { Link, useSearchParams } from 'react-router';
import { useQuery } from 'urql';
import { StudyRoomsDocument } from '../../../gql/graphql';
import { presentItems } from '../../../shared/api/present-items';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { useSession } from '../../../shared/session/use-session';
import { Button, actionClassName } from '../../../shared/ui/button';
import { UsergroupAddOutlined } from '../../../shared/ui/icons';
import { PageFrame } from '../../../shared/ui/page-frame';
import { SkeletonBlock } from '../../../shared/ui/skeleton/skeleton-block';
import { CreateRoomForm } from '../components/create-room-form';
import { RoomCard } from '../components/room-card';
import styles from './rooms-pages.module.css';

function Placeholders() {
  return (
    <div className={styles.grid} aria-busy="true" data-testid="study-rooms-loading">
      {[0, 1, 2].map((index) => (
        <div key={index} className={styles.skeleton}>
          <SkeletonBlock width="40%" />
          <SkeletonBlock width="80%" />
          <SkeletonBlock width="60%" />
        </div>
      ))}
    </div>
  );
}

/** Who may start a room: students (a signed-in tutor is told; a guest is asked to sign in). */
function StartRoom({ topic }: { topic: (typeof STUDY_ROOM_TOPICS)[number] | null }) {
  const { t } = useTranslation();
  const country = useCountry();
  const { isSignedIn, user } = useSession();
  if (!isSignedIn)
    return (
      <p className={styles.panel}>
        <Link
          className={actionClassName({ variant: 'primary' })}
          to={`${countryPath(country, ACCOUNT_ROUTES.login)}?redirect=${encodeURIComponent(countryPath(country, 'ajar-rooms'))}`}
        >
          {t('rooms.create.signIn')}
        </Link>
      </p>
    );
  if (user?.role.code !== ROLE_CODES.student)
    return <p className={`${styles.panel} ${styles.muted}`}>{t('rooms.create.studentsOnly')}</p>;
  return <CreateRoomForm key={topic ?? ''} defaultTopic={topic} />;
}

/** {product}-rooms: a market's open study rooms by topic, who is in each now, and starting one (no antd). */
export function StudyRoomsPage() {
  const { t } = useTranslation();
  const country = useCountry();
  const [params, setParams] = useSearchParams();
  const chosen = params.get('topic');
  const topic = isStudyRoomTopic(chosen) ? chosen : null;
  const [{ data, fetching, error }, refetch] = useQuery({
    query: StudyRoomsDocument,
    variables: { country, topic },
    requestPolicy: 'cache-and-network',
  });
  const rooms = presentItems(data?.studyRooms);
  return (
    <PageFrame
      icon={<UsergroupAddOutlined />}
      title={t('rooms.list.title')}
      subtitle={t('rooms.list.subtitle', { country: MARKETS[country].name })}
      className={styles.page}
    >
      <div className={styles.layout}>
        <section className={styles.main} aria-label={t('rooms.list.title')}>
          <label className={styles.filter}>
            {t('rooms.list.topic')}
            <select
              className={styles.control}
              value={topic ?? ''}
              onChange={(event) => setParams(event.target.value ? { topic: event.target.value } : {})}
            >
              <option value="">{t('rooms.list.allTopics')}</option>
              {STUDY_ROOM_TOPICS.map((value) => (
                <option key={value} value={value}>
                  {t(`rooms.topics.${value}`)}
                </option>
              ))}
            </select>
          </label>
          {!rooms && fetching && <Placeholders />}
          {!rooms && error && (
            <div className={styles.state} role="alert">
              <p className={styles.stateTitle}>{t('rooms.list.loadFailed')}</p>
              <Button onClick={() => refetch({ requestPolicy: 'network-only' })}>
                {t('rooms.list.retry')}
              </Button>
            </div>
          )}
          {rooms?.length === 0 && (
            <div className={styles.state}>
              <p className={styles.stateTitle}>{t('rooms.list.empty')}</p>
              <p className={styles.muted}>{t('rooms.list.emptyBody')}</p>
            </div>
          )}
          {rooms && rooms.length > 0 && (
            <ul className={styles.grid}>
              {rooms.map((room) => (
                <li key={room.id}>
                  <RoomCard room={room} />
                </li>
              ))}
            </ul>
          )}
        </section>
        <aside className={styles.side}>
          <StartRoom topic={topic} />
        </aside>
      </div>
    </PageFrame>
  );
}
