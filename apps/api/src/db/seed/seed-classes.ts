import { languageForCountry, MARKETS, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { seedDemoClass } from '../../modules/classes';

/*
 * A market's demo group classes: three classes by its first three tutors, sessions in the coming
 * weeks at 18:00 or 19:00 local time, and seats taken by its first students, so browse, a class page, My Online
 * Classes and Manage classes all show something on the first start (in Indonesian in id).
 */
const CLASSES = [
  {
    title: 'Exam maths bootcamp',
    description:
      'Three evenings of past-paper practice in a small group: algebra, geometry and the questions that cost most marks. Bring your questions.',
    indonesian: {
      title: 'Bootcamp matematika ujian',
      description:
        'Tiga malam latihan soal ujian tahun lalu dalam kelompok kecil: aljabar, geometri, dan soal yang paling sering mengurangi nilai. Bawa pertanyaan Anda.',
    },
    price: 60,
    seats: 8,
    days: [4, 6, 8],
    hour: 18,
    subjectIndex: 0,
  },
  {
    title: 'Essay writing workshop',
    description:
      'Plan, draft and polish an essay together. Each session ends with feedback on what you wrote, read aloud to the group.',
    indonesian: {
      title: 'Lokakarya menulis esai',
      description:
        'Rencanakan, tulis, dan rapikan esai bersama. Setiap sesi ditutup dengan masukan atas tulisan Anda, dibacakan di depan kelompok.',
    },
    price: 45,
    seats: 12,
    days: [5, 12],
    hour: 19,
    subjectIndex: 1,
  },
  {
    title: 'Science revision circle',
    description:
      'Weekly revision of the key topics, with quick quizzes and a summary sheet after every session.',
    indonesian: {
      title: 'Kelompok belajar ulang IPA',
      description:
        'Pengulangan mingguan topik-topik utama, dengan kuis singkat dan lembar ringkasan setelah setiap sesi.',
    },
    price: 80,
    seats: 10,
    days: [7, 14, 21, 28],
    hour: 18,
    subjectIndex: 2,
  },
] as const;

export async function seedMarketClasses(
  tx: Transaction,
  input: {
    readonly country: CountryCode;
    readonly tutorIds: readonly string[];
    readonly studentIds: readonly string[];
    readonly now: Date;
  },
): Promise<void> {
  // Prices scale with the market: the spec's suggested range's minimum is SG$10, Rp50,000, …
  const scale = MARKETS[input.country].suggestionRange.min / MARKETS.sg.suggestionRange.min;
  for (const [index, demo] of CLASSES.entries()) {
    const tutorId = input.tutorIds[index];
    if (!tutorId) continue;
    const text = languageForCountry(input.country) === 'id' ? demo.indonesian : demo;
    await seedDemoClass(
      tx,
      input.country,
      {
        tutorId,
        title: text.title,
        description: text.description,
        priceMajor: demo.price * scale,
        seats: demo.seats,
        days: demo.days,
        hour: demo.hour,
        subjectIndex: demo.subjectIndex,
        // The demo student holds a seat in the first class; the market's other students fill a few more.
        studentIds: input.studentIds.filter((_, position) =>
          index === 0 ? position < 2 : position === index,
        ),
      },
      input.now,
    );
  }
}
