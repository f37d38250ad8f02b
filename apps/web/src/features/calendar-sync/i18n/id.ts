import type { Translation } from '../../../shared/i18n/translation';
import type { calendarSyncEn } from './en';

/** Indonesian texts of Google calendar sync. */
export const calendarSyncId: Translation<typeof calendarSyncEn> = {
  redirect: {
    working: 'Menghubungkan Google Kalender Anda…',
    hint: 'Sebentar lagi Anda kembali ke profil Anda.',
  },
  prompt: {
    title: 'Sinkronkan Google Kalender Anda',
    notLinked: 'Masukkan waktu sibuk dari Google Kalender Anda, agar siswa hanya memesan saat Anda senggang.',
    unavailable: 'Menghubungkan dari aplikasi web belum tersedia.',
    link: 'Hubungkan Google Kalender',
    linked: 'Google Kalender Anda sudah terhubung.',
  },
};
