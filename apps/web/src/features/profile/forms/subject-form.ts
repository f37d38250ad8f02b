import { MESSAGES, pvidField, type CountryCode } from '@ajar/domain';
import { z } from 'zod';
import { priceMajor } from './form-rules';

/** One subject with its levels; prices are typed in major units and checked by the domain's price rule. */
export function subjectFormSchema(country: CountryCode) {
  return z.object({
    programmeSubjectPvid: pvidField(MESSAGES.subjectRequired),
    levels: z
      .array(z.object({ programmeLevelPvid: pvidField(MESSAGES.levelRequired), price: priceMajor(country) }))
      .min(1, { error: MESSAGES.levelRequired })
      .refine((levels) => new Set(levels.map((level) => level.programmeLevelPvid)).size === levels.length, {
        error: MESSAGES.levelRequired,
      }),
  });
}

export type SubjectFormValues = z.input<ReturnType<typeof subjectFormSchema>>;

/** Counselling and non-academic subjects: one choice and one price. */
export function pricedChoiceFormSchema(country: CountryCode) {
  return z.object({
    category: z.string().nullable().optional(),
    choicePvid: pvidField(MESSAGES.subjectRequired),
    price: priceMajor(country),
  });
}

export type PricedChoiceFormValues = z.input<ReturnType<typeof pricedChoiceFormSchema>>;
