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
    subtitle:
      'Tiga langkah singkat membantu kami menemukan tutor untuk Anda. Anda bisa melewatinya dan kembali nanti.',
    steps: {
      about: 'Tentang Anda',
      curriculum: 'Yang Anda pelajari',
      goals: 'Tujuan Anda',
    },
    aboutTitle: 'Tentang Anda',
    aboutHint: 'Nama Anda, cara tutor menghubungi Anda, dan lokasi Anda.',
    photoHint: 'Foto membantu tutor mengenali Anda di obrolan. Opsional.',
    curriculumTitle: 'Yang Anda pelajari',
    curriculumHint: 'Pilih kurikulum yang Anda ikuti, agar kami bisa menyarankan tutor yang tepat.',
    goalsTitle: 'Tujuan Anda',
    goalsHint:
      'Apa yang ingin Anda pelajari, anggaran Anda, dan kapan Anda luang: kami merekomendasikan tutor dari sini.',
    welcome: 'Selamat datang, {{firstName}}!',
  },
  goals: {
    subjects: 'Mata pelajaran',
    subjectsPlaceholder: 'Pilih satu mata pelajaran atau lebih',
    level: 'Jenjang',
    levelPlaceholder: 'Pilih jenjang Anda (opsional)',
    goal: 'Tujuan Anda',
    goals: {
      EXAM: 'Lulus ujian',
      SCHOOL: 'Mengikuti pelajaran sekolah',
      SKILL: 'Belajar keterampilan baru',
      HOBBY: 'Untuk kesenangan',
    },
    budget: 'Anggaran per jam ({{currency}})',
    budgetHint: 'Harga tertinggi yang ingin Anda bayar per jam. Kosongkan untuk harga berapa pun.',
    days: 'Hari pilihan',
    weekdays: { Mon: 'Sen', Tue: 'Sel', Wed: 'Rab', Thu: 'Kam', Fri: 'Jum', Sat: 'Sab', Sun: 'Min' },
    times: 'Waktu pilihan',
    timesOfDay: { MORNING: 'Pagi (6–12)', AFTERNOON: 'Siang (12–17)', EVENING: 'Malam (17–22)' },
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
    students: {
      title: 'Selamat datang',
      description: 'Tiga langkah singkat membantu kami menemukan tutor untuk Anda.',
    },
    thankYou: { title: 'Profil lengkap', description: 'Terima kasih: profil Anda siap ditemukan siswa.' },
  },
};
