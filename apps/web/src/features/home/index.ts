/** The home area's public face: the home page and its strings. */
export { homeEn, homeVideosEn } from './i18n/en';
export { homeId, homeVideosId } from './i18n/id';
