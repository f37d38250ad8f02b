/** The vouchers area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

/**
 * The seven pages share one chunk and one loader: the shell holds a route's list of chunks to preload per
 * `import()`, so one import keeps the start chunk from growing with each page.
 */
const voucherPages = () => import('./pages/voucher-pages');

export const vouchersRoutes: RouteObject[] = [
  lazyPage('vouchers/home', () => voucherPages().then((m) => m.VouchersHomePage), 'vouchers.meta.home'),
  lazyPage('createvouchers', () => voucherPages().then((m) => m.CreateVoucherPage), 'vouchers.meta.create'),
  lazyPage(
    'voucherdashboard',
    () => voucherPages().then((m) => m.VoucherDashboardPage),
    'vouchers.meta.dashboard',
  ),
  lazyPage('myvouchers', () => voucherPages().then((m) => m.MyVouchersPage), 'vouchers.meta.mine'),
  lazyPage('voucherhistory', () => voucherPages().then((m) => m.VoucherHistoryPage), 'vouchers.meta.history'),
  lazyPage(
    'generalusevoucherpage',
    () => voucherPages().then((m) => m.GeneralUseVouchersPage),
    'vouchers.meta.general',
  ),
  lazyPage('buyvouchers', () => voucherPages().then((m) => m.BuyVouchersPage), 'vouchers.meta.buy'),
];
