import dayjs from 'dayjs';
import type { TFunction } from 'i18next';

/** "Jan 2018 – Present" / "Jan 2018 – Jun 2022" for an education or experience entry. */
export function dateRangeText(
  t: TFunction,
  range: { fromDate: string; toDate?: string | null; isPresent: boolean },
): string {
  const from = dayjs(range.fromDate).format('MMM YYYY');
  const to =
    range.isPresent || !range.toDate ? t('profile.common.present') : dayjs(range.toDate).format('MMM YYYY');
  return `${from} – ${to}`;
}
