import type { Translation } from '../../../shared/i18n/translation';
import type { profileViewsEn } from './en';

export const profileViewsId: Translation<typeof profileViewsEn> = {
  breadcrumbMyProfile: 'Profil saya',
  title: 'Siapa yang melihat saya',
  subtitle: 'Siswa dan orang tua yang baru-baru ini membuka profil Anda.',
  stats: {
    oneWeek: '7 hari terakhir',
    twoWeeks: '2 minggu terakhir',
    oneMonth: 'Sebulan terakhir',
    visitors_one: 'pengunjung',
    visitors_other: 'pengunjung',
  },
  listTitle: 'Pengunjung terbaru',
  viewedAt: 'Melihat {{when}}',
  emptyTitle: 'Belum ada pengunjung',
  emptyBody: 'Lengkapi profil Anda dan bagikan tautannya: siswa menemukan profil yang lengkap lebih dulu.',
  completeProfile: 'Ke profil saya',
  loadFailed: 'Kami tidak dapat memuat data kunjungan profil Anda',
  meta: {
    page: {
      title: 'Siapa yang melihat saya',
      description: 'Siswa dan orang tua yang baru-baru ini membuka profil Anda.',
    },
  },
};
