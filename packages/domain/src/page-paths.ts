import { isCountryCode, type CountryCode } from './markets';
import {
  ACCOUNT_ROUTES,
  INFO_ROUTES,
  parseTutorProfileSegment,
  PROFILE_ROUTES,
  STUDENT_HOME_PATH,
} from './routes';
import { OPS_ROUTES } from './trust/ops-routes';
import { CLASS_ROUTES } from './classes/class-routes';
import { CLASSROOM_ROUTES } from './classroom/classroom-routes';
import { FEED_ROUTES } from './feeds/feeds';
import { COMMUNITY_ROUTES } from './community/community-routes';
import { READS_ROUTES } from './reads/reads-routes';
import { TUTOR_DASHBOARD_ROUTES } from './trust/tutor-dashboard';
import { STUDY_ROOM_ROUTES } from './rooms/room-routes';

/**
 * The pages of features without a path table of their own, relative to /{country}, as react-router
 * patterns (`:name` is one segment).
 */
const FEATURE_PAGE_PATHS = [
  'assignments',
  'assignments/public',
  'assignments/post_assignment',
  'assignments/acceptance',
  'assignments/:segment',
  'balance/buy/:type',
  'boost',
  'booking-list',
  STUDENT_HOME_PATH,
  'checkout/booking',
  'credits/home',
  'credits/history',
  'credits/buy/:type',
  'globalcart/home',
  'globalcart/buy/:type',
  // Disputes (and the team's queue under ops)
  'dispute/home',
  'dispute/negotiationstatus/:id',
  'dispute/buy/:type',
  'ops/disputes',
  'ops/disputes/:id',
  'credits/detail',
  'payment-result/:serviceName/:transactionId',
  'browse-listing',
  'browse/tutors',
  'lifelong/browse',
  'counselling/browse',
  'response',
  'chats',
  'my-favourite',
  'payout',
  'payment/share/:urlCode',
  'redirect',
  'transaction-list',
  // The tutor's teaching hours
  'tutor/hours',
  // The tutor's calendar: day, week and month views
  'tutor/calendar',
  'vouchers/home',
  'createvouchers',
  'voucherdashboard',
  'myvouchers',
  'voucherhistory',
  'generalusevoucherpage',
  'buyvouchers',
] as const;

/** A page the web registers under /{country}; `lazyPage` takes only these, so the list cannot lag. */
export type PagePath =
  | (typeof ACCOUNT_ROUTES)[keyof typeof ACCOUNT_ROUTES]
  | (typeof PROFILE_ROUTES)[keyof typeof PROFILE_ROUTES]
  | (typeof INFO_ROUTES)[keyof typeof INFO_ROUTES]
  | (typeof FEATURE_PAGE_PATHS)[number]
  // The team's console
  | (typeof OPS_ROUTES)[keyof typeof OPS_ROUTES]
  | (typeof CLASS_ROUTES)[keyof typeof CLASS_ROUTES]
  | (typeof CLASSROOM_ROUTES)[keyof typeof CLASSROOM_ROUTES]
  | (typeof TUTOR_DASHBOARD_ROUTES)[keyof typeof TUTOR_DASHBOARD_ROUTES]
  | (typeof FEED_ROUTES)[keyof typeof FEED_ROUTES]
  | (typeof COMMUNITY_ROUTES)[keyof typeof COMMUNITY_ROUTES]
  | (typeof READS_ROUTES)[keyof typeof READS_ROUTES]
  | (typeof STUDY_ROOM_ROUTES)[keyof typeof STUDY_ROOM_ROUTES];

/**
 * THE list of the app's pages under /{country} (besides /{country} itself and the tutor profile
 * segment): the web registers a route for each (a test checks both ways) and the API answers 404 for
 * any other path, while still sending the SPA, which shows its 404 page.
 */
export const PAGE_PATHS: readonly PagePath[] = [
  ...Object.values(ACCOUNT_ROUTES),
  ...Object.values(PROFILE_ROUTES),
  ...Object.values(INFO_ROUTES),
  ...FEATURE_PAGE_PATHS,
  ...Object.values(OPS_ROUTES),
  ...Object.values(CLASS_ROUTES),
  ...Object.values(TUTOR_DASHBOARD_ROUTES),
  ...Object.values(CLASSROOM_ROUTES),
  ...Object.values(FEED_ROUTES),
  ...Object.values(COMMUNITY_ROUTES),
  ...Object.values(READS_ROUTES),
  ...Object.values(STUDY_ROOM_ROUTES),
];

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** As react-router matches: static segments without regard to case, `:name` any one segment. */
function matchesPattern(pattern: string, segments: readonly string[]): boolean {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return false;
  return parts.every((part, index) => {
    const segment = decodeSegment(segments[index] ?? '');
    if (segment === null) return false;
    return part.startsWith(':') || part.toLowerCase() === segment.toLowerCase();
  });
}

function isTutorProfileSegment(segment: string): boolean {
  try {
    return parseTutorProfileSegment(segment) !== null;
  } catch {
    return false;
  }
}

/** The page key of a tutor's public profile (the {token}--{id}--{firstName}--{lastName} segment). */
export const TUTOR_PROFILE_PAGE = 'tutorProfile';

/** A page of the app under a market: a PagePath, '' for /{country} itself, or TUTOR_PROFILE_PAGE. */
export interface AppPage {
  readonly country: CountryCode;
  readonly page: PagePath | '' | typeof TUTOR_PROFILE_PAGE;
}

/**
 * Which page of the app `pathname` (as sent, percent-encoded, without the query) shows under which market,
 * or null when it is none (an unknown market, an address no page has, or `/`, which redirects to a market).
 */
export function appPageOf(pathname: string): AppPage | null {
  const segments = pathname.split('/').filter((segment) => segment.length > 0);
  const [country, ...rest] = segments;
  if (!isCountryCode(country)) return null;
  if (rest.length === 0) return { country, page: '' };
  if (rest.length === 1 && isTutorProfileSegment(rest[0] ?? '')) return { country, page: TUTOR_PROFILE_PAGE };
  const page = PAGE_PATHS.find((pattern) => matchesPattern(pattern, rest));
  return page === undefined ? null : { country, page };
}

/**
 * Whether `pathname` (as sent, percent-encoded, without the query) is a page of the app: `/` (it
 * redirects to a market), `/{country}`, `/{country}/{token}--{id}--{first}--{last}` (a tutor profile)
 * or `/{country}/` + one of PAGE_PATHS. An unknown market is no page.
 */
export function isAppPagePath(pathname: string): boolean {
  return pathname.split('/').every((segment) => segment.length === 0) || appPageOf(pathname) !== null;
}
