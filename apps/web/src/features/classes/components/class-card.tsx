import { classPagePath, sizedImagePath } from '@ajar/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { GroupClassFieldsFragment } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { VideoCameraOutlined } from '../../../shared/ui/icons';
import styles from './class-card.module.css';
import { useClassFormat } from './use-class-format';

/** The first session not cancelled, or null. */
export function firstSessionOf(row: Pick<GroupClassFieldsFragment, 'sessions'>) {
  return row.sessions.find((session) => !session.cancelled) ?? null;
}

/** A class's cover, or the brand tile with a camera when it has none. */
export function ClassCover({ cover, className }: { cover: string | null | undefined; className?: string }) {
  return cover ? (
    <img className={`${styles.cover} ${className ?? ''}`} src={sizedImagePath(cover, 112)} alt="" />
  ) : (
    <span className={`${styles.cover} ${styles.placeholder} ${className ?? ''}`} aria-hidden="true">
      <VideoCameraOutlined />
    </span>
  );
}

/** A class in a list: cover, title, subject and level, tutor, first session, seats and price per seat. */
export function ClassCard({ row, footer }: { row: GroupClassFieldsFragment; footer?: ReactNode }) {
  const { t } = useTranslation();
  const { money, when, country } = useClassFormat(row.country);
  const first = firstSessionOf(row);
  const live = row.sessions.filter((session) => !session.cancelled).length;
  const left = row.seats - row.seatsTaken;
  return (
    <Link
      className={styles.card}
      to={classPagePath(country, row.id)}
      aria-label={t('classes.card.open', { title: row.title })}
    >
      <ClassCover cover={row.cover} />
      <div className={styles.body}>
        <h2 className={styles.title}>{row.title}</h2>
        <p className={styles.meta}>
          {row.subject.name} · {row.level.name} ·{' '}
          {t('classes.card.by', { name: `${row.tutor.firstName} ${row.tutor.lastName}` })}
        </p>
        <p className={styles.meta}>
          {first ? t('classes.card.starts', { date: when(first.startTime) }) : null} ·{' '}
          {t('classes.card.sessions', { count: live })}
        </p>
        {footer ?? (
          <div className={styles.foot}>
            <span className={styles.price}>
              {money(row.due)} <span className={styles.perSeat}>{t('classes.card.perSeat')}</span>
            </span>
            {left > 0 ? (
              <span className={styles.seats}>{t('classes.card.seatsLeft', { count: left })}</span>
            ) : (
              <span className={styles.full}>{t('classes.card.full')}</span>
            )}
          </div>
        )}
      </div>
    </Link>
  );
}
