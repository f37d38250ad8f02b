/** What Indonesian demo tutors write (Bahasa Indonesia). Data table; see profile-texts.ts for the shape. */
import type { TutorKind } from '@ajar/domain';
import type { ProfileTexts } from './profile-texts';
import { nonAcademicNameIn } from '../../modules/reference';

const ROLE: Readonly<Record<TutorKind, string>> = {
  ACADEMIC: 'Tutor',
  LIFELONG: 'Pelatih',
  COUNSELLING: 'Konselor',
};

/**
 * A lifelong category as a sentence says it: the market's name, its first letter small unless the name holds
 * another proper word ("bahasa Jepang" would be right, but "Muay Thai" must stay whole).
 */
const categoryInSentence = (name: string): string => {
  const indonesian = nonAcademicNameIn('id', name);
  return /\s\p{Lu}/u.test(indonesian) ? indonesian : indonesian.charAt(0).toLowerCase() + indonesian.slice(1);
};

const list = (items: readonly string[]): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} dan ${items.at(-1) ?? ''}`;

export const ID_TEXTS: ProfileTexts = {
  skills: {
    ACADEMIC: ['Persiapan ujian', 'Rencana belajar', 'Sabar', 'Latihan soal', 'Kelas daring', 'Pendampingan PR', 'Teknik belajar', 'Kelas kelompok kecil', 'Laporan perkembangan'],
    LIFELONG: ['Pelatihan performa', 'Kelas kelompok', 'Motivasi', 'Ramah pemula', 'Persiapan ujian grade', 'Jadwal latihan', 'Kelas daring', 'Peserta dewasa'],
    COUNSELLING: ['Perencanaan karier', 'Mendengarkan aktif', 'Esai pendaftaran', 'Beasiswa', 'Latihan wawancara', 'Pendaftaran kuliah', 'Tes minat bakat', 'Konsultasi orang tua'],
  },
  reviews: {
    ACADEMIC: [
      'Penjelasannya runtut dan mudah dipahami; nilai saya naik dalam satu semester.',
      'Sabar dan persiapannya matang. Latihan soalnya sangat membantu sebelum ujian.',
      'Anak saya sekarang selalu menunggu jadwal les berikutnya.',
      'Selalu tepat waktu dan mengirim ringkasan setelah setiap pertemuan. Sangat profesional.',
      'Pelajaran yang dulu paling saya takuti sekarang jadi favorit.',
      'Jeli sekali melihat di bagian mana saya sering kehilangan nilai.',
      'Nilai anak kami naik dari 65 ke 90 dalam dua semester. Terima kasih!',
      'Belajarnya terstruktur tapi tidak membosankan.',
    ],
    LIFELONG: [
      'Kelasnya seru dan terarah. Saya jadi rajin latihan karena kemajuannya terasa.',
      'Sangat sabar dengan pemula dan selalu menyemangati.',
      'Setiap sesi sepadan dengan biayanya, sangat direkomendasikan.',
      'Lulus ujian grade dengan nilai baik berkat bimbingannya.',
      'Sabar mengajar peserta dewasa seperti saya, dan selalu siap.',
      'Anak-anak saya selalu bertanya kapan kelas berikutnya. Itu sudah cukup menjelaskan.',
      'Masukan yang jelas setiap minggu dan jadwal yang pas dengan kesibukan saya.',
    ],
    COUNSELLING: [
      'Membantu kami membandingkan jurusan dan kampus dengan tenang dan jujur.',
      'Anak kami akhirnya yakin mau kuliah di jurusan apa. Terima kasih!',
      'Saran yang praktis soal pendaftaran dan beasiswa.',
      'Latihan wawancaranya sangat membantu.',
      'Mendengarkan dulu, lalu memberi saran yang benar-benar cocok untuk keluarga kami.',
      'Saya diterima di pilihan pertama. Tidak mungkin bisa sendirian.',
      'Jelas, ramah, dan sangat teratur. Sangat direkomendasikan.',
    ],
  },
  articles: {
    ACADEMIC: [
      { title: 'Rencana belajar enam minggu menjelang ujian', tags: ['ujian', 'tips belajar'], body: 'Enam minggu cukup untuk belajar dengan baik asalkan direncanakan. Mulailah dengan mendaftar semua materi dan menandai seberapa yakin kamu pada tiap materi.\n\nGunakan dua minggu pertama untuk materi yang paling lemah, dua minggu berikutnya untuk latihan soal dengan waktu, dan dua minggu terakhir untuk membahas kesalahan. Belajar sebentar setiap hari lebih efektif daripada maraton di akhir pekan.' },
      { title: 'Lima kebiasaan siswa yang suka memecahkan soal', tags: ['kebiasaan', 'matematika'], body: 'Siswa yang suka memecahkan soal tidak lahir begitu saja. Mereka membaca soal dua kali, menggambar sketsa, mencoba contoh kecil, memeriksa jawaban, dan bertanya mengapa caranya berhasil.\n\nLatih lima kebiasaan ini pada satu soal setiap hari, dan dalam sebulan semuanya akan terasa otomatis.' },
      { title: 'Cara membaca soal ujian dengan benar', tags: ['ujian', 'teknik'], body: 'Banyak nilai hilang karena menjawab pertanyaan yang berbeda dari yang diminta. Garis bawahi kata perintahnya (jelaskan, uraikan, hitung) dan bobot nilainya.\n\nBobot nilai memberi tahu berapa poin yang diharapkan penguji. Rencanakan satu poin untuk setiap nilai.' },
      { title: 'Mendampingi anak mengerjakan PR tanpa mengerjakannya', tags: ['orang tua', 'PR'], body: 'Ajukan pertanyaan alih-alih memberi jawaban: soal ini menanyakan apa, apa yang sudah kamu ketahui, apa yang bisa dicoba lebih dulu?\n\nPuji usaha dan strateginya, bukan kecepatannya. Rutinitas yang tenang pada jam yang sama setiap hari lebih membantu daripada aplikasi apa pun.' },
    ],
    LIFELONG: [
      { title: 'Latihan di rumah: jadwal mingguan yang konsisten', tags: ['latihan', 'hobi'], body: 'Lima belas menit yang fokus setiap hari lebih baik daripada dua jam di hari Minggu. Lakukan pemanasan, kerjakan satu target kecil, lalu tutup dengan sesuatu yang kamu sukai.\n\nCatat latihanmu: satu baris sehari sudah cukup untuk melihat kemajuan setelah sebulan.' },
      { title: 'Mulai belajar saat dewasa', tags: ['pemula', 'dewasa'], body: 'Orang dewasa belajar dengan cara berbeda dari anak-anak, bukan lebih buruk. Kamu paham struktur, bisa membuat rencana, dan tahu alasanmu belajar.\n\nPilih lagu atau proyek yang kamu sukai, terima bahwa minggu-minggu pertama terasa lambat, dan rayakan setiap kemajuan kecil.' },
      { title: 'Bersiap untuk tampil pertama kali', tags: ['penampilan', 'percaya diri'], body: 'Gugup itu wajar. Latih seluruh penampilan di depan keluarga atau teman beberapa kali sebelum hari H.\n\nPada hari H, bernapaslah perlahan, mulai dengan tempo yang nyaman, dan ingat bahwa penonton ingin kamu berhasil.' },
    ],
    COUNSELLING: [
      { title: 'Memilih jurusan kuliah: sepuluh pertanyaan penting', tags: ['kuliah', 'karier'], body: 'Sebelum memilih jurusan, tanyakan apa yang kamu senang pelajari, karier apa yang terbuka, bagaimana cara penilaiannya, dan apa yang dilakukan lulusannya lima tahun kemudian.\n\nDatangi acara kampus terbuka, berbincang dengan mahasiswa, dan bandingkan mata kuliahnya, bukan hanya peringkatnya.' },
      { title: 'Menulis esai beasiswa yang menonjol', tags: ['beasiswa', 'pendaftaran'], body: 'Panitia membaca ratusan esai. Buka dengan satu momen yang spesifik, bukan kutipan. Tunjukkan apa yang kamu lakukan, apa yang kamu pelajari, dan apa langkahmu berikutnya.\n\nPatuhi batas kata, minta orang lain membacanya dengan suara keras, dan hapus setiap kalimat yang tidak menambah hal baru.' },
      { title: 'Persiapan wawancara masuk kuliah', tags: ['wawancara', 'pendaftaran'], body: 'Pewawancara ingin melihat cara kamu berpikir. Latih penjelasan mengapa kamu memilih jurusan itu dan ceritakan sesuatu yang kamu baca atau lakukan di luar pelajaran sekolah.\n\nTidak apa-apa berhenti sejenak sebelum menjawab. Berpikir sambil bicara lebih baik daripada jawaban hafalan.' },
    ],
  },
  styles: {
    ACADEMIC: [
      'Saya menjelaskan setiap langkah dengan jelas dan memberi latihan mingguan agar kemajuan terlihat dalam satu semester.',
      'Belajar dengan sabar dan terstruktur, dengan latihan soal UTBK dan kuis singkat.',
      'Saya menyesuaikan cara mengajar dengan gaya belajar setiap siswa dan memberi kabar kepada orang tua setelah setiap pertemuan.',
      'Kelas yang ramah dan terencana untuk membangun rasa percaya diri sebelum ujian.',
      'Fokus pada pemahaman konsep dulu, baru teknik ujian, agar nilai naik dan bertahan.',
      'Langkah kecil, catatan rapi, dan banyak latihan: siswa selalu tahu apa yang harus dikerjakan berikutnya.',
    ],
    LIFELONG: [
      'Kelas santai tapi fokus, dengan rencana latihan sederhana untuk seminggu.',
      'Pemula dan yang ingin belajar lagi dipersilakan; setiap kelas ditutup dengan sesuatu yang sudah bisa kamu lakukan.',
      'Saya mempersiapkan siswa untuk ujian grade dan penampilan, juga untuk menikmati bermain bagi diri sendiri.',
      'Masukan yang jelas, suasana menyenangkan, dan kemajuan yang konsisten.',
    ],
    COUNSELLING: [
      'Saya mendengarkan lebih dulu, lalu membantu siswa dan orang tua membandingkan pilihan dengan tenang dan jujur.',
      'Pendampingan praktis untuk memilih jurusan, pendaftaran, esai, dan wawancara.',
      'Setiap rencana bersifat pribadi: kekuatan, minat, biaya, dan jadwal.',
      'Saya sudah membimbing ratusan siswa masuk ke program yang cocok untuk mereka.',
    ],
  },
  headline: ({ kind, offered, years, city }) =>
    `${ROLE[kind]} ${list(offered.slice(0, 3))} di ${city} dengan pengalaman ${years} tahun.`,
  videoCaption: (firstName, about) => `Halo, saya ${firstName}. ${about}`,
  coachingCertificate: (category) => `Sertifikat instruktur ${category}`,
  coachingStudio: (category) => `Studio ${category}`,
  counsellingCertificate: 'Sertifikat Konseling Karier',
  privateTutoring: 'Les privat',
  categoryName: categoryInSentence,
  parentReviewer: (firstName) => `${firstName}, orang tua siswa`,
  reviewReplies: [
    'Terima kasih banyak! Senang sekali belajar bersama, tetap semangat ya.',
    'Terima kasih atas ulasannya. Sampai jumpa di pelajaran berikutnya!',
    'Saya senang pelajarannya membantu. Terima kasih sudah percaya kepada saya.',
    'Terima kasih! Kerja keras Anda yang membuat perbedaan.',
  ],
}; // prettier-ignore
