import { sharedEn } from '../../shared/i18n/strings/en';
import { authEn, settingsEn } from '../../features/account/i18n/en';
import { assignmentsEn } from '../../features/assignments/i18n/en';
import { balanceEn } from '../../features/balance/i18n/en';
import { bookingsEn } from '../../features/bookings/i18n/en';
import { browseEn } from '../../features/browse/i18n/en';
import { browseListingEn } from '../../features/browse-listing/i18n/en';
import { calendarSyncEn } from '../../features/calendar-sync/i18n/en';
import { chatsEn } from '../../features/chats/i18n/en';
import { favouritesEn } from '../../features/favourites/i18n/en';
import { homeEn, homeVideosEn } from '../../features/home/i18n/en';
import { launchingSoonEn } from '../../features/launching-soon/i18n/en';
import { notificationsEn } from '../../features/notifications/i18n/en';
import { onboardingEn } from '../../features/onboarding/i18n/en';
import { paymentShareEn } from '../../features/payment-share/i18n/en';
import { payoutEn } from '../../features/payout/i18n/en';
import { profileEn } from '../../features/profile/i18n/en';
import { profileViewsEn } from '../../features/profile-views/i18n/en';
import { publicProfileEn } from '../../features/public-profile/i18n/en';
import { searchOverlayEn } from '../../features/search-overlay/i18n/en';
import { testimonialsEn } from '../../features/testimonials/i18n/en';
import { transactionsEn } from '../../features/transactions/i18n/en';
import { tutorCalendarEn } from '../../features/tutor-calendar/i18n/en';
import { appEn } from './en';

/** Every English text: the shared ones and the frame's at the root, each feature's under its own key. */
export const en = {
  ...sharedEn,
  ...appEn,
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
  transactions: transactionsEn,
  balance: balanceEn,
  calendarSync: calendarSyncEn,
  tutorCalendar: tutorCalendarEn,
  paymentShare: paymentShareEn,
  notifications: notificationsEn,
  assignments: assignmentsEn,
};

export type Resources = typeof en;
