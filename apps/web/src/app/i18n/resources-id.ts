import { MESSAGES_ID } from '@ajar/domain';
import type { Translation } from '../../shared/i18n/translation';
import { sharedId } from '../../shared/i18n/strings/id';
import { authId, settingsId } from '../../features/account/i18n/id';
import { assignmentsId } from '../../features/assignments/i18n/id';
import { balanceId } from '../../features/balance/i18n/id';
import { creditsId } from '../../features/credits/i18n/id';
import { cartId } from '../../features/cart/i18n/id';
import { boostId } from '../../features/boost/i18n/id';
import { vouchersId } from '../../features/vouchers/i18n/id';
import { bookingsId } from '../../features/bookings/i18n/id';
import { browseId } from '../../features/browse/i18n/id';
import { browseListingId } from '../../features/browse-listing/i18n/id';
import { calendarSyncId } from '../../features/calendar-sync/i18n/id';
import { chatsId } from '../../features/chats/i18n/id';
import { favouritesId } from '../../features/favourites/i18n/id';
import { homeId, homeVideosId } from '../../features/home/i18n/id';
import { infoId } from '../../features/info/i18n/id';
import { launchingSoonId } from '../../features/launching-soon/i18n/id';
import { notificationsDrawerId, notificationsId } from '../../features/notifications/i18n/id';
import { onboardingId } from '../../features/onboarding/i18n/id';
import { paymentShareId } from '../../features/payment-share/i18n/id';
import { payoutId } from '../../features/payout/i18n/id';
import { tutorHoursId } from '../../features/tutor-hours/i18n/id';
import { disputesId } from '../../features/disputes/i18n/id';
import { feedsId } from '../../features/feeds/i18n/id';
import { communityId } from '../../features/community/i18n/id';
import { readsId } from '../../features/reads/i18n/id';
import { classesId } from '../../features/classes/i18n/id';
import { opsId } from '../../features/ops/i18n/id'; // the team's console
import { tutorDashboardId } from '../../features/tutor-dashboard/i18n/id';
import { studentHomeId } from '../../features/student-home/i18n/id';
import { tutorFilesId } from '../../features/tutor-files/i18n/id';
import { classroomId } from '../../features/classroom/i18n/id';
import { roomsId } from '../../features/rooms/i18n/id'; // study rooms
import { profileId } from '../../features/profile/i18n/id';
import { profileViewsId } from '../../features/profile-views/i18n/id';
import { publicProfileId } from '../../features/public-profile/i18n/id';
import { searchOverlayId } from '../../features/search-overlay/i18n/id';
import { testimonialsId } from '../../features/testimonials/i18n/id';
import { transactionsId } from '../../features/transactions/i18n/id';
import { tutorCalendarId } from '../../features/tutor-calendar/i18n/id';
import { tutorWorkspaceId } from '../../features/tutor-workspace/i18n/id';
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
  tutorHours: tutorHoursId,
  disputes: disputesId,
  classes: classesId,
  feeds: feedsId,
  community: communityId,
  reads: readsId,
  ops: opsId, // the team's console
  tutorDashboard: tutorDashboardId,
  studentHome: studentHomeId,
  tutorFiles: tutorFilesId,
  classroom: classroomId,
  rooms: roomsId, // study rooms
  transactions: transactionsId,
  balance: balanceId,
  credits: creditsId,
  cart: cartId,
  boost: boostId,
  vouchers: vouchersId,
  calendarSync: calendarSyncId,
  tutorCalendar: tutorCalendarId,
  tutorWorkspace: tutorWorkspaceId,
  paymentShare: paymentShareId,
  notifications: notificationsId,
  notificationsDrawer: notificationsDrawerId,
  assignments: assignmentsId,
  info: infoId,
};
