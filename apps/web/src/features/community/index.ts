/** The community area's public face (issue 20): its strings. */
export { communityEn } from './i18n/en';
export { communityId } from './i18n/id';
