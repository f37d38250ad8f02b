/** The payment-share area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const paymentShareRoutes: RouteObject[] = [
  lazyPage(
    'payment/share/:urlCode',
    () => import('./pages/payment-share-page').then((m) => m.PaymentSharePage),
    'paymentShare.meta.page',
  ),
];
