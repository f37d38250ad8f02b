import {
  ACTIVATION_TOKEN_TTL_MS,
  BOOKING_DURATION_MAX_MINUTES,
  BOOKING_DURATION_MIN_MINUTES,
  BOOKING_DURATION_STEP_MINUTES,
  BOOKING_MAX_AHEAD_MS,
  BOOKING_MIN_LEAD_MS,
  BRAND,
  CONTACT_MESSAGES_PER_CLIENT_PER_HOUR,
  COUNTRY_CODES,
  COUNTRY_SELECTOR_ORDER,
  FIRST_BOOKING_PREPAID_LESSONS,
  IDLE_TIMEOUT_MS,
  INTRO_VIDEO_MAX_COUNT,
  MAX_BANK_ACCOUNTS,
  MAX_FAVOURITES,
  PASSWORD_MIN_LENGTH,
  PROFILE_VISIBILITY_THRESHOLD,
  RESET_TOKEN_TTL_MS,
  SESSION_TTL_MS,
  SUPPORT_EMAIL,
  TEXT_LIMIT,
  TRANSACTION_FEE_PER_MILLE,
  UPLOAD_MAX_BYTES,
  type CountryCode,
  type Language,
} from '@ajar/domain';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const LOCALES: Record<Language, string> = { en: 'en-SG', id: 'id-ID' };

/** Every market we serve: the selector's order, then the markets it does not list. */
const SERVED_MARKETS: readonly CountryCode[] = [
  ...COUNTRY_SELECTOR_ORDER,
  ...COUNTRY_CODES.filter((code) => !COUNTRY_SELECTOR_ORDER.includes(code)),
];

/** "1 hour" / "6 hours", "1 jam": Indonesian nouns take no plural. */
function count(language: Language, value: number, one: string, many: string, id: string): string {
  const number = new Intl.NumberFormat(LOCALES[language]).format(value);
  if (language === 'id') return `${number} ${id}`;
  return `${number} ${value === 1 ? one : many}`;
}

/**
 * The figures the pages quote, each read from the domain's constants and written for the reader's
 * language, so a number is never typed twice: the Markdown says {{feePercent}}, not 2.9%.
 */
export function placeholderValues(
  language: Language,
  countryName: (code: CountryCode) => string,
): Readonly<Record<string, string>> {
  const number = (value: number) => new Intl.NumberFormat(LOCALES[language]).format(value);
  const hours = (ms: number) => count(language, ms / HOUR, 'hour', 'hours', 'jam');
  const minutes = (value: number) => count(language, value, 'minute', 'minutes', 'menit');
  const days = (ms: number) => count(language, ms / DAY, 'day', 'days', 'hari');
  const markets = new Intl.ListFormat(LOCALES[language], { type: 'conjunction' }).format(
    SERVED_MARKETS.map(countryName),
  );
  return {
    brand: BRAND.name,
    supportEmail: SUPPORT_EMAIL,
    markets,
    feePercent: `${number(TRANSACTION_FEE_PER_MILLE / 10)}%`,
    prepaidLessons: number(FIRST_BOOKING_PREPAID_LESSONS),
    lessonMin: minutes(BOOKING_DURATION_MIN_MINUTES),
    lessonMax: hours(BOOKING_DURATION_MAX_MINUTES * MINUTE),
    lessonStep: minutes(BOOKING_DURATION_STEP_MINUTES),
    bookingLead: hours(BOOKING_MIN_LEAD_MS),
    bookingMaxAhead: days(BOOKING_MAX_AHEAD_MS),
    maxBankAccounts: number(MAX_BANK_ACCOUNTS),
    sessionLength: days(SESSION_TTL_MS),
    activationLinkValid: minutes(ACTIVATION_TOKEN_TTL_MS / MINUTE),
    resetLinkValid: minutes(RESET_TOKEN_TTL_MS / MINUTE),
    idleTimeout: minutes(IDLE_TIMEOUT_MS / MINUTE),
    passwordMinLength: number(PASSWORD_MIN_LENGTH),
    textLimit: number(TEXT_LIMIT),
    maxFavourites: number(MAX_FAVOURITES),
    maxVideos: number(INTRO_VIDEO_MAX_COUNT),
    videoMaxMb: number(UPLOAD_MAX_BYTES.VIDEO / (1024 * 1024)),
    visibilityPercent: `${number(PROFILE_VISIBILITY_THRESHOLD)}%`,
    contactPerHour: number(CONTACT_MESSAGES_PER_CLIENT_PER_HOUR),
  };
}

const PLACEHOLDER = /\{\{\s*([a-zA-Z]+)\s*\}\}/g;

/** Replaces every {{name}} with its value; an unknown name is an error in the page, so it throws. */
export function fillPlaceholders(text: string, values: Readonly<Record<string, string>>): string {
  return text.replace(PLACEHOLDER, (_all, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Unknown placeholder {{${name}}}`);
    return value;
  });
}
