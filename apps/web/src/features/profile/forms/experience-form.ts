import { EXPERIENCE_TYPES, experienceItemSchema, experienceSubjectSchema } from '@ajar/domain';
import { z } from 'zod';
import { checkFormPeriod, monthYear } from './form-rules';

export { EXPERIENCE_TYPES };

const item = experienceItemSchema.shape;

/** One tutoring experience: the domain's experience rules with month-and-year dates. */
export const experienceFormSchema = z
  .object({
    type: item.type,
    institution: item.institution,
    fromDate: monthYear,
    toDate: z.string().nullable(),
    isPresent: z.boolean(),
    isPrivateTutor: z.boolean(),
    subjects: z.array(
      experienceSubjectSchema.extend({
        pvid: z.string().nullable().optional(),
        level: z.string().nullable(),
        curriculum: z.string().nullable(),
      }),
    ),
  })
  .superRefine(checkFormPeriod);

export type ExperienceFormValues = z.input<typeof experienceFormSchema>;
