import type { RouteObject } from 'react-router';
import { accountRoutes } from '../features/account';
import { assignmentsRoutes } from '../features/assignments';
import { balanceRoutes } from '../features/balance';
import { bookingsRoutes } from '../features/bookings';
import { browseRoutes } from '../features/browse';
import { browseListingRoutes } from '../features/browse-listing';
import { chatsRoutes } from '../features/chats';
import { favouritesRoutes } from '../features/favourites';
import { homeRoutes } from '../features/home';
import { launchingSoonRoutes } from '../features/launching-soon';
import { onboardingRoutes } from '../features/onboarding';
import { paymentShareRoutes } from '../features/payment-share';
import { payoutRoutes } from '../features/payout';
import { profileRoutes } from '../features/profile';
import { profileViewsRoutes } from '../features/profile-views';
import { ProfileSegmentOrNotFound } from '../features/public-profile';
import { redirectRoutes } from '../features/redirect';
import { testimonialsRoutes } from '../features/testimonials';
import { transactionsRoutes } from '../features/transactions';
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
          // A {token}--{id}--{firstName}--{lastName} segment is a tutor's public profile; anything else 404s.
          { path: '*', element: <ProfileSegmentOrNotFound /> },
        ],
      },
    ],
  },
];
