import type { CountryCode } from '@ajar/domain';
import { useQuery } from 'urql';
import { TutorFreeSlotsDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { SLOT_WINDOW_DAYS, groupSlotsByDay, marketToday, slotDayLabel, slotZone } from '../slot-days';
import styles from './next-available.module.css';

/** How many starts the strip shows. */
const SHOWN = 6;
const DURATION = 60;

interface NextAvailableProps {
  readonly tutorId: string;
  readonly market: CountryCode;
  /** A start was picked: its market day (the booking dialog opens on it). */
  readonly onPick: (day: string) => void;
}

/** A tutor's next free hour-long starts, for a profile's visitors: a tap opens the booking dialog on that day. */
export function NextAvailable({ tutorId, market, onPick }: NextAvailableProps) {
  const { t } = useTranslation();
  const zone = slotZone(market);
  const [result] = useQuery({
    query: TutorFreeSlotsDocument,
    variables: { tutorId, from: marketToday(market), days: SLOT_WINDOW_DAYS, duration: DURATION },
  });
  const slots = result.data?.getTutorFreeSlots;
  if (!slots) return null;
  const next = groupSlotsByDay(slots.slice(0, SHOWN), zone).flatMap((day) =>
    day.times.map((time) => ({ ...time, day: day.day })),
  );
  return (
    <div className={styles.strip} data-testid="next-available">
      <p className={styles.title}>
        <strong>{t('bookings.slots.nextAvailable')}</strong>
        <span>{t('bookings.slots.nextAvailableHint', { zone })}</span>
      </p>
      {next.length === 0 ? (
        <p className={styles.none}>{t('bookings.slots.noneSoon', { days: String(SLOT_WINDOW_DAYS) })}</p>
      ) : (
        <ul className={styles.list}>
          {next.map((slot) => (
            <li key={slot.iso}>
              <button type="button" className={styles.slot} onClick={() => onPick(slot.day)}>
                <span>{slotDayLabel(slot.day)}</span>
                <strong>{slot.time}</strong>
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
