/** The credits area's public face: its strings. */
export { creditsEn } from './i18n/en';
export { creditsId } from './i18n/id';
