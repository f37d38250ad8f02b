import {
  CLASS_SESSION_MINUTES_MAX,
  CLASS_SESSION_MINUTES_MIN,
  CLASS_SESSION_STEP_MINUTES,
  CLASS_SESSIONS_MAX,
  type ClassSessionInput,
} from '@ajar/domain';
import { Button, Select } from 'antd';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { DeleteOutlined, PlusOutlined } from '../../../shared/ui/icons';
import styles from './class-form.module.css';

const LENGTHS: number[] = [];
for (
  let minutes = CLASS_SESSION_MINUTES_MIN;
  minutes <= CLASS_SESSION_MINUTES_MAX;
  minutes += CLASS_SESSION_STEP_MINUTES
)
  LENGTHS.push(minutes);

/** The sessions of a new class, each a date, a start time (in the market's zone) and a length. */
export function SessionRows({
  sessions,
  onChange,
}: {
  sessions: readonly ClassSessionInput[];
  onChange: (sessions: ClassSessionInput[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, change: Partial<ClassSessionInput>) =>
    onChange(sessions.map((session, at) => (at === index ? { ...session, ...change } : session)));
  const last = sessions.at(-1);
  return (
    <>
      {sessions.map((session, index) => {
        const label = t('classes.create.sessionLabel', { index: index + 1 });
        return (
          <fieldset key={index} className={styles.session} aria-label={label}>
            <p className={styles.sessionLabel}>{label}</p>
            <label className={styles.field}>
              {t('classes.create.date')}
              <input
                className={styles.native}
                type="date"
                value={session.date}
                onChange={(event) => update(index, { date: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              {t('classes.create.time')}
              <input
                className={styles.native}
                type="time"
                step={CLASS_SESSION_STEP_MINUTES * 60}
                value={session.time}
                onChange={(event) => update(index, { time: event.target.value })}
              />
            </label>
            <label className={styles.field}>
              {t('classes.create.duration')}
              <Select
                aria-label={`${label} ${t('classes.create.duration')}`}
                value={session.durationMinutes}
                onChange={(durationMinutes: number) => update(index, { durationMinutes })}
                options={LENGTHS.map((minutes) => ({
                  value: minutes,
                  label: t('classes.create.minutes', { count: minutes }),
                }))}
              />
            </label>
            <Button
              aria-label={t('classes.create.removeSession', { index: index + 1 })}
              icon={<DeleteOutlined />}
              disabled={sessions.length <= 1}
              onClick={() => onChange(sessions.filter((_, at) => at !== index))}
            />
          </fieldset>
        );
      })}
      <Button
        icon={<PlusOutlined />}
        disabled={sessions.length >= CLASS_SESSIONS_MAX}
        onClick={() =>
          onChange([
            ...sessions,
            { date: last?.date ?? '', time: last?.time ?? '18:00', durationMinutes: 60 },
          ])
        }
      >
        {t('classes.create.addSession')}
      </Button>
    </>
  );
}
