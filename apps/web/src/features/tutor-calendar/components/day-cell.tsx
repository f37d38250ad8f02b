import type { MouseEventHandler } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { longDayLabel } from '../day-label';
import styles from './tutor-calendar.module.css';

/** What a click on the day does: show its lessons, open booking, or nothing. */
export type DayAction = 'details' | 'book' | 'none';

interface DayCellProps {
  /** YYYY-MM-DD */
  readonly day: string;
  readonly count: number;
  readonly action: DayAction;
  readonly isToday: boolean;
  readonly isPast: boolean;
  readonly inMonth: boolean;
  readonly expanded?: boolean;
  readonly onClick?: MouseEventHandler<HTMLButtonElement>;
}

/** One day of the month grid: its number and a count of its lessons; a button when it does something. */
export function DayCell({ day, count, action, isToday, isPast, inMonth, expanded, onClick }: DayCellProps) {
  const { t } = useTranslation();
  const className = [
    styles.day,
    isToday ? styles.today : '',
    isPast ? styles.past : '',
    inMonth ? '' : styles.outside,
    count > 0 ? styles.busy : '',
  ]
    .filter(Boolean)
    .join(' ');
  const content = (
    <>
      <span className={styles.dayNumber}>{Number(day.slice(8))}</span>
      {count > 0 && (
        <span className={styles.count} aria-hidden="true">
          {count}
        </span>
      )}
    </>
  );
  if (action === 'none') {
    return <div className={className}>{content}</div>;
  }
  const label =
    count > 0 ? `${longDayLabel(day)}, ${t('tutorCalendar.dayBookings', { count })}` : longDayLabel(day);
  return (
    <button
      type="button"
      className={className}
      aria-label={label}
      aria-current={isToday ? 'date' : undefined}
      aria-expanded={action === 'details' ? Boolean(expanded) : undefined}
      aria-haspopup="dialog"
      onClick={onClick}
    >
      {content}
    </button>
  );
}
