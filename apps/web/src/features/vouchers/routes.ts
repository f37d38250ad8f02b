/** The vouchers area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

export const vouchersRoutes: RouteObject[] = [
  lazyPage('vouchers/home', () => import('./pages/vouchers-home-page').then((m) => m.VouchersHomePage), {
    title: 'vouchers.meta.home.title',
    description: 'vouchers.meta.home.description',
  }),
  lazyPage('createvouchers', () => import('./pages/create-voucher-page').then((m) => m.CreateVoucherPage), {
    title: 'vouchers.meta.create.title',
    description: 'vouchers.meta.create.description',
  }),
  lazyPage(
    'voucherdashboard',
    () => import('./pages/voucher-dashboard-page').then((m) => m.VoucherDashboardPage),
    { title: 'vouchers.meta.dashboard.title', description: 'vouchers.meta.dashboard.description' },
  ),
  lazyPage('myvouchers', () => import('./pages/my-vouchers-page').then((m) => m.MyVouchersPage), {
    title: 'vouchers.meta.mine.title',
    description: 'vouchers.meta.mine.description',
  }),
  lazyPage('voucherhistory', () => import('./pages/voucher-history-page').then((m) => m.VoucherHistoryPage), {
    title: 'vouchers.meta.history.title',
    description: 'vouchers.meta.history.description',
  }),
  lazyPage(
    'generalusevoucherpage',
    () => import('./pages/general-use-vouchers-page').then((m) => m.GeneralUseVouchersPage),
    { title: 'vouchers.meta.general.title', description: 'vouchers.meta.general.description' },
  ),
  lazyPage('buyvouchers', () => import('./pages/buy-vouchers-page').then((m) => m.BuyVouchersPage), {
    title: 'vouchers.meta.buy.title',
    description: 'vouchers.meta.buy.description',
  }),
];
