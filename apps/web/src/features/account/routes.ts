/** The account area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { ACCOUNT_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const accountRoutes: RouteObject[] = [
  lazyPage(
    ACCOUNT_ROUTES.register,
    () => import('./pages/register-page').then((m) => m.RegisterPage),
    'auth.meta.register',
  ),
  lazyPage(
    ACCOUNT_ROUTES.registerCounsellor,
    () => import('./pages/register-counsellor-page').then((m) => m.RegisterCounsellorPage),
    'auth.meta.registerCounsellor',
  ),
  lazyPage(
    ACCOUNT_ROUTES.registerSuccess,
    () => import('./pages/register-success-page').then((m) => m.RegisterSuccessPage),
    'auth.meta.registerSuccess',
  ),
  lazyPage(
    ACCOUNT_ROUTES.companyRegister,
    () => import('./pages/company-register-page').then((m) => m.CompanyRegisterPage),
    'auth.meta.companyRegister',
  ),
  lazyPage(
    ACCOUNT_ROUTES.accountActive,
    () => import('./pages/account-active-page').then((m) => m.AccountActivePage),
    'auth.meta.accountActive',
  ),
  lazyPage(
    ACCOUNT_ROUTES.resendEmail,
    () => import('./pages/resend-email-page').then((m) => m.ResendEmailPage),
    'auth.meta.resendEmail',
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.resendEmailSuccess,
    () => import('./pages/resend-email-success-page').then((m) => m.ResendEmailSuccessPage),
    'auth.meta.resendEmailSuccess',
  ),
  // The sign-in pages draw no antd: they load without antd's scope; a toast brings its own.
  lazyPage(
    ACCOUNT_ROUTES.login,
    () => import('./pages/login-page').then((m) => m.LoginPage),
    'auth.meta.login',
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgot,
    () => import('./pages/forgot-page').then((m) => m.ForgotPage),
    'auth.meta.forgot',
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgotSent,
    () => import('./pages/forgot-sent-page').then((m) => m.ForgotSentPage),
    'auth.meta.forgotSent',
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgotNewPassword,
    () => import('./pages/new-password-page').then((m) => m.NewPasswordPage),
    'auth.meta.newPassword',
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgotPasswordChanged,
    () => import('./pages/password-changed-page').then((m) => m.PasswordChangedPage),
    'auth.meta.passwordChanged',
  ),
  lazyPage(
    ACCOUNT_ROUTES.settings,
    () => import('./pages/settings-page').then((m) => m.SettingsPage),
    'settings.meta.settings',
  ),
];
