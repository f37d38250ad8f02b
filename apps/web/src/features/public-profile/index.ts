/** The public profile's public face: its catch-all route and strings (what other areas show is in shared/profile). */
export { publicProfileEn } from './i18n/en';
export { publicProfileId } from './i18n/id';
