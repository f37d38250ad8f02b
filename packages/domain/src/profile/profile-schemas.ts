import { z } from 'zod';
import { TEXT_LIMIT } from '../constants';
import { COUNTRY_CODES, type CountryCode } from '../markets';
import { MESSAGES } from '../messages';
import { PROFILE_SECTIONS, type ProfileSection } from './completion';
import {
  EXPERIENCE_TYPES,
  GENDERS,
  RATING_MAX,
  RATING_MIN,
  SKILL_NAME_MAX,
  isHttpLink,
  maximumPriceMinor,
  minimumPriceMinor,
} from './profile-constants';

/**
 * Form and argument schemas of the profile. The API parses its arguments with them and the
 * web validates its forms with the same ones, so both show the spec's exact messages (section 5).
 */

export * from './profile-constants';

const requiredText = (message: string = MESSAGES.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(TEXT_LIMIT, { error: MESSAGES.textTooLong });

/** Free text of at most 700 characters (spec section 5); empty means "none". */
const optionalText = z
  .string()
  .trim()
  .max(TEXT_LIMIT, { error: MESSAGES.textTooLong })
  .transform((text) => text || null)
  .nullable()
  .optional();

/** An identifier the client picked from a list: its absence or a malformed one both get `message`. */
export const pvidField = (message: string = MESSAGES.required) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(z.guid({ error: message }));

const isoDate = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .pipe(z.iso.date({ error: message }));

const optionalIsoDate = z
  .string()
  .trim()
  .transform((text) => text || null)
  .pipe(z.iso.date({ error: MESSAGES.dateInvalid }).nullable())
  .nullable()
  .optional();

export const countrySchema = z
  .string({ error: MESSAGES.unknownCountry })
  .trim()
  .toLowerCase()
  .pipe(z.enum(COUNTRY_CODES, { error: MESSAGES.unknownCountry }));

export function pricePerHourSchema(country: CountryCode) {
  return z
    .number({ error: MESSAGES.required })
    .int({ error: MESSAGES.priceBelowMinimum })
    .min(minimumPriceMinor(country), { error: MESSAGES.priceBelowMinimum })
    .max(maximumPriceMinor(country), { error: MESSAGES.priceAboveMaximum });
}

// ---------- about me ----------

export const basicProfileSchema = z.object({
  desc: optionalText,
  address: optionalText,
});

export const updateProfileSchema = z.object({
  firstName: requiredText(MESSAGES.firstNameRequired).optional().nullable(),
  lastName: requiredText(MESSAGES.lastNameRequired).optional().nullable(),
  dob: optionalIsoDate,
  nric: z
    .string()
    .trim()
    .max(32, { error: MESSAGES.required })
    .transform((text) => text || null)
    .nullable()
    .optional(),
  phone: z
    .string()
    .trim()
    .max(32, { error: MESSAGES.phoneInvalid })
    .regex(/^(\+?[0-9][0-9 ()-]{4,30})?$/, { error: MESSAGES.phoneInvalid })
    .transform((text) => text || null)
    .nullable()
    .optional(),
  gender: z.enum(GENDERS, { error: MESSAGES.required }).nullable().optional(),
  race: z
    .string()
    .trim()
    .max(60, { error: MESSAGES.required })
    .transform((text) => text || null)
    .nullable()
    .optional(),
  address: optionalText,
  description: optionalText,
  eventsFromGoogle: z.boolean().nullable().optional(),
  balance: z.number().int().nullable().optional(),
  hasBalance: z.boolean().nullable().optional(),
});

export const schoolSchema = z.object({
  school: z
    .string()
    .trim()
    .max(TEXT_LIMIT, { error: MESSAGES.textTooLong })
    .transform((text) => text || null),
});

export const curriculumListSchema = z.object({
  list: z.array(pvidField(MESSAGES.curriculumRequired)),
});

// ---------- subjects and prices ----------

export function subjectListSchema(country: CountryCode) {
  const price = pricePerHourSchema(country);
  return z.object({
    list: z.array(
      z.object({
        programmeSubjectPvid: pvidField(MESSAGES.subjectRequired),
        levels: z
          .array(z.object({ programmeLevelPvid: pvidField(MESSAGES.levelRequired), pricePerHour: price }))
          .min(1, { error: MESSAGES.levelRequired }),
      }),
    ),
  });
}

const orderList = z.number().int().min(0, { error: MESSAGES.required }).nullable().optional();

export function counsellingSubjectListSchema(country: CountryCode) {
  return z.object({
    list: z.array(
      z.object({
        programmeSubjectCounsellingPvid: pvidField(MESSAGES.subjectRequired),
        pricePerHour: pricePerHourSchema(country),
        orderList,
      }),
    ),
  });
}

export function nonAcademicSubjectListSchema(country: CountryCode) {
  return z.object({
    list: z.array(
      z.object({
        nonAcademicPvid: pvidField(MESSAGES.subjectRequired),
        pricePerHour: pricePerHourSchema(country),
        orderList,
      }),
    ),
  });
}

// ---------- education and experience ----------

interface Period {
  readonly fromDate: string;
  readonly toDate?: string | null | undefined;
  readonly isPresent: boolean;
}

/** A finished period needs its end, which may not come before its start. */
function checkPeriod(period: Period, context: z.RefinementCtx): void {
  if (period.isPresent) return;
  if (!period.toDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: MESSAGES.dateInvalid });
  } else if (period.toDate < period.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: MESSAGES.dateRangeInvalid });
  }
}

const periodFields = {
  pvid: pvidField(MESSAGES.notFound).nullable().optional(),
  institution: requiredText(),
  fromDate: isoDate(MESSAGES.dateInvalid),
  toDate: optionalIsoDate,
  isPresent: z.boolean(),
};

export const educationItemSchema = z.object(periodFields).superRefine(checkPeriod);
export const educationListSchema = z.object({ list: z.array(educationItemSchema) });

export const experienceSubjectSchema = z.object({
  name: requiredText(MESSAGES.subjectRequired),
  level: optionalText,
  curriculum: optionalText,
});

export const experienceItemSchema = z
  .object({
    ...periodFields,
    type: z.enum(EXPERIENCE_TYPES, { error: MESSAGES.required }),
    isPrivateTutor: z.boolean(),
    subjects: z.array(experienceSubjectSchema),
  })
  .superRefine(checkPeriod);
export const experienceListSchema = z.object({ list: z.array(experienceItemSchema) });

// ---------- certificates, skills, platforms ----------

export const certificateSchema = z.object({
  name: requiredText(MESSAGES.certificateNameRequired),
  issuer: requiredText(MESSAGES.issuerRequired),
  issuedDate: isoDate(MESSAGES.certificateIssuedRequired),
  resourcePvid: pvidField(MESSAGES.fileTypeInvalid).nullable().optional(),
});

export const skillListSchema = z.object({
  list: z.array(requiredText().pipe(z.string().max(SKILL_NAME_MAX, { error: MESSAGES.skillTooLong }))),
});

export const otherPlatformItemSchema = z.object({
  pvid: pvidField(MESSAGES.notFound).nullable().optional(),
  otherPlatformPvid: pvidField(MESSAGES.required),
  link: z
    .string({ error: MESSAGES.urlRequired })
    .trim()
    .min(1, { error: MESSAGES.urlRequired })
    .max(TEXT_LIMIT, { error: MESSAGES.textTooLong })
    .refine(isHttpLink, { error: MESSAGES.urlInvalid }),
});
export const otherPlatformListSchema = z.object({ list: z.array(otherPlatformItemSchema) });

// ---------- testimonials and requests ----------

export const addTestimonialSchema = z.object({
  programmeSubjectPvid: pvidField(MESSAGES.subjectRequired).nullable().optional(),
  comment: requiredText(MESSAGES.reviewRequired),
  referralCode: requiredText(MESSAGES.notFound),
  rating: z
    .number({ error: MESSAGES.ratingRequired })
    .int({ error: MESSAGES.ratingRequired })
    .min(RATING_MIN, { error: MESSAGES.ratingRequired })
    .max(RATING_MAX, { error: MESSAGES.ratingRequired }),
  email: z
    .string({ error: MESSAGES.emailRequired })
    .trim()
    .min(1, { error: MESSAGES.emailRequired })
    .pipe(z.email({ error: MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase()),
  name: requiredText(MESSAGES.required),
});

export const profileCompletionRequestSchema = z.object({
  userPvid: pvidField(MESSAGES.notFound),
  section: z.enum(PROFILE_SECTIONS as [ProfileSection, ...ProfileSection[]], {
    error: MESSAGES.sectionRequired,
  }),
  messages: optionalText,
});

export type BasicProfileInput = z.input<typeof basicProfileSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type EducationInput = z.input<typeof educationItemSchema>;
export type ExperienceInput = z.input<typeof experienceItemSchema>;
export type CertificateInput = z.input<typeof certificateSchema>;
export type OtherPlatformInput = z.input<typeof otherPlatformItemSchema>;
export type AddTestimonialInput = z.input<typeof addTestimonialSchema>;
