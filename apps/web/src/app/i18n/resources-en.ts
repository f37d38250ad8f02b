import { MESSAGES } from '@ajar/domain';
import { sharedEn } from '../../shared/i18n/strings/en';
import { authEn, settingsEn } from '../../features/account/i18n/en';
import { assignmentsEn } from '../../features/assignments/i18n/en';
import { balanceEn } from '../../features/balance/i18n/en';
import { creditsEn } from '../../features/credits/i18n/en';
import { cartEn } from '../../features/cart/i18n/en';
import { boostEn } from '../../features/boost/i18n/en';
import { vouchersEn } from '../../features/vouchers/i18n/en';
import { bookingsEn } from '../../features/bookings/i18n/en';
import { browseEn } from '../../features/browse/i18n/en';
import { browseListingEn } from '../../features/browse-listing/i18n/en';
import { calendarSyncEn } from '../../features/calendar-sync/i18n/en';
import { chatsEn } from '../../features/chats/i18n/en';
import { favouritesEn } from '../../features/favourites/i18n/en';
import { homeEn, homeVideosEn } from '../../features/home/i18n/en';
import { infoEn } from '../../features/info/i18n/en';
import { launchingSoonEn } from '../../features/launching-soon/i18n/en';
import { notificationsEn } from '../../features/notifications/i18n/en';
import { notificationsDrawerEn } from '../../features/notifications/i18n/drawer-en';
import { onboardingEn } from '../../features/onboarding/i18n/en';
import { paymentShareEn } from '../../features/payment-share/i18n/en';
import { payoutEn } from '../../features/payout/i18n/en';
import { tutorHoursEn } from '../../features/tutor-hours/i18n/en';
import { disputesEn } from '../../features/disputes/i18n/en';
import { feedsEn } from '../../features/feeds/i18n/en';
import { communityEn } from '../../features/community/i18n/en';
import { readsEn } from '../../features/reads/i18n/en';
import { classesEn } from '../../features/classes/i18n/en';
import { opsEn } from '../../features/ops/i18n/en'; // the team's console
import { tutorDashboardEn } from '../../features/tutor-dashboard/i18n/en';
import { studentHomeEn } from '../../features/student-home/i18n/en';
import { tutorFilesEn } from '../../features/tutor-files/i18n/en';
import { classroomEn } from '../../features/classroom/i18n/en';
import { roomsEn } from '../../features/rooms/i18n/en'; // study rooms
import { profileEn } from '../../features/profile/i18n/en';
import { profileViewsEn } from '../../features/profile-views/i18n/en';
import { publicProfileEn } from '../../features/public-profile/i18n/en';
import { searchOverlayEn } from '../../features/search-overlay/i18n/en';
import { testimonialsEn } from '../../features/testimonials/i18n/en';
import { transactionsEn } from '../../features/transactions/i18n/en';
import { tutorCalendarEn } from '../../features/tutor-calendar/i18n/en';
import { tutorWorkspaceEn } from '../../features/tutor-workspace/i18n/en';
import { appEn } from './en';

/** Every English text: the shared ones and the frame's at the root, each feature's under its own key. */
export const en = {
  ...sharedEn,
  ...appEn,
  messages: MESSAGES,
  launchingSoon: launchingSoonEn,
  home: homeEn,
  auth: authEn,
  settings: settingsEn,
  profile: profileEn,
  onboarding: onboardingEn,
  publicProfile: publicProfileEn,
  testimonials: testimonialsEn,
  profileViews: profileViewsEn,
  homeVideos: homeVideosEn,
  favourites: favouritesEn,
  searchOverlay: searchOverlayEn,
  browseListing: browseListingEn,
  browse: browseEn,
  chats: chatsEn,
  bookings: bookingsEn,
  payout: payoutEn,
  tutorHours: tutorHoursEn,
  disputes: disputesEn,
  classes: classesEn,
  feeds: feedsEn,
  community: communityEn,
  reads: readsEn,
  ops: opsEn, // the team's console
  tutorDashboard: tutorDashboardEn,
  studentHome: studentHomeEn,
  tutorFiles: tutorFilesEn,
  classroom: classroomEn,
  rooms: roomsEn, // study rooms
  transactions: transactionsEn,
  balance: balanceEn,
  credits: creditsEn,
  cart: cartEn,
  boost: boostEn,
  vouchers: vouchersEn,
  calendarSync: calendarSyncEn,
  tutorCalendar: tutorCalendarEn,
  tutorWorkspace: tutorWorkspaceEn,
  paymentShare: paymentShareEn,
  notifications: notificationsEn,
  notificationsDrawer: notificationsDrawerEn,
  assignments: assignmentsEn,
  info: infoEn,
};

export type Resources = typeof en;
