import { GENDERS, schoolSchema, updateProfileSchema } from '@ajar/domain';
import { z } from 'zod';

const fields = updateProfileSchema.shape;

/** About me: the domain's updateProfile rules, with both names required (they can never be emptied). */
export const aboutFormSchema = z.object({
  firstName: fields.firstName.unwrap().unwrap(),
  lastName: fields.lastName.unwrap().unwrap(),
  gender: z.enum(GENDERS).nullable(),
  dob: fields.dob,
  /** The number after the market's phone code. */
  phone: fields.phone,
  address: fields.address,
  description: fields.description,
  school: schoolSchema.shape.school.nullable(),
});

export type AboutFormValues = z.input<typeof aboutFormSchema>;
