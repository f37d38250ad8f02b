import { certificateSchema, MESSAGES } from '@ajar/domain';
import { z } from 'zod';

/** A certificate: the domain's name and issuer rules, the year picked from the year list, an optional file. */
export const certificateFormSchema = certificateSchema.pick({ name: true, issuer: true }).extend({
  year: z
    .number({ error: MESSAGES.certificateIssuedRequired })
    .int()
    .nullable()
    .refine((value) => value !== null, { error: MESSAGES.certificateIssuedRequired }),
  file: z.custom<File>((value) => value instanceof File).nullable(),
});

export type CertificateFormValues = z.input<typeof certificateFormSchema>;
