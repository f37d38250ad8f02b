/** The cart area's public face: its strings and the header badge's live count. */
export { cartEn } from './i18n/en';
export { cartId } from './i18n/id';
export { useCartCount } from './hooks/use-cart-count';
