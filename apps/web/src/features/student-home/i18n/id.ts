import type { studentHomeEn } from './en';

/** Beranda siswa: tempat mendarat setelah masuk. */
export const studentHomeId: typeof studentHomeEn = {
  meta: {
    home: {
      title: 'Belajar saya',
      description: 'Pelajaran berikutnya, pesan Anda, dan langkah selanjutnya.',
    },
  },
  greeting: 'Hai, {{name}}',
  subtitle: 'Pelajaran dan pesan Anda, dalam waktu {{zone}}',
  loadFailed: 'Kami tidak dapat memuat pelajaran Anda',
  retry: 'Coba lagi',
  nextTitle: 'Pelajaran berikutnya',
  allLessons: 'Semua pelajaran saya',
  noLessons: 'Belum ada pelajaran yang dipesan.',
  noLessonsBody: 'Cari tutor, pilih waktu yang cocok, dan pelajaran Anda tampil di sini.',
  findTutor: 'Cari tutor',
  lessonWith: '{{subject}} bersama {{tutor}}',
  status: {
    PENDING: 'Menunggu pembayaran',
    PAID: 'Menunggu tutor',
    ACCEPTED: 'Terkonfirmasi',
  },
  pay: 'Bayar sekarang',
  message: 'Kirim pesan ke {{name}}',
  manage: 'Jadwalkan ulang atau batalkan',
  messagesTitle: 'Pesan',
  unread_one: 'Anda punya {{count}} pesan belum dibaca.',
  unread_other: 'Anda punya {{count}} pesan belum dibaca.',
  noUnread: 'Tidak ada pesan belum dibaca.',
  openChats: 'Buka pesan',
  recommended: {
    title: 'Rekomendasi untuk Anda',
    editGoals: 'Ubah tujuan saya',
    loadFailed: 'Kami tidak dapat memuat rekomendasi Anda',
    none: 'Belum ada rekomendasi.',
    noneBody:
      'Beri tahu kami apa yang ingin Anda pelajari, anggaran Anda, dan kapan Anda luang, lalu kami sarankan tutor di sini.',
    setGoals: 'Atur tujuan saya',
    seeAll: 'Lihat semua tutor yang cocok',
    teaches: '{{subject}} · {{price}} per jam',
  },
  keepTitle: 'Terus belajar',
  keep: {
    browseTutors: 'Cari tutor lain',
    favourites: 'Tutor yang Anda simpan',
    assignments: 'Kirim tugas',
    classes: 'Ikut kelas grup',
  },
};
