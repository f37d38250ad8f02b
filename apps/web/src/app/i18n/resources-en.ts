import { MESSAGES } from '@ajar/domain';
import { sharedEn } from '../../shared/i18n/strings/en';
import { authEn, settingsEn } from '../../features/account';
import { assignmentsEn } from '../../features/assignments';
import { balanceEn } from '../../features/balance';
import { creditsEn } from '../../features/credits';
import { cartEn } from '../../features/cart';
import { boostEn } from '../../features/boost';
import { vouchersEn } from '../../features/vouchers';
import { bookingsEn } from '../../features/bookings';
import { browseEn } from '../../features/browse';
import { browseListingEn } from '../../features/browse-listing';
import { calendarSyncEn } from '../../features/calendar-sync';
import { chatsEn } from '../../features/chats';
import { favouritesEn } from '../../features/favourites';
import { homeEn, homeVideosEn } from '../../features/home';
import { infoEn } from '../../features/info';
import { launchingSoonEn } from '../../features/launching-soon';
import { notificationsEn } from '../../features/notifications';
import { notificationsDrawerEn } from '../../features/notifications/i18n/drawer-en';
import { onboardingEn } from '../../features/onboarding';
import { paymentShareEn } from '../../features/payment-share';
import { payoutEn } from '../../features/payout';
// issue 18 booking web
import { tutorHoursEn } from '../../features/tutor-hours';
// issue 18 disputes
import { disputesEn } from '../../features/disputes';
// issue 20 feeds
import { feedsEn } from '../../features/feeds';
// issue 20 community
import { communityEn } from '../../features/community';
// issue 20 reads
import { readsEn } from '../../features/reads/i18n/en';
// issue 19 group classes
import { classesEn } from '../../features/classes';
import { opsEn } from '../../features/ops'; // issue 18 console
import { tutorDashboardEn } from '../../features/tutor-dashboard'; // issue 19
import { tutorFilesEn } from '../../features/tutor-files'; // issue 19
import { classroomEn } from '../../features/classroom'; // issue 19 classroom
import { roomsEn } from '../../features/rooms'; // issue 19 study rooms
import { profileEn } from '../../features/profile';
import { profileViewsEn } from '../../features/profile-views';
import { publicProfileEn } from '../../features/public-profile';
import { searchOverlayEn } from '../../features/search-overlay';
import { testimonialsEn } from '../../features/testimonials';
import { transactionsEn } from '../../features/transactions';
import { tutorCalendarEn } from '../../features/tutor-calendar';
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
  ops: opsEn, // issue 18 console
  tutorDashboard: tutorDashboardEn, // issue 19
  tutorFiles: tutorFilesEn, // issue 19
  classroom: classroomEn, // issue 19 classroom
  rooms: roomsEn, // issue 19 study rooms
  transactions: transactionsEn,
  balance: balanceEn,
  credits: creditsEn,
  cart: cartEn,
  boost: boostEn,
  vouchers: vouchersEn,
  calendarSync: calendarSyncEn,
  tutorCalendar: tutorCalendarEn,
  paymentShare: paymentShareEn,
  notifications: notificationsEn,
  notificationsDrawer: notificationsDrawerEn,
  assignments: assignmentsEn,
  info: infoEn,
};

export type Resources = typeof en;
