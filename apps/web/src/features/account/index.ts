/** The account area's public face: its pages, strings and the parts other areas use. */
import { ACCOUNT_ROUTES } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export { authEn, settingsEn } from './i18n/en';
export { authId, settingsId } from './i18n/id';
export { useLogout } from './hooks/use-logout';
export { DobField } from './components/dob-field';
export { NameFields } from './components/name-fields';
export { AccountResult } from './components/account-result';
export { emailFromState } from './email-from-state';

export const accountRoutes: RouteObject[] = [
  lazyPage(ACCOUNT_ROUTES.register, () => import('./pages/register-page').then((m) => m.RegisterPage)),
  lazyPage(ACCOUNT_ROUTES.registerCounsellor, () =>
    import('./pages/register-counsellor-page').then((m) => m.RegisterCounsellorPage),
  ),
  lazyPage(ACCOUNT_ROUTES.registerSuccess, () =>
    import('./pages/register-success-page').then((m) => m.RegisterSuccessPage),
  ),
  lazyPage(ACCOUNT_ROUTES.companyRegister, () =>
    import('./pages/company-register-page').then((m) => m.CompanyRegisterPage),
  ),
  lazyPage(ACCOUNT_ROUTES.accountActive, () =>
    import('./pages/account-active-page').then((m) => m.AccountActivePage),
  ),
  lazyPage(ACCOUNT_ROUTES.resendEmail, () =>
    import('./pages/resend-email-page').then((m) => m.ResendEmailPage),
  ),
  lazyPage(ACCOUNT_ROUTES.resendEmailSuccess, () =>
    import('./pages/resend-email-success-page').then((m) => m.ResendEmailSuccessPage),
  ),
  lazyPage(ACCOUNT_ROUTES.login, () => import('./pages/login-page').then((m) => m.LoginPage)),
  lazyPage(ACCOUNT_ROUTES.forgot, () => import('./pages/forgot-page').then((m) => m.ForgotPage)),
  lazyPage(ACCOUNT_ROUTES.forgotSent, () => import('./pages/forgot-sent-page').then((m) => m.ForgotSentPage)),
  lazyPage(ACCOUNT_ROUTES.forgotNewPassword, () =>
    import('./pages/new-password-page').then((m) => m.NewPasswordPage),
  ),
  lazyPage(ACCOUNT_ROUTES.forgotPasswordChanged, () =>
    import('./pages/password-changed-page').then((m) => m.PasswordChangedPage),
  ),
  lazyPage(ACCOUNT_ROUTES.settings, () => import('./pages/settings-page').then((m) => m.SettingsPage)),
];
