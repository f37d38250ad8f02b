import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account/routes';
import { assignmentsRoutes } from '../features/assignments/routes';
import { balanceRoutes } from '../features/balance/routes';
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
import { profileRoutes } from '../features/profile/routes';
import { profileViewsRoutes } from '../features/profile-views/routes';
import { ProfileSegmentOrNotFound } from '../features/public-profile/routes';
import { redirectRoutes } from '../features/redirect/routes';
import { testimonialsRoutes } from '../features/testimonials/routes';
import { transactionsRoutes } from '../features/transactions/routes';
import { infoRoutes } from '../features/info/routes';
import { RouteErrorPage } from './error-pages/route-error-page';
import { CountryLayout } from './layout/country-layout';
import { PageFallback } from '../shared/ui/page-fallback';
import { rootRedirectLoader } from './root-redirect';

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
    errorElement: <RouteErrorPage standalone />,
  },
  {
    path: '/:country',
    element: <CountryLayout />,
    hydrateFallbackElement: <PageFallback />,
    errorElement: <RouteErrorPage standalone />,
    children: [
      {
        errorElement: <RouteErrorPage />,
        children: [
          // Each feature declares its pages (lazily loaded) in its index.ts.
          ...homeRoutes,
          ...accountRoutes,
          ...profileRoutes,
          ...onboardingRoutes,
          ...launchingSoonRoutes,
          ...profileViewsRoutes,
          ...testimonialsRoutes,
          ...favouritesRoutes,
          ...chatsRoutes,
          ...bookingsRoutes,
          ...transactionsRoutes,
          ...payoutRoutes,
          ...balanceRoutes,
          ...redirectRoutes,
          ...paymentShareRoutes,
          ...browseListingRoutes,
          ...browseRoutes,
          ...assignmentsRoutes,
          ...infoRoutes,
          // A {token}--{id}--{firstName}--{lastName} segment is a tutor's public profile; anything else 404s.
          { path: '*', element: <ProfileSegmentOrNotFound /> },
        ],
      },
    ],
  },
];
