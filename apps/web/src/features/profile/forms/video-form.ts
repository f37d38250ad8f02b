import { basicProfileSchema, MESSAGES } from '@ajar/domain';
import { z } from 'zod';

/** An introduction video: a file, and a description with the 700-character rule of every free text. */
export const videoFormSchema = z.object({
  file: z
    .custom<File>((value) => value instanceof File, { error: MESSAGES.required })
    .nullable()
    .refine((value) => value !== null, { error: MESSAGES.required }),
  description: basicProfileSchema.shape.desc,
});

export type VideoFormValues = z.input<typeof videoFormSchema>;
