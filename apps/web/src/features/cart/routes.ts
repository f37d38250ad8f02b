/** The cart area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const cartRoutes: RouteObject[] = [
  lazyPage('globalcart/home', () => import('./pages/cart-page').then((m) => m.CartPage), {
    title: 'cart.meta.home.title',
    description: 'cart.meta.home.description',
  }),
  lazyPage('globalcart/buy/:type', () => import('./pages/buy-cart-page').then((m) => m.BuyCartPage), {
    title: 'cart.meta.buy.title',
    description: 'cart.meta.buy.description',
  }),
];
