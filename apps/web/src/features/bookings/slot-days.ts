import { MARKETS, addDays, localDateOf, type CountryCode } from '@ajar/domain';
import dayjs from 'dayjs';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(utc);
dayjs.extend(timezone);

/** How many days the slot picker shows at a time. */
export const SLOT_WINDOW_DAYS = 14;

export interface SlotDay {
  /** YYYY-MM-DD in the tutor's market. */
  readonly day: string;
  /** Each free start: the instant (ISO) and its wall-clock time there. */
  readonly times: readonly { readonly iso: string; readonly time: string }[];
}

/**
 * Free slots are the tutor's hours, kept as the wall clock of their market, so they are shown and grouped
 * by day there (not in the reader's zone, where a day's hours could straddle two dates).
 */
export function slotZone(market: CountryCode): string {
  return MARKETS[market].timeZone;
}

/** Today's date in the tutor's market. */
export function marketToday(market: CountryCode, now = new Date()): string {
  return localDateOf(now, slotZone(market));
}

/** The free starts, in order, grouped by their market day; days without any are left out. */
export function groupSlotsByDay(slots: readonly string[], zone: string): SlotDay[] {
  const days = new Map<string, { iso: string; time: string }[]>();
  for (const iso of [...slots].sort()) {
    const local = dayjs(iso).tz(zone);
    const day = local.format('YYYY-MM-DD');
    const list = days.get(day) ?? [];
    list.push({ iso, time: local.format('HH:mm') });
    days.set(day, list);
  }
  return [...days].map(([day, times]) => ({ day, times }));
}

/** e.g. "Tue 24 Nov" in the reader's language. */
export function slotDayLabel(day: string): string {
  return dayjs(day).locale(dayjs.locale()).format('ddd D MMM');
}

/** The first date of the window after (or before) `from`. */
export const shiftWindow = (from: string, windows: number) => addDays(from, windows * SLOT_WINDOW_DAYS);
