import { MESSAGES_ID } from '@ajar/domain';
import type { Translation } from '../../shared/i18n/translation';
import { sharedId } from '../../shared/i18n/strings/id';
import { authId, settingsId } from '../../features/account';
import { assignmentsId } from '../../features/assignments';
import { balanceId } from '../../features/balance';
import { bookingsId } from '../../features/bookings';
import { browseId } from '../../features/browse';
import { browseListingId } from '../../features/browse-listing';
import { calendarSyncId } from '../../features/calendar-sync';
import { chatsId } from '../../features/chats';
import { favouritesId } from '../../features/favourites';
import { homeId, homeVideosId } from '../../features/home';
import { infoId } from '../../features/info';
import { launchingSoonId } from '../../features/launching-soon';
import { notificationsId } from '../../features/notifications';
import { onboardingId } from '../../features/onboarding';
import { paymentShareId } from '../../features/payment-share';
import { payoutId } from '../../features/payout';
import { profileId } from '../../features/profile';
import { profileViewsId } from '../../features/profile-views';
import { publicProfileId } from '../../features/public-profile';
import { searchOverlayId } from '../../features/search-overlay';
import { testimonialsId } from '../../features/testimonials';
import { transactionsId } from '../../features/transactions';
import { tutorCalendarId } from '../../features/tutor-calendar';
import { appId } from './id';
import type { Resources } from './resources-en';

/** Every Indonesian text, the same shape as the English (a missing text fails the type check). */
export const id: Translation<Resources> = {
  ...sharedId,
  ...appId,
  messages: MESSAGES_ID,
  launchingSoon: launchingSoonId,
  home: homeId,
  auth: authId,
  settings: settingsId,
  profile: profileId,
  onboarding: onboardingId,
  publicProfile: publicProfileId,
  testimonials: testimonialsId,
  profileViews: profileViewsId,
  homeVideos: homeVideosId,
  favourites: favouritesId,
  searchOverlay: searchOverlayId,
  browseListing: browseListingId,
  browse: browseId,
  chats: chatsId,
  bookings: bookingsId,
  payout: payoutId,
  transactions: transactionsId,
  balance: balanceId,
  calendarSync: calendarSyncId,
  tutorCalendar: tutorCalendarId,
  paymentShare: paymentShareId,
  notifications: notificationsId,
  assignments: assignmentsId,
  info: infoId,
};
