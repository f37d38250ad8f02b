import { MARKETS, isCountryCode } from '@ajar/domain';

/** The market's zone (the reader's own in the us, as booking does), without a date library on this route. */
function zoneOf(country: string): string {
  if (!isCountryCode(country)) return 'UTC';
  if (country !== 'us') return MARKETS[country].timeZone;
  return Intl.DateTimeFormat().resolvedOptions().timeZone || MARKETS.us.timeZone;
}

/** e.g. "Sun 1 Mar, 18:00" in the market's zone and the reader's language. */
export function formatClassTime(iso: string, country: string, language: string): string {
  return new Intl.DateTimeFormat(language === 'id' ? 'id-ID' : 'en-GB', {
    timeZone: zoneOf(country),
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}

/** e.g. "18:00" in the market's zone. */
export function formatClassHour(iso: string, country: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: zoneOf(country),
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));
}
