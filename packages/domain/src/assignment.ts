import { TUTOR_EXPERIENCE_FILTERS } from './constants';
import { MARKETS, languageForCountry, type CountryCode, type PriceRange } from './markets';
import { majorToMinor } from './money';
import { GENDERS } from './profile/profile-constants';
import { countryPath, slugPart } from './routes';

/*
 * Assignments (spec sections 2, 3, 4, 5): a student posts what they need; matching tutors of that market
 * hear about it and apply. The API parses addPostingAssignment with `assignmentSchema` (assignment-schema.ts)
 * and the web's form validates with the same one; the shell uses the paths here without zod.
 */

/** "Any" or a tutor's gender (spec section 3, preferred gender). */
export const TUTOR_GENDER_PREFERENCES = ['Any', ...GENDERS] as const;
export type TutorGenderPreference = (typeof TUTOR_GENDER_PREFERENCES)[number];

/** Preferred tutor experience: 0 is "any", else over 1, 2, 3 or 5 years (spec section 3). */
export const ASSIGNMENT_EXPERIENCE_YEARS = [0, ...TUTOR_EXPERIENCE_FILTERS] as const;

export const ASSIGNMENT_TITLE_MAX = 120;
export const ASSIGNMENT_LOCATION_MAX = 120;
/** Students who may join one assignment's lessons (isJoin, joinStudent). */
export const ASSIGNMENT_JOIN_STUDENTS_MAX = 10;
/** findAssignment's default and largest page. */
export const ASSIGNMENT_SEARCH_LIMIT = 50;

/** Spec section 3's broadcast remark: how many matching tutors a broadcast reached, in the market's language. */
export function broadcastRemark(count: number, country: CountryCode): string {
  if (languageForCountry(country) === 'id') return `Dikirim ke ${count} tutor yang cocok`;
  return `Sent to ${count} matching ${count === 1 ? 'tutor' : 'tutors'}`;
}

/** The market's suggested hourly price range (spec section 9), in minor units of its currency. */
export function suggestedAssignmentPriceRange(country: CountryCode): PriceRange {
  const market = MARKETS[country];
  return {
    min: majorToMinor(market.suggestionRange.min, market.currency),
    max: majorToMinor(market.suggestionRange.max, market.currency),
  };
}

/** The detail page: /{country}/assignments/{title}--{assignment_id}. */
export function assignmentPath(country: CountryCode, ref: { title: string; pvid: string }): string {
  return countryPath(country, `assignments/${slugPart(ref.title)}--${encodeURIComponent(ref.pvid)}`);
}

/** The assignment id of a `{title}--{assignment_id}` segment (a title slug never holds '--'). */
export function parseAssignmentSegment(segment: string): string | null {
  const at = segment.lastIndexOf('--');
  if (at < 0) return null;
  const id = decodeURIComponent(segment.slice(at + 2));
  return id || null;
}
