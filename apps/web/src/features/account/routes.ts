/** The account area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import { ACCOUNT_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const accountRoutes: RouteObject[] = [
  lazyPage(ACCOUNT_ROUTES.register, () => import('./pages/register-page').then((m) => m.RegisterPage), {
    title: 'auth.meta.register.title',
    description: 'auth.meta.register.description',
  }),
  lazyPage(
    ACCOUNT_ROUTES.registerCounsellor,
    () => import('./pages/register-counsellor-page').then((m) => m.RegisterCounsellorPage),
    { title: 'auth.meta.registerCounsellor.title', description: 'auth.meta.registerCounsellor.description' },
  ),
  lazyPage(
    ACCOUNT_ROUTES.registerSuccess,
    () => import('./pages/register-success-page').then((m) => m.RegisterSuccessPage),
    { title: 'auth.meta.registerSuccess.title', description: 'auth.meta.registerSuccess.description' },
  ),
  lazyPage(
    ACCOUNT_ROUTES.companyRegister,
    () => import('./pages/company-register-page').then((m) => m.CompanyRegisterPage),
    { title: 'auth.meta.companyRegister.title', description: 'auth.meta.companyRegister.description' },
  ),
  lazyPage(
    ACCOUNT_ROUTES.accountActive,
    () => import('./pages/account-active-page').then((m) => m.AccountActivePage),
    { title: 'auth.meta.accountActive.title', description: 'auth.meta.accountActive.description' },
  ),
  lazyPage(
    ACCOUNT_ROUTES.resendEmail,
    () => import('./pages/resend-email-page').then((m) => m.ResendEmailPage),
    { title: 'auth.meta.resendEmail.title', description: 'auth.meta.resendEmail.description' },
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.resendEmailSuccess,
    () => import('./pages/resend-email-success-page').then((m) => m.ResendEmailSuccessPage),
    { title: 'auth.meta.resendEmailSuccess.title', description: 'auth.meta.resendEmailSuccess.description' },
  ),
  // The sign-in pages draw no antd (issue 16): they load without antd's scope; a toast brings its own.
  lazyPage(
    ACCOUNT_ROUTES.login,
    () => import('./pages/login-page').then((m) => m.LoginPage),
    { title: 'auth.meta.login.title', description: 'auth.meta.login.description' },
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgot,
    () => import('./pages/forgot-page').then((m) => m.ForgotPage),
    { title: 'auth.meta.forgot.title', description: 'auth.meta.forgot.description' },
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgotSent,
    () => import('./pages/forgot-sent-page').then((m) => m.ForgotSentPage),
    { title: 'auth.meta.forgotSent.title', description: 'auth.meta.forgotSent.description' },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgotNewPassword,
    () => import('./pages/new-password-page').then((m) => m.NewPasswordPage),
    { title: 'auth.meta.newPassword.title', description: 'auth.meta.newPassword.description' },
    { antd: false },
  ),
  lazyPage(
    ACCOUNT_ROUTES.forgotPasswordChanged,
    () => import('./pages/password-changed-page').then((m) => m.PasswordChangedPage),
    { title: 'auth.meta.passwordChanged.title', description: 'auth.meta.passwordChanged.description' },
  ),
  lazyPage(ACCOUNT_ROUTES.settings, () => import('./pages/settings-page').then((m) => m.SettingsPage), {
    title: 'settings.meta.settings.title',
    description: 'settings.meta.settings.description',
  }),
];
