/** The bookings area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const bookingsRoutes: RouteObject[] = [
  lazyPage(
    'booking-list',
    () => import('./pages/booking-list-page').then((m) => m.BookingListPage),
    'bookings.meta.list',
  ),
  lazyPage(
    'checkout/booking',
    () => import('./pages/checkout-booking-page').then((m) => m.CheckoutBookingPage),
    'bookings.meta.checkout',
  ),
  lazyPage(
    'payment-result/:serviceName/:transactionId',
    () => import('./pages/payment-result-page').then((m) => m.PaymentResultPage),
    'bookings.meta.paymentResult',
  ),
];
