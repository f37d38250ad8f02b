import { BRAND } from '@ajar/domain';
import type { Translation } from '../../../shared/i18n/translation';
import type { onboardingEn } from './en';

export const onboardingId: Translation<typeof onboardingEn> = {
  back: 'Kembali',
  skip: 'Lewati dulu',
  continue: 'Lanjut',
  finish: 'Selesai',
  saveAndContinue: 'Simpan dan lanjut',
  stepOf: 'Langkah {{current}} dari {{total}}',
  navLabel: 'Langkah orientasi',
  tutor: {
    eyebrow: 'Selamat datang di ' + BRAND.name,
    title: 'Mari siapkan profil Anda, {{firstName}}',
    subtitle:
      'Beberapa menit sekarang akan mendatangkan siswa. Anda bisa melewati langkah mana pun dan kembali nanti.',
    completion: '{{percent}} lengkap',
    steps: {
      basic: 'Profil dasar',
      subjects: 'Mata pelajaran & harga',
      education: 'Pendidikan',
      experience: 'Pengalaman',
      skills: 'Keahlian',
      certificate: 'Sertifikat',
      video: 'Video perkenalan',
      done: 'Selesai',
    },
    basicTitle: 'Profil dasar',
    basicHint: 'Foto yang jelas, sedikit tentang Anda, dan tempat Anda mengajar.',
    photoHint: 'Foto wajah yang ramah dan terang. PNG atau JPG.',
    addPhoto: 'Tambah foto',
    summaryTitle: 'Sedikit lagi',
    summaryBody:
      'Inilah isi profil Anda sejauh ini. Anda bisa melengkapi sisanya kapan saja dari Profil saya.',
  },
  student: {
    eyebrow: 'Selamat datang di ' + BRAND.name,
    title: 'Senang bertemu Anda, {{firstName}}',
    subtitle: 'Dua langkah singkat membantu tutor mengenal Anda. Anda bisa melewatinya dan kembali nanti.',
    steps: {
      about: 'Tentang Anda',
      curriculum: 'Yang Anda pelajari',
    },
    aboutTitle: 'Tentang Anda',
    aboutHint: 'Nama Anda, cara tutor menghubungi Anda, dan lokasi Anda.',
    photoHint: 'Foto membantu tutor mengenali Anda di obrolan. Opsional.',
    curriculumTitle: 'Yang Anda pelajari',
    curriculumHint: 'Pilih kurikulum yang Anda ikuti, agar kami bisa menyarankan tutor yang tepat.',
    welcome: 'Selamat datang, {{firstName}}!',
  },
  thanks: {
    title: 'Terima kasih, {{firstName}}!',
    body: 'Profil Anda siap dilihat siswa. Perbarui terus: tambahkan mata pelajaran dan video kapan saja.',
    bodyHidden:
      'Profil Anda tersimpan. Siswa dapat menemukan Anda di pencarian setelah profil minimal {{threshold}}% lengkap — lengkapi beberapa bagian lagi dari Profil saya.',
    toProfile: 'Ke profil saya',
  },
  meta: {
    steps: {
      title: 'Siapkan profil Anda',
      description: 'Beberapa langkah menuju profil yang dapat ditemukan dan dipesan siswa.',
    },
    students: { title: 'Selamat datang', description: 'Dua langkah singkat membantu tutor mengenal Anda.' },
    thankYou: { title: 'Profil lengkap', description: 'Terima kasih: profil Anda siap ditemukan siswa.' },
  },
};
