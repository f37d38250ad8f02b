import type { Translation } from '../../../shared/i18n/translation';
import type { testimonialsEn } from './en';

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
  list: {
    subject: 'Tentang {{subject}}',
    verified: 'Pelajaran terverifikasi',
    replyFrom: 'Balasan dari {{name}}',
    reply: 'Balas',
    replyLabel: 'Balasan Anda',
    replyPlaceholder: 'Ucapkan terima kasih kepada siswa Anda, atau tambahkan yang perlu mereka ketahui',
    replyOnce: 'Anda dapat membalas satu kali; balasan tampil di bawah testimoni untuk semua orang.',
    replySend: 'Terbitkan balasan',
    replyCancel: 'Batal',
    replyRequired: 'Mohon tulis balasan Anda',
    replied: 'Balasan Anda sudah terbit',
    report: 'Laporkan ulasan ini',
  },
  groups: {
    fromLessons: 'Ulasan pelajaran di Ajar',
    fromLinks: 'Testimoni lainnya',
    fromLinksNote: 'Dikirim lewat tautan tutor; tidak dihitung dalam penilaian.',
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
  meta: {
    add: {
      title: 'Tulis testimoni',
      description: 'Ceritakan kepada orang lain bagaimana rasanya belajar dengan tutor ini.',
    },
    success: {
      title: 'Testimoni terkirim',
      description: 'Periksa email Anda untuk mengonfirmasi testimoni Anda.',
    },
    confirm: {
      title: 'Konfirmasi testimoni',
      description: 'Mengonfirmasi testimoni Anda agar tampil di profil tutor.',
    },
  },
};
