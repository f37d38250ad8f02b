import { Button } from 'antd';
import { useMutation } from 'urql';
import { UnblockTutorTimeDocument } from '../../../gql/graphql';
import { showError, showSuccess } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { timeLabel } from '../../tutor-hours';
import { shortDayLabel } from '../week-labels';
import type { DayPlan, PlacedItem } from '../week-model';
import styles from './week-grid.module.css';

/** Pixels per hour of the grid. */
const HOUR_HEIGHT = 48;

interface WeekGridProps {
  readonly plans: readonly DayPlan[];
  readonly span: { readonly first: number; readonly last: number };
  readonly today: string;
  /** A click on free hours: block from there. */
  readonly onPickOpen: (date: string, interval: { start: number; end: number }) => void;
}

const placement = (start: number, end: number, first: number) => ({
  top: ((start - first) / 60) * HOUR_HEIGHT,
  height: Math.max(((end - start) / 60) * HOUR_HEIGHT, 18),
});

function ItemBlock({ item, first }: { item: PlacedItem; first: number }) {
  const { t } = useTranslation();
  const time = `${timeLabel(item.start)}–${timeLabel(item.end)}`;
  return (
    <li
      className={item.kind === 'class' ? styles.classSession : styles.lesson}
      data-status={item.status ?? undefined}
      style={placement(item.start, item.end, first)}
    >
      <span className={styles.itemTime}>{time}</span>
      <strong className={styles.itemTitle}>{item.title || t('tutorHours.calendar.lesson')}</strong>
      <span className={styles.itemWho}>
        {item.kind === 'class'
          ? t('tutorHours.calendar.classSession')
          : item.who
            ? item.who
            : item.status
              ? t(`bookings.list.statuses.${item.status}`)
              : ''}
      </span>
    </li>
  );
}

/** Day columns from the span's first to last hour: offered hours, blocked hours, lessons and class sessions. */
export function WeekGrid({ plans, span, today, onPickOpen }: WeekGridProps) {
  const { t } = useTranslation();
  const [{ fetching }, unblock] = useMutation(UnblockTutorTimeDocument);
  const hours = Array.from({ length: (span.last - span.first) / 60 }, (_, index) => span.first + index * 60);
  const height = ((span.last - span.first) / 60) * HOUR_HEIGHT;

  async function giveBack(date: string, interval: { start: number; end: number }) {
    const result = await unblock({ date, ...interval });
    if (result.data?.unblockTutorTime)
      showSuccess(
        t('tutorHours.calendar.unblockedToast', {
          day: shortDayLabel(date),
          from: timeLabel(interval.start),
          to: timeLabel(interval.end),
        }),
      );
    else showError(result.error);
  }

  return (
    <div
      className={styles.grid}
      style={{ gridTemplateColumns: `3.25rem repeat(${plans.length}, minmax(0, 1fr))` }}
    >
      <div className={styles.corner} aria-hidden="true" />
      {plans.map((plan) => (
        <h3 key={plan.date} className={plan.date === today ? styles.todayHead : styles.dayHead}>
          {shortDayLabel(plan.date)}
        </h3>
      ))}
      <ol className={styles.hours} style={{ height }} aria-hidden="true">
        {hours.map((hour) => (
          <li key={hour} style={{ top: ((hour - span.first) / 60) * HOUR_HEIGHT }}>
            {timeLabel(hour)}
          </li>
        ))}
      </ol>
      {plans.map((plan) => {
        const past = plan.date < today;
        const day = shortDayLabel(plan.date);
        return (
          <section
            key={plan.date}
            className={past ? styles.pastColumn : styles.column}
            style={{ height }}
            aria-label={day}
            data-testid={`calendar-day-${plan.date}`}
          >
            {plan.open.map((interval) => {
              const label = t('tutorHours.calendar.openLabel', {
                day,
                from: timeLabel(interval.start),
                to: timeLabel(interval.end),
              });
              return past ? (
                <div
                  key={`open-${interval.start}`}
                  className={styles.open}
                  style={placement(interval.start, interval.end, span.first)}
                />
              ) : (
                <button
                  key={`open-${interval.start}`}
                  type="button"
                  className={styles.open}
                  style={placement(interval.start, interval.end, span.first)}
                  aria-label={label}
                  title={label}
                  onClick={() => onPickOpen(plan.date, interval)}
                />
              );
            })}
            {plan.blocked.map((interval) => (
              <div
                key={`blocked-${interval.start}`}
                className={styles.blocked}
                style={placement(interval.start, interval.end, span.first)}
              >
                <span>
                  {t('tutorHours.calendar.blocked')} {timeLabel(interval.start)}–{timeLabel(interval.end)}
                </span>
                {!past && (
                  <Button
                    size="small"
                    disabled={fetching}
                    aria-label={t('tutorHours.calendar.unblockLabel', {
                      day,
                      from: timeLabel(interval.start),
                      to: timeLabel(interval.end),
                    })}
                    onClick={() => void giveBack(plan.date, interval)}
                  >
                    {t('tutorHours.calendar.unblock')}
                  </Button>
                )}
              </div>
            ))}
            <ul className={styles.items}>
              {plan.items.map((item) => (
                <ItemBlock key={`${item.kind}-${item.id}`} item={item} first={span.first} />
              ))}
            </ul>
          </section>
        );
      })}
    </div>
  );
}
