import type { TFunction } from 'i18next';
import { formatShortMonthYear } from '../profile-dates';

interface Period {
  readonly fromDate: string;
  readonly toDate: string | null;
  readonly isPresent: boolean;
}

/** "Jan 2019 – Present", "Aug 2015 – Jun 2019". */
export function periodText(t: TFunction, language: string, period: Period): string {
  const to =
    period.isPresent || !period.toDate
      ? t('publicProfile.dates.present')
      : formatShortMonthYear(period.toDate, language);
  return t('publicProfile.dates.range', { from: formatShortMonthYear(period.fromDate, language), to });
}
