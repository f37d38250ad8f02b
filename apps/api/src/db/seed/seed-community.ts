import { languageForCountry, type CommunityPostKind, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { seedDemoCommunity } from '../../modules/community';

/*
 * A market's demo community: questions with answers (some accepted), posts, comments, votes and
 * follows, in the market's language (Indonesian in id, English elsewhere), so /{country}/community is alive on
 * the first start. Authors rotate through the market's people; answers come from tutors.
 */
interface DemoPost {
  readonly kind: CommunityPostKind;
  readonly title: string;
  readonly body: string;
  readonly tags: readonly string[];
  readonly answers: readonly string[];
  /** Which answer the asker accepted, if any. */
  readonly accepted?: number;
  readonly comments: readonly string[];
}

const POSTS: Record<'en' | 'id', readonly DemoPost[]> = {
  en: [
    {
      kind: 'QUESTION',
      title: 'How many hours a day should I revise before exams?',
      body: 'My exams start in six weeks. Is it better to do long sessions or many short ones?',
      tags: ['revision', 'exams'],
      answers: [
        'Short sessions of 25 to 45 minutes with breaks work better than long ones. Aim for 3 to 4 hours a day.',
        'Start with past papers to find your weak topics, then spend most of your time there.',
      ],
      accepted: 0,
      comments: ['Thanks, this helps a lot!'],
    },
    {
      kind: 'QUESTION',
      title: 'What is the best way to remember chemistry formulas?',
      body: 'I keep mixing up the formulas for moles and concentration.',
      tags: ['chemistry'],
      answers: ['Write each formula with its units and do three problems with it the same day.'],
      comments: [],
    },
    {
      kind: 'QUESTION',
      title: 'Is an online tutor as good as a tutor at home?',
      body: 'My parents are not sure about online lessons. What has your experience been?',
      tags: ['online-lessons'],
      answers: [],
      comments: ['Following this question, I wonder too.'],
    },
    {
      kind: 'POST',
      title: 'My weekly study timetable that finally works',
      body: 'Mornings for maths, afternoons for reading, one day off a week. Sharing in case it helps someone.',
      tags: ['study-tips'],
      answers: [],
      comments: ['Great idea to keep a day off.', 'Saving this!'],
    },
  ],
  id: [
    {
      kind: 'QUESTION',
      title: 'Bagaimana cara belajar efektif untuk UTBK?',
      body: 'Saya punya waktu tiga bulan. Mulai dari mana sebaiknya?',
      tags: ['utbk', 'belajar'],
      answers: [
        'Mulai dengan mengerjakan soal tahun lalu untuk tahu bagian yang lemah, lalu fokus di sana.',
        'Buat jadwal harian dan latihan soal dengan waktu seperti ujian sebenarnya.',
      ],
      accepted: 1,
      comments: ['Terima kasih atas sarannya!'],
    },
    {
      kind: 'QUESTION',
      title: 'Rekomendasi buku latihan matematika SMA?',
      body: 'Yang banyak soal dan pembahasannya jelas.',
      tags: ['matematika'],
      answers: [
        'Coba buku kumpulan soal yang ada pembahasan langkah demi langkah, lalu tanyakan tutor bagian yang sulit.',
      ],
      comments: [],
    },
    {
      kind: 'QUESTION',
      title: 'Apakah tutor online sebagus tutor yang datang ke rumah?',
      body: 'Orang tua saya masih ragu dengan les online. Bagaimana pengalaman kalian?',
      tags: ['les-online'],
      answers: [],
      comments: ['Saya juga ingin tahu, ikut menyimak.'],
    },
    {
      kind: 'POST',
      title: 'Tips fokus belajar di rumah',
      body: 'Simpan ponsel di ruangan lain dan belajar 25 menit, istirahat 5 menit. Semoga membantu!',
      tags: ['tips-belajar'],
      answers: [],
      comments: ['Saya coba mulai besok.'],
    },
  ],
};

const HOUR_MS = 60 * 60 * 1000;

export async function seedMarketCommunity(
  tx: Transaction,
  input: {
    readonly country: CountryCode;
    readonly tutorIds: readonly string[];
    readonly studentIds: readonly string[];
    readonly now: Date;
  },
): Promise<void> {
  const { tutorIds, studentIds } = input;
  if (tutorIds.length < 1 || studentIds.length < 1) return;
  const people = [...studentIds, ...tutorIds];
  const student = (index: number) => studentIds[index % studentIds.length] ?? '';
  const tutor = (index: number) => tutorIds[index % tutorIds.length] ?? '';
  const posts = POSTS[languageForCountry(input.country)];
  let hoursAgo = posts.length * 5;
  for (const [index, post] of posts.entries()) {
    const authorId = post.kind === 'QUESTION' ? student(index) : tutor(index);
    await seedDemoCommunity(tx, {
      country: input.country,
      authorId,
      kind: post.kind,
      title: post.title,
      body: post.body,
      tags: post.tags,
      at: new Date(input.now.getTime() - hoursAgo * HOUR_MS),
      answers: post.answers.map((body, answerIndex) => ({
        authorId: tutor(index + answerIndex),
        body,
        accepted: post.accepted === answerIndex,
        upvoters: people.slice(0, 2 + answerIndex),
      })),
      comments: post.comments.map((body, commentIndex) => ({
        authorId: student(index + commentIndex + 1),
        body,
      })),
      upvoters: people.slice(0, 1 + (index % 3)),
      // Students follow the tutors who answer them.
      followers: post.kind === 'POST' ? studentIds.slice(0, 2) : [],
    });
    hoursAgo -= 5;
  }
}
