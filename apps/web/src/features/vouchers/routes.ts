/** The vouchers area's routes: only app/routes.tsx imports this file (pages load lazily from inside the area). */
import type { RouteObject } from 'react-router';
import { lazyPage } from '../../shared/routing/lazy-page';

/**
 * The seven pages share one chunk and one loader: the shell holds a route's list of chunks to preload per
 * `import()`, so one import keeps the start chunk from growing with each page (issue 16).
 */
const voucherPages = () => import('./pages/voucher-pages');

export const vouchersRoutes: RouteObject[] = [
  lazyPage('vouchers/home', () => voucherPages().then((m) => m.VouchersHomePage), {
    title: 'vouchers.meta.home.title',
    description: 'vouchers.meta.home.description',
  }),
  lazyPage('createvouchers', () => voucherPages().then((m) => m.CreateVoucherPage), {
    title: 'vouchers.meta.create.title',
    description: 'vouchers.meta.create.description',
  }),
  lazyPage('voucherdashboard', () => voucherPages().then((m) => m.VoucherDashboardPage), {
    title: 'vouchers.meta.dashboard.title',
    description: 'vouchers.meta.dashboard.description',
  }),
  lazyPage('myvouchers', () => voucherPages().then((m) => m.MyVouchersPage), {
    title: 'vouchers.meta.mine.title',
    description: 'vouchers.meta.mine.description',
  }),
  lazyPage('voucherhistory', () => voucherPages().then((m) => m.VoucherHistoryPage), {
    title: 'vouchers.meta.history.title',
    description: 'vouchers.meta.history.description',
  }),
  lazyPage('generalusevoucherpage', () => voucherPages().then((m) => m.GeneralUseVouchersPage), {
    title: 'vouchers.meta.general.title',
    description: 'vouchers.meta.general.description',
  }),
  lazyPage('buyvouchers', () => voucherPages().then((m) => m.BuyVouchersPage), {
    title: 'vouchers.meta.buy.title',
    description: 'vouchers.meta.buy.description',
  }),
];
