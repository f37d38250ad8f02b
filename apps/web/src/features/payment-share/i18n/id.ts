import type { Translation } from '../../../shared/i18n/translation';
import type { paymentShareEn } from './en';

/** Teks bahasa Indonesia untuk tautan pembayaran bersama. */
export const paymentShareId: Translation<typeof paymentShareEn> = {
  link: {
    title: 'Minta orang lain membayar',
    hint: 'Orang lain di negara Anda dapat membayar pemesanan ini dengan tautan ini.',
    create: 'Buat tautan pembayaran',
    copy: 'Salin tautan',
    share: 'Bagikan',
    inactive: 'Belum aktif: tautan aktif saat pembayar mulai membayar.',
    active: 'Aktif: pembayar sudah mulai membayar.',
  },
  page: {
    title: 'Bayar pelajaran',
    subtitle: '{{name}} meminta Anda membayar pemesanan ini',
    lesson: 'Pelajaran',
    time: 'Waktu',
    amount: 'Biaya pelajaran',
    fee: 'Biaya transaksi ({{rate}}%)',
    total: 'Total ditagih',
    method: 'Bayar dengan',
    pay: 'Bayar {{total}}',
    loginTitle: 'Masuk untuk membayar',
    loginBody: 'Untuk membayar, Anda perlu akun di negara yang sama dengan pemesanan.',
    login: 'Masuk',
    ownLink: 'Ini tautan pembayaran Anda sendiri. Kirimkan kepada orang yang akan membayar.',
    paidTitle: 'Pemesanan ini sudah dibayar',
    paidBody: 'Terima kasih. Tidak ada lagi yang perlu dibayar melalui tautan ini.',
    closedTitle: 'Pemesanan ini tidak lagi menunggu pembayaran',
    notFoundTitle: 'Tautan pembayaran ini tidak ada',
    notFoundBody: 'Periksa tautan yang Anda terima, atau minta tautan baru.',
    home: 'Beranda',
  },
  meta: {
    page: {
      title: 'Bayar pelajaran',
      description: 'Seseorang meminta Anda membayar pemesanannya: periksa dan bayar dengan aman.',
    },
  },
};
