import { STUDY_BREAK_MINUTES, STUDY_FOCUS_MINUTES, studyTimerPhase } from '@ajar/domain';
import { useEffect, useState } from 'react';
import { useMutation } from 'urql';
import { StartStudyRoomTimerDocument, StopStudyRoomTimerDocument } from '../../../gql/graphql';
import { showError } from '../../../shared/feedback/toast';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { Button } from '../../../shared/ui/button';
import type { StudyRoom } from '../hooks/use-study-room';
import styles from './focus-timer.module.css';

/** mm:ss of a duration. */
export function clockText(ms: number): string {
  const seconds = Math.max(0, Math.ceil(ms / 1000));
  return `${String(Math.floor(seconds / 60)).padStart(2, '0')}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The current time on the server's clock, redrawn every second. */
function useServerNow(offsetMs: number, running: boolean): Date {
  const [now, setNow] = useState(() => new Date(Date.now() + offsetMs));
  useEffect(() => {
    setNow(new Date(Date.now() + offsetMs));
    if (!running) return undefined;
    const tick = setInterval(() => setNow(new Date(Date.now() + offsetMs)), 1000);
    return () => clearInterval(tick);
  }, [offsetMs, running]);
  return now;
}

/**
 * The room's shared focus timer: everyone computes its phase from the server's start instant (corrected by the
 * server's clock), so all see the same countdown. Anyone in the room starts or stops it.
 */
export function FocusTimer({
  room,
  offsetMs,
  onChange,
}: {
  room: StudyRoom;
  offsetMs: number;
  onChange: (room: StudyRoom | undefined) => void;
}) {
  const { t } = useTranslation();
  const [focus, setFocus] = useState<number>(STUDY_FOCUS_MINUTES[0]);
  const [rest, setRest] = useState<number>(STUDY_BREAK_MINUTES[0]);
  const [{ fetching: starting }, start] = useMutation(StartStudyRoomTimerDocument);
  const [{ fetching: stopping }, stop] = useMutation(StopStudyRoomTimerDocument);
  const timer = room.timer;
  const now = useServerNow(offsetMs, timer !== null);
  const phase = timer
    ? studyTimerPhase(new Date(timer.startedAt as string), timer.focusMinutes, timer.breakMinutes, now)
    : null;

  const onStart = async () => {
    const result = await start({ roomId: room.id, focusMinutes: focus, breakMinutes: rest });
    if (result.error) showError(result.error);
    else onChange(result.data?.startStudyRoomTimer);
  };
  const onStop = async () => {
    const result = await stop({ roomId: room.id });
    if (result.error) showError(result.error);
    else onChange(result.data?.stopStudyRoomTimer);
  };

  return (
    <section className={styles.timer} aria-labelledby="focus-timer-title" data-testid="focus-timer">
      <h2 id="focus-timer-title" className={styles.title}>
        {t('rooms.timer.title')}
      </h2>
      {phase ? (
        <div className={phase.phase === 'FOCUS' ? styles.focus : styles.break}>
          <p className={styles.phase} data-testid="focus-timer-phase">
            {t(phase.phase === 'FOCUS' ? 'rooms.timer.focus' : 'rooms.timer.break')} ·{' '}
            {t('rooms.timer.round', { round: phase.round + 1 })}
          </p>
          <p
            className={styles.clock}
            role="timer"
            aria-label={t('rooms.timer.remaining', { time: clockText(phase.remainingMs) })}
          >
            {clockText(phase.remainingMs)}
          </p>
        </div>
      ) : (
        <p className={styles.idle} data-testid="focus-timer-phase">
          {t('rooms.timer.idle')}
        </p>
      )}
      <p className={styles.shared}>{t('rooms.timer.shared')}</p>
      {room.viewerPresent &&
        (timer ? (
          <Button block onClick={onStop} disabled={stopping}>
            {t('rooms.timer.stop')}
          </Button>
        ) : (
          <div className={styles.controls}>
            <label className={styles.field}>
              {t('rooms.timer.focusLength')}
              <select
                className={styles.control}
                value={focus}
                onChange={(e) => setFocus(Number(e.target.value))}
              >
                {STUDY_FOCUS_MINUTES.map((value) => (
                  <option key={value} value={value}>
                    {t('rooms.timer.minutes', { count: value })}
                  </option>
                ))}
              </select>
            </label>
            <label className={styles.field}>
              {t('rooms.timer.breakLength')}
              <select
                className={styles.control}
                value={rest}
                onChange={(e) => setRest(Number(e.target.value))}
              >
                {STUDY_BREAK_MINUTES.map((value) => (
                  <option key={value} value={value}>
                    {t('rooms.timer.minutes', { count: value })}
                  </option>
                ))}
              </select>
            </label>
            <Button variant="primary" block onClick={onStart} disabled={starting}>
              {t('rooms.timer.start')}
            </Button>
          </div>
        ))}
    </section>
  );
}
