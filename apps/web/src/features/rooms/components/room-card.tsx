import { studyRoomPath } from '@ajar/domain';
import { Link } from 'react-router';
import type { StudyRoomFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { useCountry } from '../../../shared/market/country-context';
import { presentItems } from '../../../shared/api/present-items';
import { AudioOutlined, VideoCameraOutlined } from '../../../shared/ui/icons';
import { PresenceFaces } from './presence-faces';
import styles from './room-card.module.css';

/** One open room in the list: its name, topic and mode, who is in it now and its capacity. */
export function RoomCard({ room }: { room: StudyRoomFieldsFragment }) {
  const { t } = useTranslation();
  const country = useCountry();
  const people = presentItems(room.present) ?? [];
  return (
    <article className={styles.card} data-testid="study-room-card">
      <div className={styles.top}>
        <span className={styles.topic}>{t(`rooms.topics.${room.topic}`)}</span>
        <span className={styles.mode}>
          {room.mode === 'AUDIO' ? (
            <AudioOutlined aria-hidden="true" />
          ) : (
            <VideoCameraOutlined aria-hidden="true" />
          )}{' '}
          {t(`rooms.modes.${room.mode}`)}
        </span>
      </div>
      <h2 className={styles.name}>
        <Link className={styles.link} to={studyRoomPath(country, room.id)}>
          {room.name}
        </Link>
      </h2>
      <p className={styles.by}>{t('rooms.list.by', { name: room.creatorFirstName })}</p>
      <div className={styles.presence}>
        {people.length > 0 ? (
          <PresenceFaces people={people} />
        ) : (
          <span className={styles.nobody}>{t('rooms.list.nobody')}</span>
        )}
        <span className={room.full ? styles.full : styles.count} data-testid="study-room-count">
          {room.full
            ? t('rooms.list.full')
            : t('rooms.list.here', { count: room.presentCount, capacity: room.capacity })}
        </span>
      </div>
    </article>
  );
}
