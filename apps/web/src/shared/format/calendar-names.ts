/**
 * Month names as the app writes them elsewhere with dayjs ('3 Mar 2025', 'Agt 2014', 'Maret 2025'), for parts
 * that draw dates without a date library or Intl (the first Intl date format of a page loads the
 * browser's calendar data, tens of milliseconds on a phone's main thread).
 */
const MONTHS = {
  en: {
    long: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  },
  id: {
    long: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
    short: ['Jan', 'Feb', 'Mar', 'Apr', 'Mei', 'Jun', 'Jul', 'Agt', 'Sep', 'Okt', 'Nov', 'Des'],
  },
} as const; // prettier-ignore

/** The name of month `index` (0 = January) in `language` (English for any but Indonesian). */
export function monthName(index: number, language: string, style: 'long' | 'short'): string {
  return MONTHS[language === 'id' ? 'id' : 'en'][style][index] ?? '';
}

/**
 * The markets' time zones that keep one offset from UTC all year (minutes east of UTC): an instant's date
 * there is plain arithmetic. Other zones (the US market's) go through Intl. A test holds these to Intl.
 */
export const FIXED_UTC_OFFSETS: Readonly<Record<string, number>> = {
  'Asia/Singapore': 480,
  'Asia/Jakarta': 420,
  'Asia/Kuala_Lumpur': 480,
  'Asia/Manila': 480,
  'Asia/Kolkata': 330,
  'Asia/Colombo': 330,
};
