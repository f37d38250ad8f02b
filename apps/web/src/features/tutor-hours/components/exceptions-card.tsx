import { AVAILABILITY_EXCEPTION_KINDS, AVAILABILITY_MAX_EXCEPTIONS } from '@ajar/domain';
import { Button, Input, Select } from 'antd';
import { DeleteOutlined, PlusOutlined } from '../../../shared/ui/icons';
import { useTranslation } from '../../../shared/i18n/use-translation';
import frame from '../../../shared/ui/page-frame.module.css';
import { exceptionProblem, nextInterval, type DraftException } from '../hours-model';
import { IntervalFields } from './interval-fields';
import { problemLimit } from '../problem-limit';
import styles from './tutor-hours.module.css';

interface ExceptionsCardProps {
  readonly exceptions: readonly DraftException[];
  readonly onChange: (exceptions: readonly DraftException[]) => void;
  readonly onAdd: () => void;
  /** The market's today (YYYY-MM-DD): earlier dates are not offered. */
  readonly today: string;
}

/** Dates that differ from the week: a day off, extra hours on top of the day's usual ones, or blocked hours. */
export function ExceptionsCard({ exceptions, onChange, onAdd, today }: ExceptionsCardProps) {
  const { t } = useTranslation();
  // The domain's rule: one exception of each kind on a date, and a day off alone.
  const repeated = (item: DraftException) =>
    exceptions.some(
      (other) =>
        other !== item &&
        other.date === item.date &&
        (other.kind === item.kind || other.kind === 'off' || item.kind === 'off'),
    );
  const update = (index: number, change: Partial<DraftException>) =>
    onChange(exceptions.map((item, at) => (at === index ? { ...item, ...change } : item)));

  return (
    <section className={frame.card} aria-labelledby="exceptions-title">
      <div className={styles.sectionHead}>
        <div>
          <h2 id="exceptions-title" className={styles.sectionTitle}>
            {t('tutorHours.exceptions.title')}
          </h2>
          <p className={frame.muted}>{t('tutorHours.exceptions.hint')}</p>
        </div>
      </div>
      {exceptions.length === 0 ? (
        <p className={frame.muted}>{t('tutorHours.exceptions.empty')}</p>
      ) : (
        <ul className={styles.days}>
          {exceptions.map((item, index) => {
            const labels = { index: String(index + 1), date: item.date };
            const problem = exceptionProblem(item) ?? (repeated(item) ? 'exceptionRepeated' : null);
            return (
              <li key={index} className={styles.exception} data-testid="hours-exception">
                <div className={styles.exceptionHead}>
                  <Input
                    type="date"
                    className={styles.date}
                    value={item.date}
                    min={today}
                    aria-label={t('tutorHours.exceptions.dateLabel', labels)}
                    status={problem === 'dateInvalid' || problem === 'exceptionRepeated' ? 'error' : ''}
                    onChange={(event) => update(index, { date: event.target.value })}
                  />
                  <Select
                    className={styles.kind}
                    value={item.kind}
                    aria-label={t('tutorHours.exceptions.kindLabel', labels)}
                    options={AVAILABILITY_EXCEPTION_KINDS.map((kind) => ({
                      value: kind,
                      label: t(`tutorHours.exceptions.kinds.${kind}`),
                    }))}
                    onChange={(kind) =>
                      update(index, {
                        kind,
                        intervals:
                          kind !== 'off' && item.intervals.length === 0
                            ? [nextInterval([]) ?? { start: 540, end: 1020 }]
                            : item.intervals,
                      })
                    }
                  />
                  <Button
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={t('tutorHours.exceptions.removeLabel', labels)}
                    title={t('tutorHours.exceptions.remove')}
                    onClick={() => onChange(exceptions.filter((_, at) => at !== index))}
                  />
                </div>
                {item.kind !== 'off' && (
                  <IntervalFields
                    intervals={item.intervals}
                    name={item.date}
                    onChange={(intervals) => update(index, { intervals })}
                  />
                )}
                {(problem === 'dateInvalid' || problem === 'exceptionRepeated') && (
                  <p className={styles.problem} role="alert">
                    {t(`tutorHours.problems.${problem}`, problemLimit(problem))}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <div className={styles.cardActions}>
        <Button
          icon={<PlusOutlined />}
          onClick={onAdd}
          disabled={exceptions.length >= AVAILABILITY_MAX_EXCEPTIONS}
        >
          {t('tutorHours.exceptions.add')}
        </Button>
      </div>
    </section>
  );
}
