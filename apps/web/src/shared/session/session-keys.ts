/** The spec's locally stored keys (section 3, "Stored locally"), spelled exactly. */
export const STORAGE_KEYS = {
  token: 'token',
  userDetails: 'userDetails',
  country: 'country',
  language: 'i18n',
  firstTime: 'firstTime',
  companyData: 'companyData',
  communityToken: 'communityToken',
} as const;

/** Favourites are the only client state that survives a forced sign-out (spec section 3). */
export const FAVOURITES_STORAGE_KEY = 'favourites';

/** Where a guarded page asked to return to; per tab, so it lives in sessionStorage. */
export const PLACE_URL_SESSION_KEY = 'placeUrl';
