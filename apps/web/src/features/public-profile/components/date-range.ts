import type { TFunction } from 'i18next';
import { formatMonthYear } from '../../../shared/format/market-date';

interface Period {
  readonly fromDate: string;
  readonly toDate: string | null;
  readonly isPresent: boolean;
}

/** "Jan 2019 – Present", "Aug 2015 – Jun 2019". */
export function periodText(t: TFunction, period: Period): string {
  const to =
    period.isPresent || !period.toDate ? t('publicProfile.dates.present') : formatMonthYear(period.toDate);
  return t('publicProfile.dates.range', { from: formatMonthYear(period.fromDate), to });
}
