/** The search overlay's public face: its strings, its host and the call that opens it. */
export { searchOverlayEn } from './i18n/en';
export { searchOverlayId } from './i18n/id';
export { SearchOverlayHost } from './components/search-overlay-host';
export { openSearchOverlay } from './search-overlay-store';
