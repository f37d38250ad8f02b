import { z } from 'zod';
import { COUNTRY_CODES } from '../markets';
import { PASSWORD_MIN_LENGTH, TEXT_LIMIT } from '../constants';
import { MESSAGES } from '../messages';

/**
 * Form and argument schemas for accounts. Each issue's message is the spec's exact text, so a
 * zod issue's `message` is also a key into MESSAGES via `messageKeyOf`.
 */
const requiredText = (message: string = MESSAGES.required) =>
  z.string({ error: message }).trim().min(1, { error: message });

const emailField = (missing: string) =>
  z
    .string({ error: missing })
    .trim()
    .min(1, { error: missing })
    .pipe(z.email({ error: MESSAGES.emailInvalid }))
    .transform((email) => email.toLowerCase());

const newPassword = z
  .string({ error: MESSAGES.passwordRequired })
  .min(1, { error: MESSAGES.passwordRequired })
  .min(PASSWORD_MIN_LENGTH, { error: MESSAGES.passwordTooShort })
  .max(256, { error: MESSAGES.passwordTooShort });

const optionalText = z.string().trim().max(TEXT_LIMIT, { error: MESSAGES.required }).optional().nullable();

export const loginSchema = z.object({
  email: emailField(MESSAGES.emailMissing),
  password: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
});

export const emailOnlySchema = z.object({ email: emailField(MESSAGES.emailMissing) });

/** The longest path a registration carries back (the held booking's page and slot). */
export const RETURN_PATH_MAX = 500;

/**
 * A page of this site to come back to after signing up ('/sg/…?book=…'), or null for anything else: another
 * site, a protocol-relative or backslashed address, or one too long. The activation mail's link carries it.
 */
export function safeReturnPath(path: string | null | undefined): string | null {
  const trimmed = path?.trim();
  if (!trimmed || trimmed.length > RETURN_PATH_MAX) return null;
  if (!trimmed.startsWith('/') || trimmed.startsWith('//') || trimmed.includes('\\')) return null;
  return trimmed;
}

export const registerSchema = z.object({
  rolePvid: requiredText(MESSAGES.unknownRole),
  email: emailField(MESSAGES.emailRequired),
  password: newPassword,
  firstName: requiredText(MESSAGES.firstNameRequired).pipe(z.string().max(80, { error: MESSAGES.required })),
  lastName: requiredText(MESSAGES.lastNameRequired).pipe(z.string().max(80, { error: MESSAGES.required })),
  country: z.enum(COUNTRY_CODES, { error: MESSAGES.unknownCountry }),
  description: optionalText,
  dob: z.iso.date({ error: MESSAGES.required }).optional().nullable(),
  address: optionalText,
  referralId: z.string().trim().max(64).optional().nullable(),
  referralCode: z.string().trim().max(64).optional().nullable(),
  uplineId: z.string().trim().max(64).optional().nullable(),
  redirect: z
    .string()
    .optional()
    .nullable()
    .transform((path) => safeReturnPath(path)),
});

const companyRequired = requiredText();
export const companyFieldsSchema = z.object({
  designation: z.string().trim().max(120).optional().nullable(),
  companyName: companyRequired,
  companyCity: companyRequired,
  companyState: z.string().trim().max(120).optional().nullable(),
  companyCountry: companyRequired,
  companyStreet: companyRequired,
  companyEmail: z
    .string({ error: MESSAGES.required })
    .trim()
    .min(1, { error: MESSAGES.required })
    .pipe(z.email({ error: MESSAGES.emailInvalid })),
  companyFacebook: z.string().trim().max(300).optional().nullable(),
  companyIndustry: companyRequired,
  companyInstagram: z.string().trim().max(300).optional().nullable(),
  companyLinkedin: z.string().trim().max(300).optional().nullable(),
  companyPhone: companyRequired,
  companyPostalCode: companyRequired,
  companySummary: requiredText().pipe(z.string().max(TEXT_LIMIT, { error: MESSAGES.required })),
  companyTwitter: z.string().trim().max(300).optional().nullable(),
  companyUnit: companyRequired,
  companyWebsite: companyRequired,
});

export const registerCompanySchema = registerSchema.extend(companyFieldsSchema.shape);

export const resetPasswordSchema = z
  .object({
    newPassword1: newPassword,
    newPassword2: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
    resetCode: requiredText(MESSAGES.invalidResetCode),
  })
  .refine((value) => value.newPassword1 === value.newPassword2, {
    error: MESSAGES.passwordMismatch,
    path: ['newPassword2'],
  });

export const updatePasswordSchema = z
  .object({
    oldPassword: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
    newPassword1: newPassword,
    newPassword2: z.string({ error: MESSAGES.passwordRequired }).min(1, { error: MESSAGES.passwordRequired }),
  })
  .refine((value) => value.newPassword1 === value.newPassword2, {
    error: MESSAGES.passwordShouldMatch,
    path: ['newPassword2'],
  });

export const deactivateSchema = z.object({
  reason: requiredText().pipe(z.string().max(TEXT_LIMIT, { error: MESSAGES.required })),
});

export type LoginInput = z.input<typeof loginSchema>;
export type RegisterInput = z.input<typeof registerSchema>;
export type RegisterCompanyInput = z.input<typeof registerCompanySchema>;
export type ResetPasswordInput = z.input<typeof resetPasswordSchema>;
export type UpdatePasswordInput = z.input<typeof updatePasswordSchema>;
