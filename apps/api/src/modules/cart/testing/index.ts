/**
 * The cart area's testing face: what other areas' tests use to arrange a world.
 * Tests only (rule testing-face-only-for-tests): production code imports index.ts.
 */
export { CART_FIELDS, cartApi } from './cart-test-helpers';
export type { CartFields } from './cart-test-helpers';
export { cartItems } from '../cart.tables';
