import { MESSAGES, pricePerHourSchema, type CountryCode } from '@ajar/domain';
import { z } from 'zod';
import { isCompleteMonthYear } from '../components/fields/month-year';
import { priceToMinor } from '../price';

/**
 * What the section forms add to the domain's argument schemas (packages/domain profile-schemas): inputs
 * that are shaped differently from the arguments, checked with the same rules and messages.
 */

/** A YYYY-MM-01 from MonthYearField with both halves chosen. */
export const monthYear = z
  .string({ error: MESSAGES.dateInvalid })
  .nullable()
  .refine((value) => isCompleteMonthYear(value), { error: MESSAGES.dateInvalid });

interface FormPeriod {
  readonly fromDate: string | null;
  readonly toDate: string | null;
  readonly isPresent: boolean;
}

/** The domain's period rule: a finished period needs its end, which may not come before its start. */
export function checkFormPeriod(period: FormPeriod, context: z.RefinementCtx): void {
  if (period.isPresent) return;
  if (!isCompleteMonthYear(period.toDate)) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: MESSAGES.dateInvalid });
  } else if (period.fromDate && period.toDate && period.toDate < period.fromDate) {
    context.addIssue({ code: 'custom', path: ['toDate'], message: MESSAGES.dateRangeInvalid });
  }
}

/**
 * A price typed in the market's major units: required, and once converted to minor units it must pass
 * the domain's price rule (at least the market's minimum tariff).
 */
export const priceMajor = (country: CountryCode) =>
  z
    .number({ error: MESSAGES.required })
    .nullable()
    .superRefine((value, context) => {
      if (value === null) {
        context.addIssue({ code: 'custom', message: MESSAGES.required });
        return;
      }
      const minor = priceToMinor(value, country);
      const checked = pricePerHourSchema(country).safeParse(minor ?? Number.NaN);
      if (!checked.success) {
        context.addIssue({ code: 'custom', message: checked.error.issues[0]?.message ?? MESSAGES.required });
      }
    });
