import type { Translation } from '../../../shared/i18n/translation';
import type { balanceEn } from './en';

/** Indonesian texts of buying balance. */
export const balanceId: Translation<typeof balanceEn> = {
  title: 'Isi ulang saldo',
  subtitle: 'Tambahkan uang ke saldo Anda dan bayar pelajaran dengan sekali ketuk',
  current: 'Saldo saat ini',
  amount: 'Jumlah yang ditambahkan ({{currency}})',
  presets: 'Jumlah cepat',
  tooSmall: 'Tambahkan minimal {{amount}}',
  tooLarge: 'Tambahkan paling banyak {{amount}} sekali bayar',
  method: 'Metode pembayaran',
  toAdd: 'Ditambahkan ke saldo Anda',
  fee: 'Biaya transaksi ({{rate}}%)',
  total: 'Total pembayaran',
  pay: 'Lanjut ke pembayaran',
  unknownType: 'Tidak ada yang bisa dibeli di sini',
  unknownTypeBody: 'Tautan ini tidak menunjuk sesuatu yang bisa dibeli. Silakan isi ulang saldo Anda.',
  toTopUp: 'Isi ulang saldo',
  loadFailed: 'Kami tidak dapat memuat saldo Anda.',
  methodsFailed: 'Kami tidak dapat memuat metode pembayaran. Silakan coba lagi.',
  unavailableTitle: 'Isi saldo belum tersedia di negara Anda',
  unavailableBody: 'Pembayaran kartu dan online belum tersedia di sini, jadi saldo Anda belum dapat diisi.',
  meta: {
    buy: {
      title: 'Isi ulang saldo',
      description: 'Tambahkan uang ke saldo Anda dan bayar pelajaran dengan sekali ketuk.',
    },
  },
};
