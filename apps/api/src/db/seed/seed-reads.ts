import type { CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { seedDemoArticles, seedDemoBlogPosts, type DemoArticle } from '../../modules/reads';

/*
 * A market's demo reads: articles of its tutors in every status (published with votes, comments and
 * views; one in review; one sent back with the team's reason) and a few posts of the team's blog, in
 * Indonesian for the id market and in English elsewhere, so reads/public and reads/blogs are alive at once.
 */
interface Text {
  readonly title: string;
  readonly body: string;
  readonly subject: string;
  readonly tags: readonly string[];
}

const p = (...paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join('');

export const READS_ARTICLES: Readonly<Record<'en' | 'id', readonly Text[]>> = {
  en: [
    {
      title: 'Five habits that make revision stick',
      subject: 'Study skills',
      tags: ['revision', 'exams'],
      body:
        '<h2>Little and often</h2>' +
        p(
          'Twenty-five focused minutes every day beat a five-hour cram on Sunday. Your memory keeps what it meets again and again.',
          'Test yourself before you reread: <strong>recall first</strong>, then check. It feels harder, and that is why it works.',
        ) +
        '<ul><li>Mix topics in one session.</li><li>Explain an idea out loud.</li><li>Sleep well before the exam.</li></ul>',
    },
    {
      title: 'Quadratic equations without tears',
      subject: 'Mathematics',
      tags: ['maths', 'algebra'],
      body:
        p(
          'Most students learn the formula before they know what it does. Start with <em>completing the square</em> and the formula explains itself.',
          'Draw the parabola: the roots are where it crosses the x-axis. See <a href="https://en.wikipedia.org/wiki/Quadratic_equation">the overview</a> for more.',
        ) + '<blockquote>If you can sketch it, you can solve it.</blockquote>',
    },
    {
      title: 'How to read a physics question',
      subject: 'Physics',
      tags: ['physics', 'exams'],
      body: p(
        'Underline what is given, circle what is asked, and write the units next to every number before you touch a formula.',
        'Half of the marks lost in physics exams are lost in the first thirty seconds of reading.',
      ),
    },
    {
      title: 'Writing an essay plan in ten minutes',
      subject: 'English',
      tags: ['writing', 'english'],
      body: p(
        'A plan is a list of points in order, nothing more. One line for the claim, three lines for the reasons, one for the answer to the other side.',
        'Students who plan write less and score more.',
      ),
    },
  ],
  id: [
    {
      title: 'Lima kebiasaan agar materi pelajaran melekat',
      subject: 'Keterampilan belajar',
      tags: ['belajar', 'ujian'],
      body:
        '<h2>Sedikit tapi sering</h2>' +
        p(
          'Dua puluh lima menit fokus setiap hari lebih baik daripada belajar lima jam semalam sebelum ujian.',
          'Uji diri Anda sebelum membaca ulang: <strong>ingat dulu</strong>, lalu periksa. Terasa lebih sulit, dan justru itu yang membuatnya berhasil.',
        ) +
        '<ul><li>Campur beberapa topik dalam satu sesi.</li><li>Jelaskan ide dengan suara keras.</li><li>Tidur cukup sebelum ujian.</li></ul>',
    },
    {
      title: 'Persamaan kuadrat tanpa pusing',
      subject: 'Matematika',
      tags: ['matematika', 'aljabar'],
      body: p(
        'Banyak siswa menghafal rumus sebelum memahami artinya. Mulailah dengan <em>melengkapkan kuadrat</em>, maka rumusnya akan terasa masuk akal.',
        'Gambarlah parabolanya: akar-akarnya adalah titik potong dengan sumbu x.',
      ),
    },
    {
      title: 'Cara membaca soal fisika',
      subject: 'Fisika',
      tags: ['fisika', 'utbk'],
      body: p(
        'Garis bawahi yang diketahui, lingkari yang ditanyakan, dan tulis satuan di samping setiap angka sebelum memakai rumus.',
        'Separuh nilai yang hilang dalam ujian fisika hilang pada tiga puluh detik pertama membaca soal.',
      ),
    },
    {
      title: 'Membuat kerangka esai dalam sepuluh menit',
      subject: 'Bahasa Indonesia',
      tags: ['menulis', 'esai'],
      body: p(
        'Kerangka hanyalah daftar poin yang berurutan. Satu baris untuk gagasan utama, tiga baris untuk alasan, satu untuk tanggapan atas pendapat lain.',
      ),
    },
  ],
};

const COMMENTS = {
  en: [
    'This helped me a lot, thank you!',
    'Could you write one about chemistry too?',
    'Clear and short. Saved.',
  ],
  id: ['Sangat membantu, terima kasih!', 'Bisa tulis juga tentang kimia?', 'Jelas dan singkat. Saya simpan.'],
} as const;

const REJECT_REASON = {
  en: 'Please add an example and a source for the figures in the second paragraph.',
  id: 'Mohon tambahkan contoh dan sumber untuk angka di paragraf kedua.',
} as const;

const BLOG = {
  en: [
    {
      title: 'Welcome to Reads',
      tags: ['ajar', 'news'],
      body: p(
        'Reads is where tutors share what they know. Every article is read by our team before it goes live, so what you find here is worth your time.',
        'Tutors: write from your dashboard, add a cover and tags, and send it to us.',
      ),
    },
    {
      title: 'How we review articles',
      tags: ['ajar', 'guidelines'],
      body:
        p('We look for three things: it is correct, it is yours, and it helps a student.') +
        '<ol><li>Accurate facts, with sources for figures.</li><li>Your own words.</li><li>No advertising.</li></ol>',
    },
  ],
  id: [
    {
      title: 'Selamat datang di Reads',
      tags: ['ajar', 'berita'],
      body: p(
        'Reads adalah tempat para tutor berbagi pengetahuan. Setiap artikel dibaca tim kami sebelum terbit.',
        'Tutor: tulis dari dasbor Anda, tambahkan sampul dan tag, lalu kirim kepada kami.',
      ),
    },
    {
      title: 'Cara kami meninjau artikel',
      tags: ['ajar', 'panduan'],
      body:
        p('Kami mencari tiga hal: benar, tulisan Anda sendiri, dan membantu siswa.') +
        '<ol><li>Fakta yang akurat, dengan sumber untuk angka.</li><li>Kata-kata Anda sendiri.</li><li>Tanpa iklan.</li></ol>',
    },
  ],
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;
const cover = (index: number) => `/reads/cover-${(index % 4) + 1}.jpg`;

export async function seedMarketReads(
  tx: Transaction,
  input: {
    readonly country: CountryCode;
    readonly tutorIds: readonly string[];
    readonly studentIds: readonly string[];
    readonly now: Date;
  },
): Promise<void> {
  const language = input.country === 'id' ? 'id' : 'en';
  const [first, second] = input.tutorIds;
  if (!first) return;
  const readers = [...input.studentIds, ...input.tutorIds.slice(2)];
  const texts = READS_ARTICLES[language];
  const authorOf = (index: number) => (index % 2 === 1 && second ? second : first);
  const articles: DemoArticle[] = texts.map((text, index) => {
    const status = index < 2 ? 'PUBLISHED' : index === 2 ? 'IN_REVIEW' : 'REJECTED';
    const at = new Date(input.now.getTime() - (index + 1) * 3 * DAY_MS);
    return {
      ...text,
      authorId: authorOf(index),
      image: cover(index + input.country.length),
      status,
      ...(status === 'REJECTED' ? { rejectReason: REJECT_REASON[language] } : {}),
      at,
      views: 30 + index * 17 + readers.length,
      votes: readers.slice(0, 4 + index).map((userId, vote) => ({ userId, value: vote === 3 ? -1 : 1 })),
      comments: readers.slice(0, 2 - index > 0 ? 2 : 1).map((authorId, c) => ({
        authorId,
        comment: COMMENTS[language][(c + index) % COMMENTS[language].length] ?? '',
        at: new Date(at.getTime() + (c + 1) * 3600 * 1000),
      })),
    };
  });
  await seedDemoArticles(tx, articles);
  await seedDemoBlogPosts(
    tx,
    BLOG[language].map((post, index) => ({
      country: input.country,
      ...post,
      image: cover(index + 2),
      at: new Date(input.now.getTime() - (index + 1) * 5 * DAY_MS),
    })),
  );
}
