import type { feedsEn } from './en';

/** Teks bahasa Indonesia halaman feeds. */
export const feedsId: typeof feedsEn = {
  meta: {
    page: {
      title: 'Linimasa',
      description: 'Bertanya, berbagi, dan menjawab bersama siswa dan tutor di negara Anda, langsung.',
    },
  },
  title: 'Linimasa',
  subtitle: 'Bertanya, berbagi, dan menjawab bersama siswa dan tutor di {{country}}',
  composer: {
    label: 'Tulis komentar',
    placeholder: 'Ajukan pertanyaan atau bagikan tips. Ketik @ untuk menyebut seseorang.',
    submit: 'Kirim',
    counter: '{{count}} / {{max}} karakter',
    mentionsLabel: 'Orang yang dapat disebut',
    mention: 'Sebut {{name}}',
  },
  reply: {
    open: 'Balas',
    label: 'Tulis balasan untuk {{name}}',
    placeholder: 'Tulis balasan. Ketik @ untuk menyebut seseorang.',
    submit: 'Balas',
    cancel: 'Batal',
    count: '{{count}} balasan',
    count_one: '{{count}} balasan',
  },
  vote: {
    up: 'Suka ({{count}})',
    down: 'Tidak suka ({{count}})',
    failed: 'Suara Anda tidak terhitung. Silakan coba lagi.',
  },
  report: 'Laporkan komentar',
  by: 'Diposting oleh {{name}}',
  empty: 'Belum ada apa pun di dinding',
  emptyBody: 'Jadilah yang pertama bertanya atau berbagi tips.',
  loadMore: 'Muat lebih banyak',
  loadFailed: 'Feed tidak dapat dimuat.',
  retry: 'Coba lagi',
  signedOut: 'Masuk untuk berkomentar, membalas, dan memberi suara.',
  logIn: 'Masuk',
  posted: 'Komentar Anda sudah ada di dinding',
  replied: 'Balasan Anda terkirim',
};
