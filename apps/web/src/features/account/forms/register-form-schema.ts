import { MESSAGES, registerCompanySchema, registerSchema, TUTOR_KINDS } from '@ajar/domain';
import { z } from 'zod';

/** The terms box is the web's own gate; the rest is the domain's schema, so messages match the API. */
const termsField = z.boolean().refine((agreed) => agreed, { error: MESSAGES.mustAgree });

export const registerFormSchema = registerSchema.extend({
  tutorKind: z.enum(TUTOR_KINDS).nullable(),
  terms: termsField,
});

export type RegisterFormInput = z.input<typeof registerFormSchema>;
export type RegisterFormOutput = z.output<typeof registerFormSchema>;

export const companyRegisterFormSchema = registerCompanySchema.extend({ terms: termsField });

export type CompanyRegisterFormInput = z.input<typeof companyRegisterFormSchema>;
export type CompanyRegisterFormOutput = z.output<typeof companyRegisterFormSchema>;
