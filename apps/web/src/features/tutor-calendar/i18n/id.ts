import type { Translation } from '../../../shared/i18n/translation';
import type { tutorCalendarEn } from './en';

/** Indonesian texts of the tutor calendar on the public profile. */
export const tutorCalendarId: Translation<typeof tutorCalendarEn> = {
  title: 'Kalender',
  ownerHint: 'Pelajaran Anda mulai hari ini. Waktu dalam zona {{zone}}.',
  visitorHint: 'Pilih tanggal untuk memesan pelajaran. Waktu dalam zona {{zone}}.',
  previousMonth: 'Bulan sebelumnya',
  nextMonth: 'Bulan berikutnya',
  emptyMonth: 'Tidak ada pemesanan pada {{month}}.',
  loadFailed: 'Kami tidak dapat memuat kalender',
  dayBookings_one: '{{count}} pemesanan',
  dayBookings_other: '{{count}} pemesanan',
  booked: 'Sudah dipesan',
  bookThisDay: 'Pesan tanggal ini',
  openBookingList: 'Buka daftar pemesanan',
  student: 'Siswa',
  location: 'Lokasi',
  price: 'Harga',
  noLocation: 'Tidak disebutkan',
};
