/** The profile-views area's public face: its page and strings. */
export { profileViewsEn } from './i18n/en';
export { profileViewsId } from './i18n/id';
