/** The account area's public face: its pages, strings and the parts other areas use. */
export { authEn, settingsEn } from './i18n/en';
export { authId, settingsId } from './i18n/id';
export { useLogout } from './hooks/use-logout';
export { DobField } from './components/dob-field';
export { NameFields } from './components/name-fields';
export { AccountResult } from './components/account-result';
export { emailFromState } from './email-from-state';
export { rehomePath } from './after-login-redirect';
