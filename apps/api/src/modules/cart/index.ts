// The public face of the cart area: the one file other areas and the app layer import.
export { payCartFromBalance } from './cart-checkout.service';
export type { CartPayer } from './cart-checkout.service';
export { cartOf } from './cart.service';
