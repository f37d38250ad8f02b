/** The favourites area's public face: its page, strings, the favourite button and the guest merge. */
export { favouritesEn } from './i18n/en';
export { favouritesId } from './i18n/id';
export { useFavourites } from './hooks/use-favourites';
export { FavouriteButton } from './components/favourite-button';
export { mergeGuestFavourites } from './merge-guest-favourites';
