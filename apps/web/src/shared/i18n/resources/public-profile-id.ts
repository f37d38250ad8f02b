import type { homeVideosEn, profileViewsEn, publicProfileEn, testimonialsEn } from './public-profile-en';

type Translation<T> = { readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

/** Indonesian texts of the public profile, testimonials, profile views and home videos; same shape as public-profile-en.ts. */
export const publicProfileId: Translation<typeof publicProfileEn> = {
  breadcrumbLabel: 'Navigasi',
  breadcrumbBrowse: 'Cari tutor',
  breadcrumbTutors: 'Tutor',
  kind: {
    ACADEMIC: 'Tutor',
    LIFELONG: 'Coach',
    COUNSELLING: 'Konselor',
  },
  memberSince: 'Bergabung sejak {{date}}',
  ratingSummary: '{{rating}} dari 5',
  testimonialCount_one: '{{count}} testimoni',
  testimonialCount_other: '{{count}} testimoni',
  noTestimonialsYet: 'Belum ada testimoni',
  bookTutor: 'Pesan tutor',
  chat: 'Chat',
  share: 'Bagikan',
  editProfile: 'Ubah profil',
  whoViewed: 'Siapa yang melihat saya',
  priceFrom: 'Les mulai dari',
  perHour: 'per jam',
  subjectsOffered_one: '{{count}} mata pelajaran',
  subjectsOffered_other: '{{count}} mata pelajaran',
  ownerTitle: 'Profil publik Anda',
  ownerNote: 'Inilah yang dilihat siswa. Lengkapi profil Anda agar muncul di pencarian.',
  bookingNote: 'Chat dulu untuk menyepakati waktu dan tempat, lalu pesan les Anda.',
  loadFailedTitle: 'Kami tidak dapat memuat profil ini',
  avatarAlt: 'Foto {{name}}',
  ownerEmpty: 'Belum ada isinya. Tambahkan dari profil Anda.',
  loginPrompt: {
    title: 'Masuk untuk memesan {{name}}',
    body: 'Anda memerlukan akun untuk memesan les dan chat dengan tutor. Hanya butuh satu menit.',
    login: 'Masuk',
    signUp: 'Daftar',
  },
  sections: {
    about: 'Tentang',
    subjects: 'Mata pelajaran dan harga',
    education: 'Pendidikan',
    experience: 'Pengalaman',
    certificates: 'Sertifikat',
    videos: 'Video perkenalan',
    testimonials: 'Testimoni',
    articles: 'Artikel',
  },
  about: {
    school: 'Sekolah',
    skills: 'Keahlian',
    platforms: 'Temukan saya juga di',
    openPlatform: '{{name}} (terbuka di tab baru)',
    noDescription: '{{name}} belum menulis perkenalan.',
  },
  subjects: {
    level: 'Jenjang',
    price: 'Harga per jam',
    counselling: 'Konseling',
  },
  dates: {
    range: '{{from}} – {{to}}',
    present: 'Sekarang',
  },
  experience: {
    ACADEMIC: 'Akademik',
    NON_ACADEMIC: 'Non-akademik',
    COUNSELLING: 'Konseling',
    privateTutor: 'Tutor privat',
  },
  certificates: {
    issuedBy: 'Diterbitkan oleh {{issuer}}',
    issuedOn: 'Diterbitkan {{date}}',
    viewFile: 'Lihat berkas',
  },
  videos: {
    delete: 'Hapus video',
    confirmDelete: 'Hapus video ini?',
    confirmDeleteBody: 'Siswa tidak akan melihatnya lagi di profil Anda.',
    deleted: 'Video dihapus',
  },
  testimonials: {
    guestTitle: 'Masuk untuk melihat testimoni',
    guestBody: 'Testimoni dari siswa hanya ditampilkan kepada anggota yang sudah masuk.',
    login: 'Masuk',
    empty: 'Belum ada testimoni.',
    askOwner: 'Minta testimoni dari siswa Anda',
    subject: 'Tentang {{subject}}',
  },
  articles: {
    views_one: '{{count}} kali dilihat',
    views_other: '{{count}} kali dilihat',
    comments_one: '{{count}} komentar',
    comments_other: '{{count}} komentar',
    upvotes: '{{count}} suka',
    draft: 'Sedang ditinjau',
  },
};

export const testimonialsId: Translation<typeof testimonialsEn> = {
  form: {
    title: 'Tulis testimoni',
    titleFor: 'Tulis testimoni untuk {{name}}',
    subtitle:
      'Ceritakan kepada siswa lain bagaimana rasanya belajar dengan tutor ini. Kami akan mengirim tautan konfirmasi ke email Anda.',
    rating: 'Penilaian',
    review: 'Ulasan',
    reviewPlaceholder: 'Apa yang Anda pelajari? Bagaimana lesnya?',
    subject: 'Mata pelajaran',
    subjectPlaceholder: 'Pilih mata pelajaran (opsional)',
    email: 'Email Anda',
    emailHelp: 'Hanya dipakai untuk mengonfirmasi testimoni Anda; tidak pernah ditampilkan.',
    name: 'Nama Anda',
    namePlaceholder: 'Seperti yang ingin Anda tampilkan',
    submit: 'Kirim testimoni',
    tutorLabel: 'Tutor Anda',
  },
  missingCode: {
    title: 'Tautan testimoni ini tidak lengkap',
    body: 'Minta tutor Anda mengirim ulang tautan testimoninya.',
  },
  success: {
    title: 'Periksa email Anda untuk konfirmasi',
    body: 'Kami mengirim tautan konfirmasi ke {{email}}. Testimoni Anda tampil di profil setelah Anda mengonfirmasinya.',
    bodyNoEmail:
      'Kami mengirimkan tautan konfirmasi kepada Anda. Testimoni Anda tampil di profil setelah Anda mengonfirmasinya.',
  },
  confirm: {
    pendingTitle: 'Mengonfirmasi testimoni Anda…',
    pendingBody: 'Ini hanya sebentar.',
    successTitle: 'Terima kasih! Testimoni Anda sudah tampil',
    successBody: 'Testimoni kini tampil di profil tutor.',
    failedTitle: 'Kami tidak dapat mengonfirmasi testimoni ini',
    missingCode: 'Tautan konfirmasi ini tidak lengkap. Buka lagi tautan dari email Anda.',
  },
};

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
};

export const homeVideosId: Translation<typeof homeVideosEn> = {
  eyebrow: 'Kenali tutor kami',
  title: 'Dengarkan tutor sebelum Anda memesan',
  subtitle: 'Video perkenalan singkat dari tutor di {{market}}.',
  viewProfile: 'Lihat profil',
  videoOf: 'Video perkenalan {{name}}',
};
