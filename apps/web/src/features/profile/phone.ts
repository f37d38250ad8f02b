import { MARKETS, type CountryCode } from '@ajar/domain';

/** The number a person types after the market's phone code ("+65 8123 4567" → "8123 4567"). */
export function localPhone(phone: string | null | undefined, country: CountryCode): string {
  const value = (phone ?? '').trim();
  const { phoneCode } = MARKETS[country];
  return value.startsWith(phoneCode) ? value.slice(phoneCode.length).trim() : value;
}

/** The stored phone: the market's code and the typed number, or null when nothing was typed. */
export function fullPhone(local: string, country: CountryCode): string | null {
  const digits = local.trim();
  return digits ? `${MARKETS[country].phoneCode} ${digits}` : null;
}
