import { COUNTRY_CODES, MARKETS, type CountryCode } from '../markets';
import { majorToMinor } from '../money';

/**
 * The profile's plain constants and rules, apart from its zod schemas (profile-schemas.ts): the web's
 * shell uses a few of them, and a module with schemas built at load time would bring zod into it.
 */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const EXPERIENCE_TYPES = ['ACADEMIC', 'NON_ACADEMIC', 'COUNSELLING'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

/** REMOVED: hidden by the Ajar team after a report; only ACTIVE ones are ever listed. */
export const TESTIMONIAL_STATUSES = ['PENDING', 'ACTIVE', 'REMOVED'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

/** Testimonial lists: default and largest page. */
export const TESTIMONIAL_LIST_DEFAULT = 10;
export const TESTIMONIAL_LIST_MAX = 50;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** A reviewer has this long to confirm a testimonial from the mailed link. */
export const TESTIMONIAL_CONFIRM_TTL_MS = 7 * 24 * 60 * 60 * 1000;
/** findSkills answers at most this many names. */
export const SKILL_SUGGESTIONS_MAX = 10;
/** A skill is a short tag, not a text. */
export const SKILL_NAME_MAX = 60;
/** Profile view statistics: the windows of listWhoViewedProfile, in days, and the viewers listed. */
export const PROFILE_VIEW_WINDOWS_DAYS = { oneWeek: 7, twoWeeks: 14, oneMonth: 28 } as const;
export const PROFILE_VIEWERS_MAX = 50;

/** The lowest price per hour a tutor may ask in a market, in minor units of its currency. */
export function minimumPriceMinor(country: CountryCode): number {
  const market = MARKETS[country];
  return majorToMinor(market.minimumTariff, market.currency);
}

/** A price may be at most this many times the market's price slider maximum (spec section 9's table). */
export const PRICE_MAXIMUM_SLIDER_MULTIPLE = 100;

/**
 * The highest price per hour a tutor may ask in a market, in minor units: 100 × the slider's maximum. It keeps
 * every figure a price feeds (a 6-hour lesson, 8 prepaid lessons, the fee) far inside exact integers.
 */
export function maximumPriceMinor(country: CountryCode): number {
  const market = MARKETS[country];
  return majorToMinor(market.sliderRange.max * PRICE_MAXIMUM_SLIDER_MULTIPLE, market.currency);
}

/** The highest price of any market: the bound of price filters and ranges not tied to one market. */
export const MAXIMUM_PRICE_MINOR_ANY_MARKET = Math.max(...COUNTRY_CODES.map(maximumPriceMinor));

/** Whether a text is an absolute http(s) link. */
export function isHttpLink(text: string): boolean {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

/** A page size for testimonial lists: default 10, at most 50 (larger asks get 50). */
export function testimonialLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return TESTIMONIAL_LIST_DEFAULT;
  return Math.min(Math.max(Math.trunc(limit), 1), TESTIMONIAL_LIST_MAX);
}
