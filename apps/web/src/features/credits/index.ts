/** The credits area's public face: its strings, the credits card and the credits label. */
export { creditsEn } from './i18n/en';
export { creditsId } from './i18n/id';
export { CreditsBalance } from './components/credits-balance';
export { useCreditsLabel } from './components/use-credits-label';
