// The public face of the voucher area: the one file other areas and the app layer import.
export { previewVoucher, releaseVoucherUse, useVoucher } from './voucher-use';
export { bookTutorVoucher, claimInTransaction, createGeneralUseVoucher } from './voucher.service';
export type { VoucherView } from './voucher.shapes';
