import { MARKETS, majorToMinor, systemAccount, userAccount, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { bookings } from '../../modules/booking';
import { postTransactions } from '../../modules/ledger';
import { seedProfileViews } from '../../modules/profile';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Distinct viewers and taught lessons in each of the last 12 weeks, oldest first: a tutor slowly found. */
const VIEWS = [2, 3, 3, 4, 5, 4, 6, 7, 6, 8, 9, 7];
const LESSONS = [0, 1, 1, 1, 2, 1, 2, 2, 2, 3, 3, 2];

/**
 * The analytics history of a market's first tutor: profile views by the market's people, and lessons
 * booked, taught and earned in each of the last 12 weeks, so the Analytics page shows its charts on first start.
 * The lessons are in the past, 90 minutes apart at night (no one else's lessons are then), paid through escrow.
 */
export async function seedTutorAnalytics(
  tx: Transaction,
  input: {
    readonly country: CountryCode;
    readonly tutorId: string;
    readonly viewerIds: readonly string[];
    readonly studentIds: readonly string[];
    readonly now: Date;
  },
): Promise<void> {
  const { country, tutorId, viewerIds, studentIds, now } = input;
  const market = MARKETS[country];
  const price = majorToMinor(market.suggestionRange.min, market.currency);
  const views = VIEWS.flatMap((count, index) => {
    const weekAgo = VIEWS.length - 1 - index;
    return viewerIds.slice(0, count).map((viewerUserId, viewer) => ({
      viewerUserId,
      viewedUserId: tutorId,
      viewedAt: new Date(now.getTime() - weekAgo * 7 * DAY_MS - ((viewer % 5) + 1) * 3_600_000),
    }));
  });
  await seedProfileViews(tx, views);
  if (studentIds.length === 0) return;
  for (const [index, count] of LESSONS.entries()) {
    const weeksAgo = LESSONS.length - 1 - index;
    for (let lesson = 0; lesson < count; lesson += 1) {
      // Booked a day or more before, taught at 01:00 + 90 minutes × n UTC, always before now.
      const startTime = new Date(
        Math.floor((now.getTime() - weeksAgo * 7 * DAY_MS - 2 * DAY_MS) / DAY_MS) * DAY_MS +
          3_600_000 +
          lesson * 5_400_000,
      );
      const createdAt = new Date(startTime.getTime() - DAY_MS);
      const [row] = await tx
        .insert(bookings)
        .values({
          tutorId,
          studentId: studentIds[(index + lesson) % studentIds.length]!,
          subjectName: 'Mathematics',
          levelName: 'Secondary 2',
          startTime,
          endTime: new Date(startTime.getTime() + 3_600_000),
          durationMinutes: 60,
          type: 'ONLINE',
          status: 'DONE',
          country,
          currency: market.currency,
          priceMinor: price,
          dueMinor: price,
          paidAt: createdAt,
          doneAt: new Date(startTime.getTime() + 3_600_000),
          createdAt,
        })
        .returning({ id: bookings.id });
      const bookingId = row!.id;
      const escrow = systemAccount('BOOKING_ESCROW', market.currency);
      await postTransactions(tx, [
        {
          kind: 'PAYMENT',
          idempotencyKey: `seed:booking:${bookingId}:payment`,
          reference: { type: 'booking', id: bookingId },
          entries: [
            { account: systemAccount('PAYMENT_CLEARING', market.currency), amountMinor: -price },
            { account: escrow, amountMinor: price },
          ],
          at: createdAt,
        },
        {
          kind: 'TUTOR_EARNING',
          idempotencyKey: `seed:booking:${bookingId}:earning`,
          reference: { type: 'booking', id: bookingId },
          entries: [
            { account: escrow, amountMinor: -price },
            { account: userAccount('TUTOR_EARNINGS', tutorId, market.currency), amountMinor: price },
          ],
          at: new Date(startTime.getTime() + 2 * 3_600_000),
        },
      ]);
    }
  }
}
