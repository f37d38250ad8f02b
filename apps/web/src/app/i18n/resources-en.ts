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
import { tutorHoursEn } from '../../features/tutor-hours';
import { disputesEn } from '../../features/disputes';
import { feedsEn } from '../../features/feeds';
import { communityEn } from '../../features/community';
import { readsEn } from '../../features/reads/i18n/en';
import { classesEn } from '../../features/classes';
import { opsEn } from '../../features/ops'; // the team's console
import { tutorDashboardEn } from '../../features/tutor-dashboard';
import { tutorFilesEn } from '../../features/tutor-files';
import { classroomEn } from '../../features/classroom';
import { roomsEn } from '../../features/rooms'; // study rooms
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
  ops: opsEn, // the team's console
  tutorDashboard: tutorDashboardEn,
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
  paymentShare: paymentShareEn,
  notifications: notificationsEn,
  notificationsDrawer: notificationsDrawerEn,
  assignments: assignmentsEn,
  info: infoEn,
};

export type Resources = typeof en;
