import { MARKETS, analyticsWeeksOf, conversionPercent } from '@ajar/domain';
import { and, eq, gte, inArray, lt } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import { bookings } from '../booking';
import { tutorEarnedBetween } from '../ledger';
import { profileViewersPerWeek } from '../profile';
import type { TutorAnalyticsView } from './tutor-dashboard.shapes';

/** Bookings that count for Analytics: the ones the student paid or the tutor accepted, taught or not yet. */
const COUNTED = ['PAID', 'ACCEPTED', 'DONE'] as const;

/**
 * getTutorAnalytics: the last ANALYTICS_WEEKS weeks (Monday to Monday in the tutor's market's zone): distinct
 * profile viewers, bookings made, earnings (lessons and class sessions, as the dashboard counts them) and
 * conversion (bookings ÷ views).
 */
export async function tutorAnalytics(deps: Deps, viewer: Viewer): Promise<TutorAnalyticsView> {
  const market = MARKETS[viewer.country];
  const weeks = analyticsWeeksOf(deps.clock.now(), market.timeZone);
  const first = weeks[0]!;
  const last = weeks.at(-1)!;
  const [views, made, earnings] = await Promise.all([
    profileViewersPerWeek(deps.db, viewer.userId, weeks),
    deps.db
      .select({ at: bookings.createdAt })
      .from(bookings)
      .where(
        and(
          eq(bookings.tutorId, viewer.userId),
          inArray(bookings.status, [...COUNTED]),
          gte(bookings.createdAt, first.from),
          lt(bookings.createdAt, last.to),
        ),
      ),
    Promise.all(
      weeks.map((week) =>
        tutorEarnedBetween(deps.db, { tutorId: viewer.userId, currency: market.currency, ...week }),
      ),
    ),
  ]);
  return {
    timeZone: market.timeZone,
    currency: market.currency,
    weeks: weeks.map((week, index) => {
      const booked = made.filter((row) => row.at >= week.from && row.at < week.to).length;
      const viewed = views[index] ?? 0;
      return {
        weekStart: week.weekStart,
        views: viewed,
        bookings: booked,
        earnings: earnings[index] ?? 0,
        conversionPercent: conversionPercent(booked, viewed),
      };
    }),
  };
}
