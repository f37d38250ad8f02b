/** The community area's public face: its strings. */
export { communityEn } from './i18n/en';
export { communityId } from './i18n/id';
