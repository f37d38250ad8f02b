import { BRAND } from '@ajar/domain';
import type { Translation } from '../../../shared/i18n/translation';
import type { homeEn, homeVideosEn } from './en';

/** Indonesian texts of the home page. */
export const homeId: Translation<typeof homeEn> = {
  hero: {
    eyebrow: 'Tutor, pelatih, dan konselor di {{market}}',
    title: 'Belajar dari orang yang sudah berpengalaman.',
    subtitle:
      'Bandingkan mata pelajaran, pengalaman, dan harga, mengobrol sebelum memesan, dan bayar dengan aman, semuanya di satu tempat.',
    findTutor: 'Cari tutor',
    becomeTutor: 'Jadi tutor',
  },
  price: {
    from: 'Tutor mulai {{price}} per jam',
  },
  visual: {
    tutorName: 'Nadia A.',
    tutorSubject: 'Tutor matematika · 6 tahun',
    chip1: 'Kurikulum Merdeka',
    chip2: 'UTBK',
    chip3: 'Online atau tatap muka',
    perHour: 'per jam',
    chatStudent: 'Bisa bahas persamaan kuadrat sebelum Jumat?',
    chatTutor: 'Tentu! Selasa jam 4 sore bisa.',
    bookedTitle: 'Pelajaran dipesan',
    bookedWhen: 'Selasa · 16.00',
  },
  props: {
    label: `Mengapa ${BRAND.name}`,
    verified: {
      title: 'Profil nyata',
      body: 'Pendidikan, pengalaman, sertifikat, dan ulasan dari siswa.',
    },
    local: {
      title: 'Harga lokal',
      body: 'Harga dalam mata uang Anda, untuk setiap anggaran.',
    },
    chat: {
      title: 'Mengobrol dulu',
      body: 'Tanyakan apa saja dan sepakati rencananya sebelum membayar.',
    },
    secure: {
      title: 'Pembayaran aman',
      body: 'Bayar di aplikasi; saldo dan voucher Anda berlaku di mana saja.',
    },
  },
  how: {
    eyebrow: 'Cara kerja',
    title: 'Tiga langkah, di sisi mana pun Anda',
    stepLabel: 'Langkah {{number}}',
    students: {
      title: 'Untuk siswa dan orang tua',
      step1: {
        title: 'Temukan yang cocok',
        body: 'Cari berdasarkan mata pelajaran, jenjang, harga, dan lokasi, atau unggah tugas dan biarkan tutor yang datang.',
      },
      step2: {
        title: 'Mengobrol dan pesan',
        body: 'Kirim pesan ke tutor, pilih waktu yang cocok, dan pesan les online atau tatap muka.',
      },
      step3: {
        title: 'Belajar dan beri ulasan',
        body: 'Bayar dengan aman, pantau pelajaran Anda, dan beri ulasan untuk membantu orang lain memilih.',
      },
    },
    tutors: {
      title: 'Untuk tutor, pelatih, dan konselor',
      step1: {
        title: 'Bangun profil Anda',
        body: 'Tambahkan mata pelajaran, harga, pendidikan, sertifikat, dan video perkenalan.',
      },
      step2: {
        title: 'Dapatkan pesanan',
        body: 'Siswa menemukan Anda lewat pencarian, mengobrol, lalu memesan pelajaran yang mereka butuhkan.',
      },
      step3: {
        title: 'Terima pembayaran',
        body: 'Penghasilan masuk ke saldo Anda setelah setiap pelajaran, siap dicairkan ke rekening bank.',
      },
    },
  },
  closing: {
    title: 'Mulai belajar minggu ini',
    body: 'Bergabung gratis. Pelajaran mulai {{price}} per jam, dan Anda hanya membayar pelajaran yang Anda pesan.',
    signUp: 'Buat akun gratis',
    counsellor: 'Anda konselor? Gabung di sini',
  },
  markets: {
    eyebrow: 'Di mana kami hadir',
    title: 'Belajar di seluruh kawasan',
    subtitle: 'Setiap negara punya tutor, harga, dan mata uangnya sendiri. Pilih negara Anda.',
    from: 'mulai {{price}}/jam',
  },
  meta: {
    page: {
      title: 'Tutor, pelatih, dan konselor di dekat Anda',
      description: `${BRAND.name}: temukan tutor, pelatih, dan konselor, bandingkan profil nyata dan harga lokal, mengobrol dulu, lalu pesan dengan aman.`,
    },
  },
};

export const homeVideosId: Translation<typeof homeVideosEn> = {
  eyebrow: 'Kenali tutor kami',
  title: 'Dengarkan tutor sebelum Anda memesan',
  subtitle: 'Video perkenalan singkat dari tutor di {{market}}.',
  viewProfile: 'Lihat profil',
  featured: 'Unggulan',
  videoOf: 'Video perkenalan {{name}}',
};
