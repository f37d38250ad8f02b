/** The onboarding area's public face: its pages and strings. */
export { onboardingEn } from './i18n/en';
export { onboardingId } from './i18n/id';
