import { educationItemSchema } from '@ajar/domain';
import { z } from 'zod';
import { checkFormPeriod, monthYear } from './form-rules';

/** One education entry; months and years are picked, so dates are checked as YYYY-MM-01. */
export const educationFormSchema = z
  .object({
    institution: educationItemSchema.shape.institution,
    fromDate: monthYear,
    toDate: z.string().nullable(),
    isPresent: z.boolean(),
  })
  .superRefine(checkFormPeriod);

export type EducationFormValues = z.input<typeof educationFormSchema>;
