import type { Translation } from '../../../shared/i18n/translation';
import type { favouritesEn } from './en';

/** Teks bahasa Indonesia untuk tombol hati favorit dan halaman favorit saya. */
export const favouritesId: Translation<typeof favouritesEn> = {
  add: 'Tambahkan {{name}} ke favorit',
  remove: 'Hapus {{name}} dari favorit',
  headerLink_one: 'Favorit ({{count}} tutor)',
  headerLink_other: 'Favorit ({{count}} tutor)',
  title: 'Favorit saya',
  subtitle: 'Tutor yang Anda perhatikan, di satu tempat.',
  count_one: '{{count}} tutor',
  count_other: '{{count}} tutor',
  unlisted: 'Tutor ini sedang tidak ditampilkan.',
  emptyTitle: 'Belum ada favorit',
  emptyBody: 'Ketuk ikon hati pada tutor untuk menyimpannya di sini.',
  browseTutors: 'Cari tutor',
  loadFailed: 'Kami tidak dapat memuat favorit Anda',
  guestTitle: 'Masuk agar tersimpan di mana saja',
  guestBody:
    'Favorit Anda hanya tersimpan di perangkat ini. Masuk, dan favorit akan tersimpan di akun Anda, di semua perangkat.',
  login: 'Masuk',
  signUp: 'Daftar',
  savedOnDevice: 'Tersimpan di perangkat ini',
  addedOn: 'Ditambahkan {{date}}',
  meta: {
    page: { title: 'Favorit saya', description: 'Tutor yang Anda perhatikan, di satu tempat.' },
  },
};
