import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { assignmentsRoutes } from '../features/assignments/routes';
import { balanceRoutes } from '../features/balance/routes';
import { creditsRoutes } from '../features/credits/routes';
import { cartRoutes } from '../features/cart/routes';
import { boostRoutes } from '../features/boost/routes';
import { bookingsRoutes } from '../features/bookings/routes';
import { browseRoutes } from '../features/browse/routes';
import { browseListingRoutes } from '../features/browse-listing/routes';
import { chatsRoutes } from '../features/chats/routes';
import { favouritesRoutes } from '../features/favourites/routes';
import { homeRoutes } from '../features/home/routes';
import { launchingSoonRoutes } from '../features/launching-soon/routes';
import { onboardingRoutes } from '../features/onboarding/routes';
import { paymentShareRoutes } from '../features/payment-share/routes';
import { payoutRoutes } from '../features/payout/routes';
import { disputesRoutes } from '../features/disputes/routes';
import { classesRoutes } from '../features/classes/routes';
import { feedsRoutes } from '../features/feeds/routes';
import { communityRoutes } from '../features/community/routes';
import { readsRoutes } from '../features/reads/routes';
import { profileRoutes } from '../features/profile/routes';
import { profileViewsRoutes } from '../features/profile-views/routes';
import { ProfileSegmentOrNotFound, startProfilePage } from '../features/public-profile/routes';
import { redirectRoutes } from '../features/redirect/routes';
import { testimonialsRoutes } from '../features/testimonials/routes';
import { transactionsRoutes } from '../features/transactions/routes';
import { tutorHoursRoutes } from '../features/tutor-hours/routes';
import { tutorCalendarRoutes } from '../features/tutor-calendar/routes';
import { vouchersRoutes } from '../features/vouchers/routes';
import { infoRoutes } from '../features/info/routes';
import { opsRoutes } from '../features/ops/routes'; // the team's console
import { classroomRoutes } from '../features/classroom/routes';
import { roomsRoutes } from '../features/rooms/routes'; // study rooms
import { tutorDashboardRoutes, tutorReviewsRoutes } from '../features/tutor-dashboard/routes';
import { studentHomeRoutes } from '../features/student-home/routes';
import { tutorFilesRoutes } from '../features/tutor-files/routes';
import { LazyRouteErrorPage } from './error-pages/lazy-error-pages';
import { CountryLayout } from './layout/country-layout';
import { PageFallback } from '../shared/ui/page-fallback';
import { rootRedirectLoader } from './root-redirect';
import { NamespacesGate } from '../shared/i18n/namespaces-gate';
import type { PageNamespace } from './i18n/en-namespaces';
import { withRouteTexts } from './i18n/route-texts';
import { loadNamespaces } from '../shared/i18n/i18n';

/**
 * What a tutor's public profile draws at first: its own texts (testimonials included), favourites and the
 * calendar's frame (the booking dialog and the chat button's login prompt bring their own).
 */
const PUBLIC_PROFILE_TEXTS: readonly PageNamespace[] = ['publicProfile', 'favourites', 'tutorCalendar'];

/**
 * Only built features are registered (see feature-routes.ts); everything else under /:country is the
 * 404 page, as is an unknown country.
 */
export const appRoutes: RouteObject[] = [
  {
    path: '/',
    loader: rootRedirectLoader,
    element: <PageFallback />,
    hydrateFallbackElement: <PageFallback />,
    errorElement: <LazyRouteErrorPage standalone />,
  },
  {
    path: '/:country',
    element: <CountryLayout />,
    hydrateFallbackElement: <PageFallback />,
    errorElement: <LazyRouteErrorPage standalone />,
    children: [
      {
        errorElement: <LazyRouteErrorPage />,
        children: [
          // Each feature declares its pages (lazily loaded) in its routes.ts; each group loads the English
          // texts of the namespaces its pages draw (the shell's own are in the start chunk).
          ...withRouteTexts(['home', 'homeVideos'], homeRoutes),
          ...withRouteTexts(['auth', 'settings', 'messages'], accountRoutes),
          ...withRouteTexts(['profile', 'auth', 'messages'], profileRoutes),
          ...withRouteTexts(['onboarding', 'profile', 'auth', 'messages'], onboardingRoutes),
          ...withRouteTexts(['launchingSoon'], launchingSoonRoutes),
          ...withRouteTexts(['profileViews'], profileViewsRoutes),
          ...withRouteTexts(['testimonials', 'publicProfile', 'auth', 'messages'], testimonialsRoutes),
          ...withRouteTexts(['favourites', 'browse', 'messages'], favouritesRoutes),
          ...withRouteTexts(['chats', 'publicProfile', 'messages'], chatsRoutes),
          ...withRouteTexts(
            ['bookings', 'disputes', 'paymentShare', 'publicProfile', 'messages'],
            bookingsRoutes,
          ),
          ...withRouteTexts(['transactions', 'messages'], transactionsRoutes),
          ...withRouteTexts(['payout', 'transactions', 'messages'], payoutRoutes),
          ...withRouteTexts(['tutorHours', 'messages'], tutorHoursRoutes),
          ...withRouteTexts(['tutorHours', 'tutorCalendar', 'bookings', 'messages'], tutorCalendarRoutes),
          ...withRouteTexts(['disputes', 'bookings', 'messages'], disputesRoutes),
          ...withRouteTexts(['classes', 'bookings', 'messages'], classesRoutes),
          ...withRouteTexts(['feeds', 'messages'], feedsRoutes),
          ...withRouteTexts(['community', 'messages'], communityRoutes),
          ...withRouteTexts(['reads', 'messages'], readsRoutes),
          ...withRouteTexts(['balance', 'bookings', 'messages'], balanceRoutes),
          ...withRouteTexts(['credits', 'bookings', 'messages'], creditsRoutes),
          ...withRouteTexts(['boost', 'credits', 'messages'], boostRoutes),
          ...withRouteTexts(['cart', 'credits', 'bookings', 'messages'], cartRoutes),
          ...withRouteTexts(['vouchers', 'credits', 'messages'], vouchersRoutes),
          ...withRouteTexts(['calendarSync', 'messages'], redirectRoutes),
          ...withRouteTexts(['paymentShare', 'bookings', 'publicProfile', 'messages'], paymentShareRoutes),
          ...withRouteTexts(['browseListing'], browseListingRoutes),
          ...withRouteTexts(['browse', 'favourites'], browseRoutes),
          ...withRouteTexts(
            ['assignments', 'browse', 'chats', 'transactions', 'messages'],
            assignmentsRoutes,
          ),
          ...withRouteTexts(['info', 'messages'], infoRoutes),
          // The team's console
          ...withRouteTexts(['ops', 'reads', 'messages'], opsRoutes),
          ...withRouteTexts(['classroom', 'messages'], classroomRoutes),
          // Study rooms
          ...withRouteTexts(['rooms', 'classroom', 'messages'], roomsRoutes),
          ...withRouteTexts(['tutorDashboard', 'messages'], tutorDashboardRoutes),
          ...withRouteTexts(['studentHome', 'bookings', 'chats', 'messages'], studentHomeRoutes),
          ...withRouteTexts(
            ['tutorDashboard', 'publicProfile', 'testimonials', 'ops', 'messages'],
            tutorReviewsRoutes,
          ),
          ...withRouteTexts(['tutorFiles', 'credits', 'messages'], tutorFilesRoutes),
          // A {token}--{id}--{firstName}--{lastName} segment is a tutor's public profile; anything else 404s.
          {
            path: '*',
            // A profile's code, texts and data are asked for together as soon as the address is known.
            loader: ({ request }) => {
              if (startProfilePage(request.url)) void loadNamespaces(PUBLIC_PROFILE_TEXTS);
              return null;
            },
            element: (
              <NamespacesGate namespaces={PUBLIC_PROFILE_TEXTS}>
                <ProfileSegmentOrNotFound />
              </NamespacesGate>
            ),
          },
        ],
      },
    ],
  },
];
