import { languageForCountry, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { seedDemoFeedThread } from '../../modules/feeds';

/*
 * A market's demo wall: threads by its students and tutors with replies and votes, in the market's language
 * (Indonesian in id, English elsewhere), so /{country}/feeds is alive on the first start.
 */
const THREADS = {
  en: [
    {
      comment: 'Any tips for staying focused when revising at home? I keep checking my phone.',
      replies: [
        'Put the phone in another room and study in 25-minute blocks. It works for me.',
        'A study group on video helps: someone notices when you drift off.',
      ],
    },
    {
      comment:
        'Looking for a good explanation of quadratic equations, see https://en.wikipedia.org/wiki/Quadratic_equation',
      replies: ['Try completing the square first; the formula makes sense after that.'],
    },
    { comment: 'Exams start next month. Good luck everyone!', replies: [] },
  ],
  id: [
    {
      comment: 'Ada tips supaya tetap fokus saat belajar di rumah? Saya sering tergoda membuka ponsel.',
      replies: ['Simpan ponsel di ruangan lain dan belajar 25 menit lalu istirahat 5 menit.'],
    },
    {
      comment: 'Siapa yang punya rekomendasi tutor fisika untuk persiapan UTBK?',
      replies: ['Coba cari di halaman tutor, banyak yang mengajar fisika secara online.', 'Saya bisa bantu!'],
    },
    { comment: 'Ujian mulai bulan depan. Semangat semuanya!', replies: [] },
  ],
} as const;

const MINUTE_MS = 60 * 1000;

export async function seedMarketFeeds(
  tx: Transaction,
  input: {
    readonly country: CountryCode;
    readonly tutorIds: readonly string[];
    readonly studentIds: readonly string[];
    readonly now: Date;
  },
): Promise<void> {
  const people = [...input.studentIds, ...input.tutorIds];
  if (people.length < 2) return;
  const personAt = (index: number) => people[index % people.length] ?? '';
  const threads = THREADS[languageForCountry(input.country)];
  let minutesAgo = threads.length * 90;
  for (const [index, thread] of threads.entries()) {
    const at = new Date(input.now.getTime() - minutesAgo * MINUTE_MS);
    await seedDemoFeedThread(tx, {
      country: input.country,
      authorId: personAt(index),
      comment: thread.comment,
      at,
      replies: thread.replies.map((comment, replyIndex) => ({
        authorId: personAt(index + replyIndex + 1),
        comment,
        at: new Date(at.getTime() + (replyIndex + 1) * 7 * MINUTE_MS),
      })),
      votes: people
        .slice(0, Math.min(people.length, 3 + index))
        .map((userId, voteIndex) => ({ userId, value: voteIndex % 4 === 3 ? -1 : 1 })),
    });
    minutesAgo -= 90;
  }
}
