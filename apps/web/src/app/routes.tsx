import { ACCOUNT_ROUTES } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundPage } from './error-pages/not-found-page';
import { RouteErrorPage } from './error-pages/route-error-page';
import { CountryLayout } from './layout/country-layout';
import { PageFallback } from './layout/page-fallback';
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
          page(ACCOUNT_ROUTES.launchingSoon, () =>
            import('../features/launching-soon/pages/launching-soon-page').then((m) => m.LaunchingSoonPage),
          ),
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
];
