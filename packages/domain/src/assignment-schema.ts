import { z } from 'zod';
import { TEXT_LIMIT } from './constants';
import type { CountryCode } from './markets';
import { MESSAGES } from './messages';
import { maximumPriceMinor } from './profile/profile-constants';
import {
  ASSIGNMENT_EXPERIENCE_YEARS,
  ASSIGNMENT_JOIN_STUDENTS_MAX,
  ASSIGNMENT_LOCATION_MAX,
  ASSIGNMENT_TITLE_MAX,
  TUTOR_GENDER_PREFERENCES,
} from './assignment';

/** The schema of a posted assignment (spec sections 3, 5), apart from assignment.ts so the shell loads no zod. */

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
