import { useTranslation } from '../../../shared/i18n/use-translation';
import { presentItems } from '../../../shared/api/present-items';
import { useSession } from '../../../shared/session/use-session';
import type { StudyRoom } from '../hooks/use-study-room';
import { PresenceFaces } from './presence-faces';
import styles from './room-people.module.css';

/** Who is in the room now, live. */
export function RoomPeople({ room }: { room: StudyRoom }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const people = presentItems(room.present);
  return (
    <section className={styles.people} aria-labelledby="room-people-title">
      <h2 id="room-people-title" className={styles.title}>
        {t('rooms.room.here')}{' '}
        <span className={styles.count} data-testid="study-room-here-count">
          {t('rooms.room.count', { count: room.presentCount, capacity: room.capacity })}
        </span>
      </h2>
      <ul className={styles.list} aria-live="polite" data-testid="study-room-people">
        {people.map((person) => (
          <li key={person.userId} className={styles.person}>
            <PresenceFaces people={[person]} />
            <span>
              {person.userId === user?.pvid
                ? t('rooms.room.you', { name: person.firstName })
                : person.firstName}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
