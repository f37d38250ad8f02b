/** The favourites area's public face: its page and strings (the button and the guest merge are in shared/favourites). */
export { favouritesEn } from './i18n/en';
export { favouritesId } from './i18n/id';
