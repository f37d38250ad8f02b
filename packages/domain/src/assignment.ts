import { z } from 'zod';
import { TEXT_LIMIT, TUTOR_EXPERIENCE_FILTERS } from './constants';
import { MARKETS, languageForCountry, type CountryCode, type PriceRange } from './markets';
import { MESSAGES } from './messages';
import { majorToMinor } from './money';
import { GENDERS, maximumPriceMinor } from './profile/profile-schemas';
import { countryPath, slugPart } from './routes';

/*
 * Assignments (spec sections 2, 3, 4, 5): a student posts what they need; matching tutors of that market
 * hear about it and apply. The API parses addPostingAssignment with `assignmentSchema` and the web's form
 * validates with the same one.
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

const requiredText = (message: string, max: number, tooLong: string) =>
  z.string({ error: message }).trim().min(1, { error: message }).max(max, { error: tooLong });

const pvid = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(z.guid({ error: message }));

/** An hourly price: positive, and at most the market's maximum price (as a tutor's own price). */
const priceMinor = (country: CountryCode) =>
  z
    .number({ error: MESSAGES.priceRangeRequired })
    .int({ error: MESSAGES.priceRangeRequired })
    .positive({ error: MESSAGES.priceRangeRequired })
    .max(maximumPriceMinor(country), { error: MESSAGES.priceAboveMaximum });

/** An hourly price range in minor units of the market's currency: both ends, the start not above the end. */
export function priceRangeSchema(country: CountryCode) {
  return z
    .object(
      { startPrice: priceMinor(country), endPrice: priceMinor(country) },
      { error: MESSAGES.priceRangeRequired },
    )
    .refine((range) => range.startPrice <= range.endPrice, { error: MESSAGES.priceRangeRequired });
}

/** An assignment posted in `country` (the student's market, whose currency its prices are in). */
export const assignmentSchema = (country: CountryCode) =>
  z
    .object({
      title: requiredText(MESSAGES.titleRequired, ASSIGNMENT_TITLE_MAX, MESSAGES.titleTooLong),
      curriculumPvid: pvid(MESSAGES.curriculumRequired),
      subjectPvid: pvid(MESSAGES.subjectRequired),
      tutorExperience: z.union(
        ASSIGNMENT_EXPERIENCE_YEARS.map((years) => z.literal(years)),
        {
          error: MESSAGES.required,
        },
      ),
      location: requiredText(MESSAGES.locationRequired, ASSIGNMENT_LOCATION_MAX, MESSAGES.locationTooLong),
      notes: z
        .string()
        .trim()
        .max(TEXT_LIMIT, { error: MESSAGES.textTooLong })
        .transform((text) => text || null)
        .nullish(),
      isActive: z.boolean().default(true),
      tutorGender: z.enum(TUTOR_GENDER_PREFERENCES, { error: MESSAGES.genderRequired }),
      isJoin: z.boolean().default(false),
      joinStudent: z
        .number()
        .int({ error: MESSAGES.required })
        .min(0, { error: MESSAGES.required })
        .max(ASSIGNMENT_JOIN_STUDENTS_MAX, { error: MESSAGES.required })
        .default(0),
      priceRange: priceRangeSchema(country),
      broadcast: z.boolean().default(false),
    })
    // Joining students only means something when others may join.
    .transform((input) => ({ ...input, joinStudent: input.isJoin ? input.joinStudent : 0 }));

export type AssignmentInput = z.input<ReturnType<typeof assignmentSchema>>;
export type Assignment = z.output<ReturnType<typeof assignmentSchema>>;

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
