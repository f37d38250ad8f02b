/** Business constants of spec sections 5 and 9. Both the API and the web import these. */
export const IDLE_TIMEOUT_MS = 20 * 60 * 1000;
export const TOAST_DURATION_MS = 1000;
export const TOAST_ERROR_DURATION_MS = 2000;
export const PAGE_SIZE = 12;
export const SEARCH_HITS_PER_PAGE = 10;
export const SEARCH_INPUT_MAX = 100;
export const PREVIEW_DESCRIPTION_MAX = 250;
export const PREVIEW_LIST_MAX = 10;
export const TEXT_LIMIT = 700;
export const PASSWORD_MIN_LENGTH = 8;
export const YEAR_LIST_START = 1980;
export const DEFAULT_CITY_FILTER = 'All';
/** Spec section 9: transaction fee 2.9%, kept as 29 per mille so fees are computed in integers. */
export const TRANSACTION_FEE_PER_MILLE = 29;
/** Search: the largest page a client may ask for, tutor experience filters, favourites cap. */
export const MAX_PAGE_SIZE = 48;
export const TUTOR_EXPERIENCE_FILTERS = [1, 2, 3, 5] as const;
export const MAX_FAVOURITES = 100;
/** Lesson units a favourite may keep per subject (the favourite_items check). */
export const FAVOURITE_UNITS_MAX = 100;
export const MATCHING_MAX_SUBJECTS = 10;
export const MATCHING_MAX_LESSONS_PER_WEEK = 14;
export const WEEKDAYS = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export const BRAND_COLOUR = '#FF9D00';
export const MOBILE_MAX_WIDTH = 767.98;
export const TABLET_MIN_WIDTH = 768;
export const SMALL_PHONE_WIDTH = 414;
export const NOTIFICATIONS_DRAWER_WIDTH = 450;
export const NOTIFICATIONS_DRAWER_MOBILE_WIDTH = '80%';
export const COMPLETION_DRAWER_WIDTH = 340;

/** Account security: token lifetimes and login throttling. */
export const ACTIVATION_TOKEN_TTL_MS = 60 * 60 * 1000;
export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/**
 * Failed logins are counted per account and client address: from one address, an account's sign-in is
 * slowed after LOGIN_SLOWDOWN_AFTER_FAILURES (a delay doubling from LOGIN_SLOWDOWN_BASE_MS up to
 * LOGIN_SLOWDOWN_MAX_MS) and refused past LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS_PER_HOUR, while other
 * addresses are not affected. An address failing across accounts is refused past the per-address limit.
 */
export const LOGIN_SLOWDOWN_AFTER_FAILURES = 5;
export const LOGIN_SLOWDOWN_BASE_MS = 500;
export const LOGIN_SLOWDOWN_MAX_MS = 8000;
export const LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS_PER_HOUR = 20;
export const LOGIN_FAILURES_PER_ADDRESS_PER_HOUR = 300;
/** Account mails (activation, reset, sign-up notice): per recipient (then silently not sent) and per client. */
export const ACCOUNT_MAILS_PER_EMAIL_PER_HOUR = 5;
export const ACCOUNT_MAILS_PER_CLIENT_PER_HOUR = 20;

/** The wait before the `attempt`-th sign-in attempt of the hour from one address on one account. */
export function loginSlowdownMs(attempt: number): number {
  const over = attempt - LOGIN_SLOWDOWN_AFTER_FAILURES;
  if (over <= 0) return 0;
  return Math.min(LOGIN_SLOWDOWN_BASE_MS * 2 ** (over - 1), LOGIN_SLOWDOWN_MAX_MS);
}

/** Years offered by date pickers: 1980 to the current year, newest first. */
export function yearList(now: Date = new Date()): number[] {
  const years: number[] = [];
  for (let year = now.getUTCFullYear(); year >= YEAR_LIST_START; year -= 1) years.push(year);
  return years;
}

/** Preview descriptions are cut at 250 characters plus an ellipsis. */
export function previewText(text: string, max: number = PREVIEW_DESCRIPTION_MAX): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

/** The contact form (information pages): where its messages go, their bounds, and messages per client an hour. */
export const SUPPORT_EMAIL = 'support@ajar.test';
export const CONTACT_MESSAGES_PER_CLIENT_PER_HOUR = 5;
export const CONTACT_NAME_MAX = 80;
export const CONTACT_SUBJECT_MAX = 120;
