import type { Translation } from '../../../shared/i18n/translation';
import type { transactionsEn } from './en';

/** Indonesian texts of the transaction list. */
export const transactionsId: Translation<typeof transactionsEn> = {
  title: 'Transaksi',
  subtitle: 'Semua pembayaran yang dilakukan melalui penyedia pembayaran',
  asStudent: 'Pembayaran saya',
  asTutor: 'Untuk pelajaran saya',
  columns: {
    date: 'Tanggal',
    service: 'Layanan',
    price: 'Harga',
    discount: 'Diskon',
    fee: 'Biaya',
    status: 'Status',
    currency: 'Mata uang',
  },
  services: {
    BALANCE: 'Isi ulang saldo',
    BOOKING: 'Pemesanan pelajaran',
    CREDITS: 'Kredit Ajar',
    CART: 'Pembayaran keranjang',
    DISPUTE: 'Biaya eskalasi sengketa',
    CLASS: 'Kursi kelas grup',
  },
  statuses: { PENDING: 'Menunggu', PAID: 'Lunas', FAILED: 'Gagal', CANCELLED: 'Dibatalkan' },
  feeLine: 'Biaya {{fee}}',
  discountLine: 'Diskon voucher {{discount}}',
  empty: 'Belum ada transaksi',
  emptyStudent: 'Saat Anda membayar pelajaran atau mengisi ulang saldo, pembayarannya muncul di sini.',
  emptyTutor: 'Saat siswa membayar pelajaran Anda, pembayarannya muncul di sini.',
  topUp: 'Isi ulang saldo',
  loadFailed: 'Kami tidak dapat memuat transaksi Anda.',
  meta: {
    page: { title: 'Transaksi', description: 'Semua pembayaran yang dilakukan melalui penyedia pembayaran.' },
  },
};
