import { z } from 'zod';
import { TEXT_LIMIT } from '../constants';
import { COUNTRY_CODES, MARKETS, type CountryCode } from '../markets';
import { MESSAGES } from '../messages';
import { majorToMinor } from '../money';
import { PROFILE_SECTIONS, type ProfileSection } from './completion';

/**
 * Form and argument schemas of the profile (issue 3). The API parses its arguments with them and the
 * web validates its forms with the same ones, so both show the spec's exact messages (section 5).
 */

export const GENDERS = ['Male', 'Female'] as const;
export type Gender = (typeof GENDERS)[number];

export const EXPERIENCE_TYPES = ['ACADEMIC', 'NON_ACADEMIC', 'COUNSELLING'] as const;
export type ExperienceType = (typeof EXPERIENCE_TYPES)[number];

export const TESTIMONIAL_STATUSES = ['PENDING', 'ACTIVE'] as const;
export type TestimonialStatus = (typeof TESTIMONIAL_STATUSES)[number];

export const TUTOR_ARTICLE_STATUSES = ['DRAFT', 'IN_REVIEW', 'PUBLISHED'] as const;
export type TutorArticleStatus = (typeof TUTOR_ARTICLE_STATUSES)[number];

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

/** A page size for testimonial lists: default 10, at most 50 (larger asks get 50). */
export function testimonialLimit(limit: number | null | undefined): number {
  if (limit === null || limit === undefined || !Number.isFinite(limit)) return TESTIMONIAL_LIST_DEFAULT;
  return Math.min(Math.max(Math.trunc(limit), 1), TESTIMONIAL_LIST_MAX);
}

export type BasicProfileInput = z.input<typeof basicProfileSchema>;
export type UpdateProfileInput = z.input<typeof updateProfileSchema>;
export type EducationInput = z.input<typeof educationItemSchema>;
export type ExperienceInput = z.input<typeof experienceItemSchema>;
export type CertificateInput = z.input<typeof certificateSchema>;
export type OtherPlatformInput = z.input<typeof otherPlatformItemSchema>;
export type AddTestimonialInput = z.input<typeof addTestimonialSchema>;
