/** The cart area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const cartRoutes: RouteObject[] = [
  lazyPage('globalcart/home', () => import('./pages/cart-page').then((m) => m.CartPage), 'cart.meta.home'),
  lazyPage(
    'globalcart/buy/:type',
    () => import('./pages/buy-cart-page').then((m) => m.BuyCartPage),
    'cart.meta.buy',
  ),
];
