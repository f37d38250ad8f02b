import type { calendarSyncEn } from './calendar-sync-en';

type Texts<T> = { readonly [K in keyof T]: T[K] extends string ? string : Texts<T[K]> };

/** Indonesian texts of Google calendar sync. */
export const calendarSyncId: Texts<typeof calendarSyncEn> = {
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
