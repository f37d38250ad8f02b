import type { Translation } from '../../../shared/i18n/translation';
import type { boostEn } from './en';

/** Indonesian texts of boosting a profile. */
export const boostId: Translation<typeof boostEn> = {
  title: 'Promosikan profil Anda',
  subtitle: 'Tampil paling awal bagi siswa yang mencari tutor',
  where: 'Tempat ditampilkan',
  type: {
    HomePage: 'Beranda',
    CategoryListingPage: 'Teratas di hasil pencarian',
  },
  typeHint: {
    HomePage: 'Video perkenalan Anda tampil pertama di antara tutor di beranda',
    CategoryListingPage: 'Pertama di hasil pencarian, bertanda Unggulan',
  },
  howLong: 'Berapa lama',
  cost: 'Biaya {{cost}}; Anda punya {{held}}',
  short: 'Anda butuh {{missing}} lagi.',
  buyCredits: 'Beli kredit',
  boost_one: 'Promosikan selama {{count}} hari',
  boost_other: 'Promosikan selama {{count}} hari',
  queuedNote: 'Promosi jenis ini sedang berjalan: yang baru dimulai setelah itu selesai.',
  yours: 'Promosi Anda',
  none: 'Tidak ada promosi berjalan. Promosi dimulai saat Anda memesannya.',
  status: { ACTIVE: 'Berjalan', QUEUED: 'Mengantre' },
  period: '{{start}} sampai {{end}}',
  tutorsOnly: 'Promosi khusus tutor',
  tutorsOnlyBody: 'Tutor mempromosikan profilnya agar dilihat siswa lebih dulu.',
  loadFailed: 'Kami tidak dapat memuat promosi Anda.',
  meta: {
    title: 'Promosikan profil Anda',
    description: 'Tampil di beranda atau teratas di hasil pencarian.',
  },
};
