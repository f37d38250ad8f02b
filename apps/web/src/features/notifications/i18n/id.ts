import type { Translation } from '../../../shared/i18n/translation';
import type { notificationsDrawerEn } from './drawer-en';
import type { notificationsEn } from './en';

/** Indonesian texts of the header bell. */
export const notificationsId: Translation<typeof notificationsEn> = {
  title: 'Notifikasi',
  bell: 'Notifikasi',
  bellUnread_one: 'Notifikasi, {{count}} belum dibaca',
  bellUnread_other: 'Notifikasi, {{count}} belum dibaca',
};

/** Indonesian texts of the notifications drawer. */
export const notificationsDrawerId: Translation<typeof notificationsDrawerEn> = {
  loadFailed: 'Kami tidak dapat memuat notifikasi Anda',
  emptyTitle: 'Tidak ada yang terlewat',
  emptyBody: 'Testimoni baru, kunjungan profil, pesan, dan tugas akan muncul di sini.',
  someone: 'Seseorang',
  newLabel: 'Baru',
  sentences: {
    TESTIMONIAL_RECEIVED: '{{name}} memberi Anda testimoni',
    PROFILE_VIEWED: '{{name}} melihat profil Anda',
    CHAT_MESSAGE: 'Pesan baru dari {{name}}',
    BOOKING_PAID: '{{name}} memesan dan membayar pelajaran dengan Anda',
    BOOKING_ACCEPTED: '{{name}} menerima pemesanan Anda',
    BOOKING_REJECTED: '{{name}} tidak dapat menerima pemesanan Anda; uangnya kembali ke saldo Anda',
    BOOKING_CANCELLED: '{{name}} membatalkan pemesanan',
    BOOKING_DONE: '{{name}} menandai pelajaran Anda selesai',
    BOOKING_EXPIRED: 'Pemesanan Anda dengan {{name}} tidak dibayar sebelum dimulai, jadi dibatalkan',
    BOOKING_AUTO_REJECTED:
      'Pelajaran Anda dengan {{name}} tidak diterima tepat waktu; uangnya kembali ke saldo',
    BOOKING_COMPLETED: 'Pelajaran Anda dengan {{name}} telah selesai',
    BOOKING_CANCELLED_BY_TUTOR: '{{name}} membatalkan pelajaran Anda; semuanya kembali ke saldo Anda',
    BOOKING_RESCHEDULE_PROPOSED: '{{name}} mengusulkan waktu baru untuk pelajaran Anda',
    BOOKING_RESCHEDULED: '{{name}} menerima waktu baru pelajaran Anda',
    BOOKING_RESCHEDULE_DECLINED: '{{name}} menolak waktu baru; pelajaran tetap pada waktunya',
    LESSON_REVIEW_REQUEST: 'Bagaimana pelajaran Anda dengan {{name}}? Beri penilaian dan tulis ulasan',
    // Disputes
    DISPUTE_OPENED: 'Sengketa dibuka tentang pelajaran Anda',
    DISPUTE_PROPOSAL: 'Usulan baru dalam sengketa Anda: giliran Anda menjawab',
    DISPUTE_MESSAGE: 'Pesan baru dalam sengketa Anda',
    DISPUTE_AGREED: 'Sengketa Anda selesai',
    DISPUTE_TIMED_OUT: 'Waktu giliran habis; usulan saat ini berlaku',
    DISPUTE_ESCALATED: 'Sengketa Anda diteruskan ke tim Ajar',
    DISPUTE_DECIDED: 'Tim Ajar memutuskan sengketa Anda',
    // Group classes
    CLASS_ENROLLED: '{{name}} mengambil kursi di {{title}}',
    CLASS_SESSION_CANCELLED: 'Satu sesi {{title}} dibatalkan; bagiannya sudah kembali ke saldo Anda',
    CLASS_MESSAGE: '{{title}}: {{name}}',
    FEED_MENTION: '{{name}} menyebut Anda di linimasa',
    COMMUNITY_FOLLOWED: '{{name}} mengikuti Anda di komunitas',
    ARTICLE_APPROVED: 'Artikel Anda “{{title}}” sudah terbit',
    ARTICLE_REJECTED: 'Artikel Anda “{{title}}” dikembalikan: {{name}}',
    ARTICLE_COMMENTED: '{{name}} mengomentari artikel Anda “{{title}}”',
    ASSIGNMENT_POSTED: 'Ada tugas baru yang cocok untuk Anda: {{name}}',
    ASSIGNMENT_APPLIED: '{{name}} melamar tugas Anda',
    ASSIGNMENT_APPLIED_titled: '{{name}} melamar tugas Anda “{{title}}”',
    other: 'Anda punya notifikasi baru',
  },
  reminder: {
    title: 'Tips untuk tutor',
    completeProfile: 'Lengkapi profil Anda: profil yang lengkap tampil lebih dulu di pencarian.',
    completeAction: 'Lengkapi profil',
    replyFast: 'Balas dengan cepat: siswa sering memesan tutor yang pertama menjawab.',
    replyAction: 'Buka obrolan',
  },
  desktop: {
    turnOn: 'Aktifkan notifikasi desktop',
    on: 'Notifikasi desktop aktif',
    enabled: 'Notifikasi desktop diaktifkan',
    blocked: 'Browser Anda memblokir notifikasi dari situs ini. Izinkan di pengaturannya.',
  },
};
