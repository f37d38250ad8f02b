import { BOOKING_DURATIONS_MINUTES, localDateOf, MARKETS, type CountryCode } from '@ajar/domain';

/**
 * A guest's chosen lesson, held in the tutor's profile address ('?book=…&level=…&kind=…&duration=…') through
 * sign-up: register carries the address into the activation mail, activation signs the person in, onboarding
 * goes on to it, and the booking dialog reopens on that slot.
 */
export interface HeldBooking {
  /** The chosen free start (ISO). */
  readonly start: string;
  /** The tutor's subject level. */
  readonly subjectLevel: string;
  readonly kind: 'regular' | 'trial';
  readonly duration: number;
}

const PARAMS = { start: 'book', subjectLevel: 'level', kind: 'kind', duration: 'duration' } as const;

/** The profile's address with the held lesson in its query. */
export function heldBookingPath(pathname: string, held: HeldBooking): string {
  const search = new URLSearchParams({
    [PARAMS.start]: held.start,
    [PARAMS.subjectLevel]: held.subjectLevel,
    [PARAMS.kind]: held.kind,
    [PARAMS.duration]: String(held.duration),
  });
  return `${pathname}?${search.toString()}`;
}

/** The held lesson of an address, or null when there is none or it does not read as one. */
export function readHeldBooking(search: URLSearchParams): HeldBooking | null {
  const start = search.get(PARAMS.start);
  const subjectLevel = search.get(PARAMS.subjectLevel);
  const duration = Number(search.get(PARAMS.duration));
  if (!start || Number.isNaN(Date.parse(start)) || !subjectLevel) return null;
  return {
    start: new Date(start).toISOString(),
    subjectLevel,
    kind: search.get(PARAMS.kind) === 'trial' ? 'trial' : 'regular',
    duration: BOOKING_DURATIONS_MINUTES.includes(duration) ? duration : 60,
  };
}

/** The day of the held start in the tutor's market (the slot picker opens on it). */
export const heldDay = (held: HeldBooking, market: CountryCode): string =>
  localDateOf(new Date(held.start), MARKETS[market].timeZone);
