import { AVAILABILITY_HORIZON_DAYS, addDays, type CountryCode } from '@ajar/domain';
import { Alert, Button, Radio, Skeleton } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { TutorFreeSlotsDocument } from '../../../gql/graphql';
import { useTranslation } from '../../../shared/i18n/use-translation';
import { LeftOutlined, RightOutlined } from '../../../shared/ui/icons';
import {
  SLOT_WINDOW_DAYS,
  groupSlotsByDay,
  marketToday,
  shiftWindow,
  slotDayLabel,
  slotZone,
} from '../slot-days';
import styles from './free-slot-picker.module.css';

interface FreeSlotPickerProps {
  readonly tutorId: string;
  readonly market: CountryCode;
  /** Minutes: the slots are the starts a lesson this long fits after. */
  readonly duration: number;
  /** The chosen start (ISO), as a form field's value. */
  readonly value?: string | null;
  readonly onChange?: (iso: string | null) => void;
  /** The first day to show (YYYY-MM-DD), e.g. the day picked on the calendar. */
  readonly initialDay?: string | undefined;
  /** A start not to offer: the lesson's own time, when moving it. */
  readonly exclude?: string;
}

/**
 * The tutor's free start times for the next days, grouped by day in their market's zone: a day, then a time.
 * The server computes them (hours less bookings, after the notice); this only offers them.
 */
export function FreeSlotPicker({
  tutorId,
  market,
  duration,
  value,
  onChange,
  initialDay,
  exclude,
}: FreeSlotPickerProps) {
  const { t } = useTranslation();
  const zone = slotZone(market);
  const today = marketToday(market);
  const last = addDays(today, AVAILABILITY_HORIZON_DAYS - 1);
  const [from, setFrom] = useState(() =>
    initialDay && initialDay > today && initialDay <= last ? initialDay : today,
  );
  const days = Math.min(SLOT_WINDOW_DAYS, AVAILABILITY_HORIZON_DAYS - (dayIndex(today, from) ?? 0));
  const [result] = useQuery({
    query: TutorFreeSlotsDocument,
    variables: { tutorId, from, days, duration },
    requestPolicy: 'cache-and-network',
  });
  const grouped = useMemo(
    () =>
      groupSlotsByDay(
        (result.data?.getTutorFreeSlots ?? []).filter((iso) => iso !== exclude),
        zone,
      ),
    [result.data, zone, exclude],
  );
  const [day, setDay] = useState<string | null>(null);
  const shown = grouped.find((item) => item.day === day) ?? grouped[0];

  // A new window or duration: a chosen start that is no longer offered is no longer chosen.
  useEffect(() => {
    if (!result.data || !value) return;
    if (!grouped.some((item) => item.times.some((time) => time.iso === value))) onChange?.(null);
  }, [grouped, result.data, value, onChange]);

  const pager = (
    <div className={styles.pager}>
      <Button
        size="small"
        icon={<LeftOutlined />}
        disabled={from <= today}
        onClick={() => setFrom(maxDay(today, shiftWindow(from, -1)))}
      >
        {t('bookings.slots.earlier')}
      </Button>
      <Button
        size="small"
        disabled={shiftWindow(from, 1) > last}
        onClick={() => setFrom(shiftWindow(from, 1))}
      >
        {t('bookings.slots.later')}
        <RightOutlined />
      </Button>
    </div>
  );

  if (!result.data && result.error)
    return <Alert type="error" showIcon title={t('bookings.slots.loadFailed')} />;
  if (!result.data) return <Skeleton active paragraph={{ rows: 3 }} title={false} />;

  return (
    <div className={styles.picker} data-testid="free-slot-picker" data-from={from}>
      {grouped.length === 0 || !shown ? (
        <div className={styles.empty}>
          <strong>{t('bookings.slots.empty', { days: String(days) })}</strong>
          <p>{t('bookings.slots.emptyHint')}</p>
        </div>
      ) : (
        <>
          <p className={styles.label} id="slot-days-label">
            {t('bookings.slots.day')}
          </p>
          <Radio.Group
            className={styles.days}
            name="slot-day"
            optionType="button"
            aria-labelledby="slot-days-label"
            value={shown.day}
            onChange={(event) => setDay(String(event.target.value))}
            options={grouped.map((item) => ({
              value: item.day,
              label: (
                <span className={styles.dayChip}>
                  {slotDayLabel(item.day)}
                  <small>{t('bookings.slots.count', { count: item.times.length })}</small>
                </span>
              ),
            }))}
          />
          <p className={styles.label} id="slot-times-label">
            {t('bookings.slots.time')}
          </p>
          <Radio.Group
            className={styles.times}
            name="slot-time"
            optionType="button"
            aria-labelledby="slot-times-label"
            value={value ?? null}
            onChange={(event) => onChange?.(String(event.target.value))}
            options={shown.times.map((time) => ({ value: time.iso, label: time.time }))}
          />
        </>
      )}
      {pager}
      <p className={styles.zone}>{t('bookings.dialog.zone', { zone })}</p>
    </div>
  );
}

/** How many days `day` is after `from` (both YYYY-MM-DD). */
function dayIndex(from: string, day: string): number | null {
  const diff = (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;
  return Number.isFinite(diff) ? diff : null;
}

const maxDay = (a: string, b: string) => (a > b ? a : b);
