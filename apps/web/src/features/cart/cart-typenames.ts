/**
 * What the cart's mutations answer: a query naming these refetches (urql's document cache) when one of them
 * lands, here or in another area (the booking checkout's 'Add to cart'), so the cart and its badge stay live.
 */
export const CART_CHANGES = { additionalTypenames: ['CartChange', 'CartCheckoutResult'] };
