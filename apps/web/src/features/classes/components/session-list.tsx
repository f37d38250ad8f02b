import type { ReactNode } from 'react';
import type { GroupClassFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import styles from './session-list.module.css';
import { useClassFormat } from './use-class-format';

type Session = GroupClassFieldsFragment['sessions'][number];

/** A class's sessions in its market's zone (start – end), cancelled ones struck through; `action` adds a control. */
export function SessionList({
  row,
  action,
}: {
  row: GroupClassFieldsFragment;
  action?: (session: Session) => ReactNode;
}) {
  const { t } = useTranslation();
  const { when, time, zone } = useClassFormat(row.country);
  return (
    <>
      <ol className={styles.list}>
        {row.sessions.map((session) => (
          <li
            key={session.id}
            className={session.cancelled ? `${styles.item} ${styles.cancelled}` : styles.item}
          >
            <span className={styles.when}>
              {when(session.startTime)} – {time(session.endTime)}
            </span>
            {session.cancelled ? (
              <span className={styles.tag}>{t('classes.page.cancelledSession')}</span>
            ) : (
              action?.(session)
            )}
          </li>
        ))}
      </ol>
      <p className={styles.hint}>{t('classes.page.timesIn', { zone })}</p>
    </>
  );
}
