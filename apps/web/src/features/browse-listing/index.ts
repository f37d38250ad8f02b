/** The browse-listing area's public face: its page and strings. */
export { browseListingEn } from './i18n/en';
export { browseListingId } from './i18n/id';
