import type { DayInterval } from '@ajar/domain';
import { Button, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { END_OPTIONS, START_OPTIONS, intervalsProblem, nextInterval } from '../hours-model';
import { problemLimit } from '../problem-limit';
import styles from './tutor-hours.module.css';

interface IntervalFieldsProps {
  readonly intervals: readonly DayInterval[];
  readonly onChange: (intervals: readonly DayInterval[]) => void;
  /** What the fields are of, for their labels: "Monday", "2026-12-24". */
  readonly name: string;
}

/** One day's times: a from–to pair of selects per interval, removable, and a button for one more. */
export function IntervalFields({ intervals, onChange, name }: IntervalFieldsProps) {
  const { t } = useTranslation();
  const problem = intervalsProblem(intervals);
  const next = nextInterval(intervals);
  const update = (index: number, change: Partial<DayInterval>) =>
    onChange(intervals.map((interval, at) => (at === index ? { ...interval, ...change } : interval)));

  return (
    <div className={styles.intervals}>
      {intervals.map((interval, index) => {
        const labels = { day: name, index: String(index + 1) };
        return (
          <div key={index} className={styles.interval}>
            <Select
              className={styles.time}
              value={interval.start}
              options={START_OPTIONS}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(start) => update(index, { start })}
              aria-label={t('tutorHours.weekly.fromLabel', labels)}
              status={problem ? 'error' : undefined}
            />
            <span aria-hidden="true">–</span>
            <Select
              className={styles.time}
              value={interval.end}
              options={END_OPTIONS}
              showSearch={{ optionFilterProp: 'label' }}
              onChange={(end) => update(index, { end })}
              aria-label={t('tutorHours.weekly.toLabel', labels)}
              status={problem ? 'error' : undefined}
            />
            <Button
              type="text"
              icon={<DeleteOutlined />}
              aria-label={t('tutorHours.weekly.removeLabel', labels)}
              title={t('tutorHours.weekly.remove')}
              onClick={() => onChange(intervals.filter((_, at) => at !== index))}
            />
          </div>
        );
      })}
      {problem && (
        <p className={styles.problem} role="alert">
          {t(`tutorHours.problems.${problem}`, problemLimit(problem))}
        </p>
      )}
      {next && (
        <Button
          type="link"
          size="small"
          className={styles.addHours}
          icon={<PlusOutlined />}
          aria-label={t('tutorHours.weekly.addHoursLabel', { day: name })}
          onClick={() => onChange([...intervals, next])}
        >
          {t('tutorHours.weekly.addHours')}
        </Button>
      )}
    </div>
  );
}
