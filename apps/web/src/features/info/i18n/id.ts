import { BRAND } from '@ajar/domain';
import type { Translation } from '../../../shared/i18n/translation';
import type { infoEn } from './en';

/** Teks bahasa Indonesia untuk bingkai halaman informasi, pencarian bantuan, dan formulir kontak. */
export const infoId: Translation<typeof infoEn> = {
  meta: {
    about: {
      title: 'Tentang kami',
      description: `Mengapa kami membangun ${BRAND.name}, di mana kami hadir, dan apa yang kami yakini: marketplace tempat siswa menemukan tutor dan membayar dengan aman.`,
    },
    howItWorks: {
      title: 'Cara kerja',
      description: `Temukan tutor, pesan pelajaran, dan bayar dengan aman di ${BRAND.name}, langkah demi langkah untuk siswa, orang tua, dan tutor.`,
    },
    helpCentre: {
      title: 'Pusat bantuan',
      description:
        'Jawaban tentang pemesanan, pembayaran, pengembalian dana, pembayaran tutor, dan akun Anda. Cari pertanyaan yang paling sering diajukan.',
    },
    contact: {
      title: 'Hubungi kami',
      description: `Tulis kepada tim dukungan ${BRAND.name} tentang pemesanan, pembayaran, atau akun Anda. Kami menjawab lewat email.`,
    },
    careers: {
      title: 'Karier',
      description: `Bekerja di ${BRAND.name}: tim kecil jarak jauh yang membangun marketplace les untuk Asia Tenggara dan Asia Selatan.`,
    },
    terms: {
      title: 'Syarat penggunaan',
      description: `Perjanjian antara Anda dan ${BRAND.name}: akun, pemesanan, biaya, pembayaran, pembayaran tutor, dan perilaku.`,
    },
    privacy: {
      title: 'Kebijakan privasi',
      description: `Apa yang disimpan ${BRAND.name} tentang Anda, alasannya, siapa yang dapat melihatnya, dan cara meminta salinan atau penghapusannya.`,
    },
    refunds: {
      title: 'Kebijakan pengembalian dana',
      description:
        'Jika pelajaran tidak terlaksana, uang Anda kembali: setiap kasus pembatalan, dan ke mana pengembalian dana masuk.',
    },
    communityGuidelines: {
      title: 'Pedoman komunitas',
      description: `Cara siswa, orang tua, dan tutor saling memperlakukan di ${BRAND.name}: jujur, saling menghormati, dan aman bagi anak-anak.`,
    },
  },
  eyebrow: {
    company: BRAND.name,
    policies: 'Kebijakan',
    help: 'Dukungan',
  },
  onThisPage: 'Di halaman ini',
  morePages: 'Informasi lainnya',
  loadFailed: 'Halaman ini tidak dapat dimuat. Periksa koneksi Anda dan coba lagi.',
  retry: 'Coba lagi',
  help: {
    searchLabel: 'Cari di pusat bantuan',
    searchPlaceholder: 'mis. pengembalian dana',
    clear: 'Hapus pencarian',
    topics: 'Topik',
    results_one: '{{count}} jawaban untuk “{{query}}”',
    results_other: '{{count}} jawaban untuk “{{query}}”',
    noResults: 'Tidak ada jawaban untuk “{{query}}”.',
    noResultsHint: 'Coba kata lain, atau tanyakan langsung kepada kami.',
    stillNeedHelp: 'Masih butuh bantuan?',
    stillNeedHelpBody: 'Tim dukungan kami menjawab setiap pesan lewat email.',
    contactUs: 'Hubungi kami',
  },
  contact: {
    formTitle: 'Kirim pesan kepada kami',
    name: 'Nama Anda',
    email: 'Email Anda',
    subject: 'Topik',
    subjectPlaceholder: 'mis. Pengembalian dana untuk pelajaran 12 Mei',
    message: 'Pesan',
    messagePlaceholder: 'Ceritakan apa yang terjadi dan bagaimana kami bisa membantu',
    send: 'Kirim pesan',
    sentTitle: 'Pesan terkirim',
    sendAnother: 'Kirim pesan lain',
  },
};
