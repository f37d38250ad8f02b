import { sizedImagePath } from '@ajar/domain';
import type { StudyRoomFieldsFragment } from '../../../gql/graphql';
import styles from './presence-faces.module.css';

type Person = NonNullable<StudyRoomFieldsFragment['present'][number]>;

/** The people in a room as small faces (their photo, or their initial), overlapping. */
export function PresenceFaces({ people, max = 4 }: { people: readonly Person[]; max?: number }) {
  return (
    <ul className={styles.faces} aria-hidden="true">
      {people.slice(0, max).map((person) => (
        <li key={person.userId} className={styles.face}>
          {person.avatarUrl ? (
            <img src={sizedImagePath(person.avatarUrl, 32)} alt="" width={32} height={32} />
          ) : (
            person.firstName.slice(0, 1).toUpperCase()
          )}
        </li>
      ))}
    </ul>
  );
}
