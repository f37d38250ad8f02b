import { randomUUID } from 'node:crypto';
import {
  COUNTRY_CODES,
  MARKETS,
  lessonReviewerName,
  majorToMinor,
  systemAccount,
  userAccount,
  type CountryCode,
} from '@ajar/domain';
import { sql } from 'drizzle-orm';
import type { Transaction } from '../client';
import { bookings } from '../../modules/booking';
import { postTransactions, type PostTransactionInput } from '../../modules/ledger';
import { testimonials } from '../../modules/testimonial';
import { rowsOf } from '../../infra/search/search-text';
import { CROWD_NAMES } from './crowd-names';
import { DEMO_EMAIL_DOMAIN } from './demo-people';
import { makeStudent } from './factories';

/** Students of each market who had lessons with the demo tutors and reviewed them. */
export const LESSON_REVIEWERS_PER_MARKET = 8;
/** The seeded testimonials that stay from the tutor's link (unverified), shown apart from lesson reviews. */
const LINK_REVIEWER_PREFIX = 'reviewer3.';
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface SeededReview {
  readonly id: string;
  readonly tutorId: string;
  readonly country: CountryCode;
  readonly createdAt: Date;
  readonly subject: string;
}

/** The market's reviewers: local names, as the crowd's (a first name only with its community's family names). */
function reviewerPeople(country: CountryCode): { firstName: string; lastName: string }[] {
  const pools = CROWD_NAMES[country];
  return Array.from({ length: LESSON_REVIEWERS_PER_MARKET }, (_, n) => {
    const pool = pools[n % pools.length]!;
    const firsts = n % 2 === 0 ? pool.female : pool.male;
    return {
      firstName: firsts[(n * 5 + 3) % firsts.length]!,
      lastName: pool.last[(n * 7 + 2) % pool.last.length]!,
    };
  });
}

/** The demo's reviews from the tutors' links, with the subject each lesson was about. */
async function seededReviews(tx: Transaction): Promise<SeededReview[]> {
  const result = await tx.execute(sql`
    select t.id, t.tutor_user_id as tutor_id, u.country, t.created_at,
      coalesce(
        (select s.name from subjects s where s.id = t.subject_id),
        (select s.name from profile_subjects ps join subjects s on s.id = ps.subject_id
          where ps.user_id = u.id order by ps.created_at, s.name limit 1),
        (select c.name from profile_non_academic_subjects pn join non_academic_categories c on c.id = pn.non_academic_id
          where pn.user_id = u.id order by pn.order_list, c.name limit 1),
        (select c.name from profile_counselling_subjects pc join counselling_subjects c on c.id = pc.counselling_subject_id
          where pc.user_id = u.id order by pc.order_list, c.name limit 1),
        'Lesson') as subject
    from testimonials t join users u on u.id = t.tutor_user_id
    where t.status = 'ACTIVE' and t.booking_id is null and u.email like ${`%@${DEMO_EMAIL_DOMAIN}`}
      and t.reviewer_email not like ${`${LINK_REVIEWER_PREFIX}%`}
    order by u.country, t.tutor_user_id, t.created_at`);
  return rowsOf<{
    id: string;
    tutor_id: string;
    country: CountryCode;
    created_at: string | Date;
    subject: string;
  }>(result).map((row) => ({
    id: row.id,
    tutorId: row.tutor_id,
    country: row.country,
    createdAt: new Date(row.created_at),
    subject: row.subject,
  }));
}

/**
 * The demo tutors' ratings come from lessons: each seeded review but one of each hand-written tutor (which
 * stays from the link) becomes the review of a lesson one of the market's reviewers had with the tutor the day
 * before, taught at 10:00 UTC, paid by card through escrow and earned by the tutor.
 */
export async function seedLessonReviews(tx: Transaction, now: Date): Promise<void> {
  const reviews = await seededReviews(tx);
  for (const country of COUNTRY_CODES) {
    const ofMarket = reviews.filter((review) => review.country === country);
    if (ofMarket.length === 0) continue;
    const people = reviewerPeople(country);
    const reviewers: { id: string; name: string; email: string }[] = [];
    for (const [n, person] of people.entries()) {
      const made = await makeStudent(tx, {
        ...person,
        country,
        email: `reviewer${n + 1}.${country}@${DEMO_EMAIL_DOMAIN}`,
        dateJoined: new Date(now.getTime() - (200 + n * 11) * DAY_MS),
      });
      reviewers.push({ id: made.id, name: lessonReviewerName(made), email: made.email });
    }
    const market = MARKETS[country];
    const price = majorToMinor(market.suggestionRange.min, market.currency);
    const escrow = systemAccount('BOOKING_ESCROW', market.currency);
    const lessons = ofMarket.map((review, index) => {
      const reviewer = reviewers[index % reviewers.length]!;
      const startTime = new Date(
        Math.floor(review.createdAt.getTime() / DAY_MS) * DAY_MS - DAY_MS + 10 * HOUR_MS,
      );
      const endTime = new Date(startTime.getTime() + HOUR_MS);
      return {
        review,
        reviewer,
        id: randomUUID(),
        startTime,
        endTime,
        paidAt: new Date(startTime.getTime() - DAY_MS),
      };
    });
    await tx.insert(bookings).values(
      lessons.map((lesson) => ({
        id: lesson.id,
        tutorId: lesson.review.tutorId,
        studentId: lesson.reviewer.id,
        subjectName: lesson.review.subject,
        levelName: '',
        startTime: lesson.startTime,
        endTime: lesson.endTime,
        durationMinutes: 60,
        type: 'ONLINE' as const,
        status: 'DONE' as const,
        country,
        currency: market.currency,
        priceMinor: price,
        dueMinor: price,
        paidAt: lesson.paidAt,
        doneAt: lesson.endTime,
        completedAt: new Date(lesson.endTime.getTime() + 3 * DAY_MS),
        createdAt: lesson.paidAt,
      })),
    );
    const postings: PostTransactionInput[] = lessons.flatMap((lesson) => [
      {
        kind: 'PAYMENT',
        idempotencyKey: `seed:booking:${lesson.id}:payment`,
        reference: { type: 'booking', id: lesson.id },
        entries: [
          { account: systemAccount('PAYMENT_CLEARING', market.currency), amountMinor: -price },
          { account: escrow, amountMinor: price },
        ],
        at: lesson.paidAt,
      },
      {
        kind: 'TUTOR_EARNING',
        idempotencyKey: `seed:booking:${lesson.id}:earning`,
        reference: { type: 'booking', id: lesson.id },
        entries: [
          { account: escrow, amountMinor: -price },
          {
            account: userAccount('TUTOR_EARNINGS', lesson.review.tutorId, market.currency),
            amountMinor: price,
          },
        ],
        at: new Date(lesson.endTime.getTime() + 3 * DAY_MS),
      },
    ]);
    await postTransactions(tx, postings);
    // The review names its lesson and its reviewer (one statement for the market).
    await tx.execute(sql`
      update ${testimonials} as t set booking_id = v.booking_id::uuid, reviewer_user_id = v.reviewer_id::uuid,
        reviewer_name = v.reviewer_name, reviewer_email = v.reviewer_email
      from (values ${sql.join(
        lessons.map(
          (lesson) =>
            sql`(${lesson.review.id}, ${lesson.id}, ${lesson.reviewer.id}, ${lesson.reviewer.name}, ${lesson.reviewer.email})`,
        ),
        sql`, `,
      )}) as v(id, booking_id, reviewer_id, reviewer_name, reviewer_email)
      where t.id = v.id::uuid`);
  }
}
