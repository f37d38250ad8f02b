/*
 * Wall-clock times in a market's time zone and the instants they are (a tutor's weekly hours are
 * kept as a zone's local times, so 09:00 stays 09:00 across a daylight-saving change). Pure Intl, no library.
 */

/** A calendar date as the market writes it: YYYY-MM-DD. */
export type LocalDate = string;

const LOCAL_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterOf(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The wall clock of `timeZone` at an instant. */
function wallClock(instant: Date, timeZone: string) {
  const parts = Object.fromEntries(
    formatterOf(timeZone)
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  );
  return {
    year: Number(parts['year']),
    month: Number(parts['month']),
    day: Number(parts['day']),
    minutes: Number(parts['hour']) * 60 + Number(parts['minute']),
    seconds: Number(parts['second']),
  };
}

/** How far `timeZone` is ahead of UTC at an instant, in minutes. */
export function zoneOffsetMinutes(instant: Date, timeZone: string): number {
  const wall = wallClock(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, 0, wall.minutes, wall.seconds);
  return Math.round((asUtc - Math.floor(instant.getTime() / 1000) * 1000) / 60_000);
}

export function isLocalDate(value: string): value is LocalDate {
  const match = LOCAL_DATE.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.toISOString().slice(0, 10) === value;
}

function utcMidnightOf(date: LocalDate): number {
  if (!isLocalDate(date)) throw new RangeError(`Not a date: ${date}`);
  return Date.parse(`${date}T00:00:00Z`);
}

/**
 * The instant a wall-clock time of `date` is in `timeZone`: `minutes` after local midnight (0 to 1440). A time
 * skipped by a clock going forward is read with the offset before the change (it lands after the gap); a time
 * that happens twice, when the clock goes back, is its first occurrence.
 */
export function zonedToInstant(date: LocalDate, minutes: number, timeZone: string): Date {
  if (minutes === 1440) return zonedToInstant(addDays(date, 1), 0, timeZone);
  const naive = utcMidnightOf(date) + minutes * 60_000;
  const before = zoneOffsetMinutes(new Date(naive - 36 * 3_600_000), timeZone);
  const after = zoneOffsetMinutes(new Date(naive + 36 * 3_600_000), timeZone);
  for (const offset of before >= after ? [before, after] : [after, before]) {
    const candidate = new Date(naive - offset * 60_000);
    const wall = wallClock(candidate, timeZone);
    const sameDay = Date.UTC(wall.year, wall.month - 1, wall.day) === utcMidnightOf(date);
    if (sameDay && wall.minutes === minutes) return candidate;
  }
  return new Date(naive - before * 60_000);
}

/** The market's calendar date at an instant. */
export function localDateOf(instant: Date, timeZone: string): LocalDate {
  const wall = wallClock(instant, timeZone);
  return `${String(wall.year).padStart(4, '0')}-${String(wall.month).padStart(2, '0')}-${String(wall.day).padStart(2, '0')}`;
}

/** 0 Sunday … 6 Saturday, of a calendar date (the same everywhere). */
export function weekdayOf(date: LocalDate): number {
  return new Date(utcMidnightOf(date)).getUTCDay();
}

/** The calendar date `days` after `date`. */
export function addDays(date: LocalDate, days: number): LocalDate {
  return new Date(utcMidnightOf(date) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The calendar month holding `instant` in `timeZone`: [its first midnight, the next month's first midnight). */
export function zonedMonthOf(instant: Date, timeZone: string): { readonly from: Date; readonly to: Date } {
  const [year, month] = localDateOf(instant, timeZone).split('-').map(Number) as [number, number];
  const next = month === 12 ? { year: year + 1, month: 1 } : { year, month: month + 1 };
  const first = (y: number, m: number): LocalDate => `${y}-${String(m).padStart(2, '0')}-01`;
  return {
    from: zonedToInstant(first(year, month), 0, timeZone),
    to: zonedToInstant(first(next.year, next.month), 0, timeZone),
  };
}
