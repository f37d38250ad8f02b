import { BRAND } from '@ajar/domain';
import type { Translation } from '../../../shared/i18n/translation';
import type { browseListingEn } from './en';

/** Teks bahasa Indonesia untuk halaman browse-listing (di mana lagi kami berada). */
export const browseListingId: Translation<typeof browseListingEn> = {
  title: 'Temukan kami juga di sini',
  subtitle: 'Tutor dan tugas baru di {{market}} juga diumumkan di tempat-tempat ini.',
  communityTitle: 'Obrolan komunitas',
  communityBody: 'Mengobrol dengan tutor, siswa, dan orang tua di {{market}}, bertanya, dan berbagi tips.',
  communityJoin: 'Gabung obrolan komunitas',
  sourcesTitle: 'Sumber daftar',
  noSources:
    'Belum ada sumber daftar lain di {{market}}. Obrolan komunitas adalah tempat terbaik untuk mengikuti kami.',
  kind: {
    'messaging-channel': 'Kanal pesan',
    sms: 'Layanan SMS',
    classified: 'Iklan baris',
  },
  kindBody: {
    'messaging-channel': 'Ikuti kanal ini untuk mendapatkan tugas baru begitu diumumkan.',
    sms: 'Dapatkan SMS saat ada tugas yang cocok dengan mata pelajaran Anda.',
    classified: 'Daftar kami juga tampil di situs iklan baris ini.',
  },
  thirdParty: 'Situs pihak ketiga',
  open: 'Buka',
  opensInNewTab: '(terbuka di tab baru)',
  browseTutors: 'Cari tutor',
  meta: {
    page: {
      title: 'Temukan kami juga di sini',
      description: `Obrolan komunitas, kanal, dan notifikasi tempat tutor dan tugas baru ${BRAND.name} diumumkan.`,
    },
  },
};
