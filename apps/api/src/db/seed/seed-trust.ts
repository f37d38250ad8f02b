import { MARKETS, lessonPriceMinor, majorToMinor, type CountryCode } from '@ajar/domain';
import type { Transaction } from '../client';
import { tutorAvailability, tutorTrialLessons } from '../../modules/availability';

/**
 * A market's demo teaching terms: two tutors offer a trial lesson (one free, one at a small price)
 * and one keeps evening and Saturday hours with a day's notice, so the booking dialog, the public calendar and
 * the hours page show the rules at work. The other tutors keep the default hours.
 */
export async function seedMarketTeachingTerms(
  tx: Transaction,
  input: { readonly country: CountryCode; readonly tutorIds: readonly string[]; readonly now: Date },
): Promise<void> {
  const market = MARKETS[input.country];
  const [, freeTrial, , , pricedTrial, evenings] = input.tutorIds;
  const trials = [
    { userId: freeTrial, durationMinutes: 30, priceMinor: 0 },
    {
      userId: pricedTrial,
      durationMinutes: 30,
      priceMinor: lessonPriceMinor(majorToMinor(market.suggestionRange.min, market.currency), 30),
    },
  ];
  for (const trial of trials)
    if (trial.userId)
      await tx
        .insert(tutorTrialLessons)
        .values({ ...trial, userId: trial.userId, currency: market.currency, updatedAt: input.now });
  if (evenings)
    await tx.insert(tutorAvailability).values({
      userId: evenings,
      // Sunday first: weekday evenings 17:00–21:00, Saturday 09:00–13:00.
      weekly: [
        [],
        ...Array.from({ length: 5 }, () => [{ start: 17 * 60, end: 21 * 60 }]),
        [{ start: 9 * 60, end: 13 * 60 }],
      ],
      exceptions: [],
      noticeHours: 24,
      updatedAt: input.now,
    });
}
