/*
 * The area's seven pages in one chunk: each lazy route the shell declares costs it its list of chunks to
 * preload, and seven routes that share one module share one list (the shell may not grow).
 */
export { BuyVouchersPage } from './buy-vouchers-page';
export { CreateVoucherPage } from './create-voucher-page';
export { GeneralUseVouchersPage } from './general-use-vouchers-page';
export { MyVouchersPage } from './my-vouchers-page';
export { VoucherDashboardPage } from './voucher-dashboard-page';
export { VoucherHistoryPage } from './voucher-history-page';
export { VouchersHomePage } from './vouchers-home-page';
