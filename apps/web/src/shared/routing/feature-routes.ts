import {
  ACCOUNT_ROUTES,
  BRAND,
  CLASS_ROUTES,
  FEED_ROUTES,
  STUDY_ROOM_ROUTES,
  countryPath,
  INFO_ROUTES,
  OPS_ROUTES,
  PROFILE_ROUTES,
  productPath,
  STUDENT_HOME_PATH,
  TUTOR_CALENDAR_PATH,
  TUTOR_DASHBOARD_ROUTES,
  type CountryCode,
} from '@ajar/domain';

/**
 * THE table of where every product and feature lives and whether it is built yet. Links go through
 * `featureHref`, so an unbuilt feature sends people to the launching-soon page, and its route is not
 * registered (it 404s). Flip `built` when a feature ships and register its route; nothing else changes.
 * `path` is relative to /{country}; null means it has no page of its own (a drawer, an overlay, an
 * information page not written yet).
 */
export interface FeatureRoute {
  readonly path: string | null;
  readonly built: boolean;
}

const built = (path: string): FeatureRoute => ({ path, built: true });
const soon = (path: string | null): FeatureRoute => ({ path, built: false });

export const FEATURE_ROUTES = {
  // Accounts (built)
  home: built(''),
  register: built(ACCOUNT_ROUTES.register),
  registerCounsellor: built(ACCOUNT_ROUTES.registerCounsellor),
  registerSuccess: built(ACCOUNT_ROUTES.registerSuccess),
  accountActive: built(ACCOUNT_ROUTES.accountActive),
  resendEmail: built(ACCOUNT_ROUTES.resendEmail),
  resendEmailSuccess: built(ACCOUNT_ROUTES.resendEmailSuccess),
  login: built(ACCOUNT_ROUTES.login),
  forgot: built(ACCOUNT_ROUTES.forgot),
  forgotSent: built(ACCOUNT_ROUTES.forgotSent),
  forgotNewPassword: built(ACCOUNT_ROUTES.forgotNewPassword),
  forgotPasswordChanged: built(ACCOUNT_ROUTES.forgotPasswordChanged),
  settings: built(ACCOUNT_ROUTES.settings),
  companyRegister: built(ACCOUNT_ROUTES.companyRegister),
  launchingSoon: built(ACCOUNT_ROUTES.launchingSoon),

  // Profile and onboarding
  onboardingSteps: built(ACCOUNT_ROUTES.onboardingSteps),
  onboardingStudents: built(ACCOUNT_ROUTES.onboardingStudents),
  myProfile: built(PROFILE_ROUTES.me),
  profileViewed: built(PROFILE_ROUTES.viewed),
  // A drawer (the header opens it in place); as a link it opens profile/me with the drawer open.
  profileCompletion: built(PROFILE_ROUTES.me),
  profileThankYou: built(PROFILE_ROUTES.infoThankYou),

  // Public profile and testimonials (the profile itself is /{country}/{token}--{id}--{first}--{last})
  addTestimonials: built(PROFILE_ROUTES.addTestimonials),
  addTestimonialSuccess: built(PROFILE_ROUTES.addTestimonialSuccess),
  confirmTestimonial: built(PROFILE_ROUTES.addTestimonialConfirm),
  bookTutor: soon(null),

  // Tutor dashboard side menu (spec section 2)
  tutorDashboard: built(TUTOR_DASHBOARD_ROUTES.dashboard),
  tutorCalendar: built(TUTOR_CALENDAR_PATH),
  // Group classes
  manageClasses: built(CLASS_ROUTES.manage),
  createClass: built(CLASS_ROUTES.create),
  myOnlineClasses: built(CLASS_ROUTES.mine),
  tutorReviews: built(TUTOR_DASHBOARD_ROUTES.reviews),
  tutorResources: built(TUTOR_DASHBOARD_ROUTES.resources),
  tutorAnalytics: built(TUTOR_DASHBOARD_ROUTES.analytics),
  // A student's files that tutors shared with them
  sharedFiles: built(TUTOR_DASHBOARD_ROUTES.sharedFiles),
  payout: built('payout'),
  // Teaching hours: weekly hours, days off, notice, trial lesson
  tutorHours: built('tutor/hours'),
  referral: soon(null),
  cloudStorage: built(TUTOR_DASHBOARD_ROUTES.cloudStorage),
  socialMediaRewards: soon(null),

  // Find
  browseTutors: built('browse/tutors'),
  browseListing: built('browse-listing'),
  browseCoaches: built('lifelong/browse'),
  lifelong: soon('lifelong'),
  browseCounsellors: built('counselling/browse'),
  // The matching guide: tutors for the subjects, lessons and days a student needs.
  response: built('response'),
  counselling: soon('counselling'),
  // Assignments: a student's own list and form; the market's open ones; a tutor's offers and answers.
  assignments: built('assignments'),
  publicAssignments: built('assignments/public'),
  postAssignment: built('assignments/post_assignment'),
  assignmentAcceptance: built('assignments/acceptance'),
  studyPlaces: soon('study_places'),
  studyCenter: soon('study_places/tuition'),
  jobs: soon('jobs'),
  jobsDashboard: soon('jobs/dashboard'),

  // Learn
  lessons: soon('lesson'),
  // Reads: articles by tutors (reviewed by the team) and the team's blog
  reads: built('reads/public'),
  readsList: built('reads/list'),
  feeds: built(FEED_ROUTES.feeds),
  classes: built(CLASS_ROUTES.browse),
  rooms: built(STUDY_ROOM_ROUTES.list),
  college: soon(productPath('college')),
  tales: soon(productPath('tale')),

  // Create
  content: soon('content'),
  transcribe: soon(`${BRAND.slug}transcribe`),
  slides: soon(null),
  planner: soon(null),
  resume: soon('resume/builder'),
  software: soon('software'),
  sponsorships: soon('browse/sponsorships'),

  // Shop, money and the signed-in header
  shop: soon('shop'),
  favourites: built('my-favourite'),
  vouchers: built('vouchers/home'),
  cart: built('globalcart/home'),
  cartCheckout: built('globalcart/buy/checkout'),
  notifications: soon(null),
  chats: built('chats'),
  balance: built('balance/buy/topup'),
  credits: built('credits/home'),
  creditsHistory: built('credits/history'),
  creditsBuy: built('credits/buy/credits'),
  boost: built('boost'),
  bookingList: built('booking-list'),
  // A student's home, where login lands
  studentHome: built(STUDENT_HOME_PATH),
  transactionList: built('transaction-list'),
  feedback: built(TUTOR_DASHBOARD_ROUTES.feedback),
  // An overlay the header opens in place; it has no page of its own.
  search: soon(null),
  // The start chunk carries this table: the path written out (COMMUNITY_ROUTES.home, as routes.test.ts checks).
  community: built('community'),

  // The console: the Ajar team's pages (staff only)
  opsConsole: built(OPS_ROUTES.home),

  // Information pages linked from the footer
  about: built(INFO_ROUTES.about),
  howItWorks: built(INFO_ROUTES.howItWorks),
  blog: built('reads/blogs'),
  helpCentre: built(INFO_ROUTES.helpCentre),
  contact: built(INFO_ROUTES.contact),
  careers: built(INFO_ROUTES.careers),
  coordinator: soon(productPath('coordinator')),
  terms: built(INFO_ROUTES.terms),
  privacy: built(INFO_ROUTES.privacy),
  refunds: built(INFO_ROUTES.refunds),
  communityGuidelines: built(INFO_ROUTES.communityGuidelines),
  facebook: soon(null),
  instagram: soon(null),
  linkedin: soon(null),
  tiktok: soon(null),
  youtube: soon(null),
} as const satisfies Record<string, FeatureRoute>;

export type Feature = keyof typeof FEATURE_ROUTES;

export function isFeature(value: unknown): value is Feature {
  return typeof value === 'string' && Object.hasOwn(FEATURE_ROUTES, value);
}

export function isBuilt(feature: Feature): boolean {
  const route: FeatureRoute = FEATURE_ROUTES[feature];
  return route.built && route.path !== null;
}

/** Where a link to `feature` goes today: its page when built, else launching-soon naming it. */
export function featureHref(country: CountryCode, feature: Feature, search?: Record<string, string>): string {
  const route: FeatureRoute = FEATURE_ROUTES[feature];
  const params = new URLSearchParams(search);
  if (route.built && route.path !== null) {
    const query = params.toString();
    return countryPath(country, route.path) + (query ? `?${query}` : '');
  }
  params.set('feature', feature);
  return `${countryPath(country, ACCOUNT_ROUTES.launchingSoon)}?${params.toString()}`;
}

/** Spec section 2: balance and credits links send a signed-out visitor to login first. */
export function signedInFeatureHref(country: CountryCode, feature: Feature, isSignedIn: boolean): string {
  if (isSignedIn) return featureHref(country, feature);
  const redirect = new URLSearchParams({ redirect: featureHref(country, feature) });
  return `${countryPath(country, ACCOUNT_ROUTES.login)}?${redirect.toString()}`;
}
