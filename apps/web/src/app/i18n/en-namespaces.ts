import type { LanguageTexts } from '../../shared/i18n/i18n';
import type { Resources } from './resources-en';
import type { shellTextsEn } from './shell-texts-en';

/**
 * A namespace of the English texts that is not in the shell: the first key of `pageNamespace.x.y`.
 * `messages` is both: the shell has the site-wide ones, the namespace brings every one of the spec's texts.
 */
export type PageNamespace = Exclude<keyof Resources, keyof typeof shellTextsEn> | 'messages';

/**
 * Where each page namespace's English texts come from: a chunk of their own, fetched with the first page
 * that declares it (app/routes.tsx) or, failing that, when a text of it is first drawn.
 */
export const enNamespaces: Record<PageNamespace, () => Promise<LanguageTexts>> = {
  messages: () => import('../../shared/i18n/strings/messages-en').then((m) => m.messagesEn),
  launchingSoon: () => import('../../features/launching-soon/i18n/en').then((m) => m.launchingSoonEn),
  home: () => import('../../features/home/i18n/en').then((m) => m.homeEn),
  homeVideos: () => import('../../features/home/i18n/en').then((m) => m.homeVideosEn),
  auth: () => import('../../features/account/i18n/en').then((m) => m.authEn),
  settings: () => import('../../features/account/i18n/en').then((m) => m.settingsEn),
  profile: () => import('../../features/profile/i18n/en').then((m) => m.profileEn),
  onboarding: () => import('../../features/onboarding/i18n/en').then((m) => m.onboardingEn),
  publicProfile: () => import('../../features/public-profile/i18n/en').then((m) => m.publicProfileEn),
  testimonials: () => import('../../features/testimonials/i18n/en').then((m) => m.testimonialsEn),
  profileViews: () => import('../../features/profile-views/i18n/en').then((m) => m.profileViewsEn),
  favourites: () => import('../../features/favourites/i18n/en').then((m) => m.favouritesEn),
  searchOverlay: () => import('../../features/search-overlay/i18n/en').then((m) => m.searchOverlayEn),
  browseListing: () => import('../../features/browse-listing/i18n/en').then((m) => m.browseListingEn),
  browse: () => import('../../features/browse/i18n/en').then((m) => m.browseEn),
  chats: () => import('../../features/chats/i18n/en').then((m) => m.chatsEn),
  bookings: () => import('../../features/bookings/i18n/en').then((m) => m.bookingsEn),
  payout: () => import('../../features/payout/i18n/en').then((m) => m.payoutEn),
  tutorHours: () => import('../../features/tutor-hours/i18n/en').then((m) => m.tutorHoursEn),
  feeds: () => import('../../features/feeds/i18n/en').then((m) => m.feedsEn),
  community: () => import('../../features/community/i18n/en').then((m) => m.communityEn),
  reads: () => import('../../features/reads/i18n/en').then((m) => m.readsEn),
  classes: () => import('../../features/classes/i18n/en').then((m) => m.classesEn),
  disputes: () => import('../../features/disputes/i18n/en').then((m) => m.disputesEn),
  // The team's console
  ops: () => import('../../features/ops/i18n/en').then((m) => m.opsEn),
  tutorDashboard: () => import('../../features/tutor-dashboard/i18n/en').then((m) => m.tutorDashboardEn),
  studentHome: () => import('../../features/student-home/i18n/en').then((m) => m.studentHomeEn),
  tutorFiles: () => import('../../features/tutor-files/i18n/en').then((m) => m.tutorFilesEn),
  classroom: () => import('../../features/classroom/i18n/en').then((m) => m.classroomEn),
  // Study rooms
  rooms: () => import('../../features/rooms/i18n/en').then((m) => m.roomsEn),
  transactions: () => import('../../features/transactions/i18n/en').then((m) => m.transactionsEn),
  balance: () => import('../../features/balance/i18n/en').then((m) => m.balanceEn),
  credits: () => import('../../features/credits/i18n/en').then((m) => m.creditsEn),
  cart: () => import('../../features/cart/i18n/en').then((m) => m.cartEn),
  notificationsDrawer: () =>
    import('../../features/notifications/i18n/drawer-en').then((m) => m.notificationsDrawerEn),
  boost: () => import('../../features/boost/i18n/en').then((m) => m.boostEn),
  vouchers: () => import('../../features/vouchers/i18n/en').then((m) => m.vouchersEn),
  calendarSync: () => import('../../features/calendar-sync/i18n/en').then((m) => m.calendarSyncEn),
  tutorCalendar: () => import('../../features/tutor-calendar/i18n/en').then((m) => m.tutorCalendarEn),
  tutorWorkspace: () => import('../../features/tutor-workspace/i18n/en').then((m) => m.tutorWorkspaceEn),
  paymentShare: () => import('../../features/payment-share/i18n/en').then((m) => m.paymentShareEn),
  assignments: () => import('../../features/assignments/i18n/en').then((m) => m.assignmentsEn),
  info: () => import('../../features/info/i18n/en').then((m) => m.infoEn),
};
