import type { DayInterval } from '@ajar/domain';
import { Button, Switch } from 'antd';
import { CopyOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { WEEKDAY_ORDER, nextInterval } from '../hours-model';
import { IntervalFields } from './interval-fields';
import styles from './tutor-hours.module.css';

interface WeeklyHoursCardProps {
  readonly weekly: readonly (readonly DayInterval[])[];
  readonly onDayChange: (weekday: number, intervals: readonly DayInterval[]) => void;
  readonly onCopyMonday: () => void;
}

/** The week, Monday first: a switch per day, and its times when it is on. */
export function WeeklyHoursCard({ weekly, onDayChange, onCopyMonday }: WeeklyHoursCardProps) {
  const { t } = useTranslation();
  return (
    <section className={frame.card} aria-labelledby="weekly-hours-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="weekly-hours-title" className={styles.sectionTitle}>
            {t('tutorHours.weekly.title')}
          </h2>
          <p className={frame.muted}>{t('tutorHours.weekly.hint')}</p>
        </div>
        <Button icon={<CopyOutlined />} onClick={onCopyMonday} disabled={(weekly[1] ?? []).length === 0}>
          {t('tutorHours.weekly.copyMonday')}
        </Button>
      </div>
      <ul className={styles.days}>
        {WEEKDAY_ORDER.map((weekday) => {
          const intervals = weekly[weekday] ?? [];
          const day = t(`tutorHours.weekdays.${weekday}`);
          const on = intervals.length > 0;
          return (
            <li key={weekday} className={styles.day} data-testid={`weekday-${weekday}`}>
              <div className={styles.dayName}>
                <Switch
                  size="small"
                  checked={on}
                  aria-label={t('tutorHours.weekly.available', { day })}
                  onChange={(checked) =>
                    onDayChange(weekday, checked ? [nextInterval([]) ?? { start: 540, end: 1020 }] : [])
                  }
                />
                <strong>{day}</strong>
              </div>
              {on ? (
                <IntervalFields
                  intervals={intervals}
                  name={day}
                  onChange={(next) => onDayChange(weekday, next)}
                />
              ) : (
                <p className={styles.off}>{t('tutorHours.weekly.unavailable')}</p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
