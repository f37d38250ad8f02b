import { ACCOUNT_ROUTES, PROFILE_ROUTES } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { ProfileSegmentOrNotFound } from '../features/public-profile/profile-segment-route';
import { RouteErrorPage } from './error-pages/route-error-page';
import { CountryLayout } from './layout/country-layout';
import { PageFallback } from '../shared/ui/page-fallback';
import { rootRedirectLoader } from './root-redirect';

/** A lazily loaded page: its code is fetched on first visit. */
function page(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}

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
          page(undefined, () => import('../features/home/pages/home-page').then((m) => m.HomePage)),
          page(ACCOUNT_ROUTES.register, () =>
            import('../features/account/pages/register-page').then((m) => m.RegisterPage),
          ),
          page(ACCOUNT_ROUTES.registerCounsellor, () =>
            import('../features/account/pages/register-counsellor-page').then(
              (m) => m.RegisterCounsellorPage,
            ),
          ),
          page(ACCOUNT_ROUTES.registerSuccess, () =>
            import('../features/account/pages/register-success-page').then((m) => m.RegisterSuccessPage),
          ),
          page(ACCOUNT_ROUTES.companyRegister, () =>
            import('../features/account/pages/company-register-page').then((m) => m.CompanyRegisterPage),
          ),
          page(ACCOUNT_ROUTES.accountActive, () =>
            import('../features/account/pages/account-active-page').then((m) => m.AccountActivePage),
          ),
          page(ACCOUNT_ROUTES.resendEmail, () =>
            import('../features/account/pages/resend-email-page').then((m) => m.ResendEmailPage),
          ),
          page(ACCOUNT_ROUTES.resendEmailSuccess, () =>
            import('../features/account/pages/resend-email-success-page').then(
              (m) => m.ResendEmailSuccessPage,
            ),
          ),
          page(ACCOUNT_ROUTES.login, () =>
            import('../features/account/pages/login-page').then((m) => m.LoginPage),
          ),
          page(ACCOUNT_ROUTES.forgot, () =>
            import('../features/account/pages/forgot-page').then((m) => m.ForgotPage),
          ),
          page(ACCOUNT_ROUTES.forgotSent, () =>
            import('../features/account/pages/forgot-sent-page').then((m) => m.ForgotSentPage),
          ),
          page(ACCOUNT_ROUTES.forgotNewPassword, () =>
            import('../features/account/pages/new-password-page').then((m) => m.NewPasswordPage),
          ),
          page(ACCOUNT_ROUTES.forgotPasswordChanged, () =>
            import('../features/account/pages/password-changed-page').then((m) => m.PasswordChangedPage),
          ),
          page(ACCOUNT_ROUTES.settings, () =>
            import('../features/account/pages/settings-page').then((m) => m.SettingsPage),
          ),
          page(PROFILE_ROUTES.me, () =>
            import('../features/profile/pages/my-profile-page').then((m) => m.MyProfilePage),
          ),
          page(ACCOUNT_ROUTES.onboardingSteps, () =>
            import('../features/onboarding/pages/onboarding-steps-page').then((m) => m.OnboardingStepsPage),
          ),
          page(ACCOUNT_ROUTES.onboardingStudents, () =>
            import('../features/onboarding/pages/onboarding-students-page').then(
              (m) => m.OnboardingStudentsPage,
            ),
          ),
          page(PROFILE_ROUTES.infoThankYou, () =>
            import('../features/onboarding/pages/profile-thank-you-page').then((m) => m.ProfileThankYouPage),
          ),
          page(ACCOUNT_ROUTES.launchingSoon, () =>
            import('../features/launching-soon/pages/launching-soon-page').then((m) => m.LaunchingSoonPage),
          ),
          page(PROFILE_ROUTES.viewed, () =>
            import('../features/profile-views/pages/profile-viewed-page').then((m) => m.ProfileViewedPage),
          ),
          page(PROFILE_ROUTES.addTestimonials, () =>
            import('../features/testimonials/pages/add-testimonial-page').then((m) => m.AddTestimonialPage),
          ),
          page(PROFILE_ROUTES.addTestimonialSuccess, () =>
            import('../features/testimonials/pages/add-testimonial-success-page').then(
              (m) => m.AddTestimonialSuccessPage,
            ),
          ),
          page(PROFILE_ROUTES.addTestimonialConfirm, () =>
            import('../features/testimonials/pages/confirm-testimonial-page').then(
              (m) => m.ConfirmTestimonialPage,
            ),
          ),
          page('my-favourite', () =>
            import('../features/favourites/pages/my-favourite-page').then((m) => m.MyFavouritePage),
          ),
          page('chats', () => import('../features/chats/pages/chats-page').then((m) => m.ChatsPage)),
          page('booking-list', () =>
            import('../features/bookings/pages/booking-list-page').then((m) => m.BookingListPage),
          ),
          page('transaction-list', () =>
            import('../features/transactions/pages/transaction-list-page').then((m) => m.TransactionListPage),
          ),
          page('payout', () => import('../features/payout/pages/payout-page').then((m) => m.PayoutPage)),
          page('balance/buy/:type', () =>
            import('../features/balance/pages/buy-balance-page').then((m) => m.BuyBalancePage),
          ),
          page('redirect', () =>
            import('../features/redirect/pages/redirect-page').then((m) => m.RedirectPage),
          ),
          page('payment/share/:urlCode', () =>
            import('../features/payment-share/pages/payment-share-page').then((m) => m.PaymentSharePage),
          ),
          page('checkout/booking', () =>
            import('../features/bookings/pages/checkout-booking-page').then((m) => m.CheckoutBookingPage),
          ),
          page('payment-result/:serviceName/:transactionId', () =>
            import('../features/bookings/pages/payment-result-page').then((m) => m.PaymentResultPage),
          ),
          page('browse-listing', () =>
            import('../features/browse-listing/pages/browse-listing-page').then((m) => m.BrowseListingPage),
          ),
          page('browse/tutors', () =>
            import('../features/browse/pages/browse-tutors-page').then((m) => m.BrowseTutorsPage),
          ),
          page('lifelong/browse', () =>
            import('../features/browse/pages/browse-coaches-page').then((m) => m.BrowseCoachesPage),
          ),
          page('counselling/browse', () =>
            import('../features/browse/pages/browse-counsellors-page').then((m) => m.BrowseCounsellorsPage),
          ),
          page('response', () =>
            import('../features/browse/pages/matching-guide-page').then((m) => m.MatchingGuidePage),
          ),
          page('assignments', () =>
            import('../features/assignments/pages/my-assignments-page').then((m) => m.MyAssignmentsPage),
          ),
          page('assignments/public', () =>
            import('../features/assignments/pages/public-assignments-page').then(
              (m) => m.PublicAssignmentsPage,
            ),
          ),
          page('assignments/post_assignment', () =>
            import('../features/assignments/pages/post-assignment-page').then((m) => m.PostAssignmentPage),
          ),
          page('assignments/acceptance', () =>
            import('../features/assignments/pages/assignment-acceptance-page').then(
              (m) => m.AssignmentAcceptancePage,
            ),
          ),
          // assignments/{title}--{assignment_id}; the fixed paths above rank before it.
          page('assignments/:segment', () =>
            import('../features/assignments/pages/assignment-detail-page').then(
              (m) => m.AssignmentDetailPage,
            ),
          ),
          // A {token}--{id}--{firstName}--{lastName} segment is a tutor's public profile; anything else 404s.
          { path: '*', element: <ProfileSegmentOrNotFound /> },
        ],
      },
    ],
  },
];
