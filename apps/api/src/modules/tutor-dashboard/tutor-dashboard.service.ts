import {
  DASHBOARD_UPCOMING_DAYS,
  MARKETS,
  completedSections,
  completionPercent,
  zonedMonthOf,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { bookingsEndingAfter } from '../booking';
import { upcomingSessionsOfTutor } from '../classes';
import { tutorEarnedBetween } from '../ledger';
import { profileCoresOf, profileViewStats } from '../profile';
import { reputationsOf } from '../reputation';
import type { TutorDashboardView } from './tutor-dashboard.shapes';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * getTutorDashboard: the signed-in tutor's lessons and class sessions of the next DASHBOARD_UPCOMING_DAYS,
 * what they earned this calendar month in their market's zone, profile views, reputation and completion.
 */
export async function tutorDashboard(deps: Deps, viewer: Viewer): Promise<TutorDashboardView> {
  const now = deps.clock.now();
  const until = new Date(now.getTime() + DASHBOARD_UPCOMING_DAYS * DAY_MS);
  const [core] = await profileCoresOf(deps.db, [viewer.userId]);
  if (!core) throw new DomainError('NOT_FOUND', 'notFound');
  const country = core.user.country;
  const market = MARKETS[country];
  const month = zonedMonthOf(now, market.timeZone);
  const [lessons, sessions, earned, views, reputations] = await Promise.all([
    bookingsEndingAfter(deps.db, viewer.userId, 'tutor', ['PAID', 'ACCEPTED'], now),
    upcomingSessionsOfTutor(deps.db, viewer.userId, now, until),
    tutorEarnedBetween(deps.db, { tutorId: viewer.userId, currency: market.currency, ...month }),
    profileViewStats(deps, viewer),
    reputationsOf(deps.db, [viewer.userId], now),
  ]);
  return {
    country,
    timeZone: market.timeZone,
    upcomingLessons: lessons
      .filter(({ booking }) => booking.startTime < until)
      .map(({ booking, student }) => ({
        bookingId: booking.id,
        studentName: `${student.firstName} ${student.lastName}`.trim(),
        startTime: booking.startTime,
        endTime: booking.endTime,
        status: booking.status,
      })),
    upcomingClassSessions: sessions,
    earningsThisMonth: earned,
    currency: market.currency,
    profileViewsWeek: views.oneWeek,
    profileViewsMonth: views.oneMonth,
    reputation: reputations[0] ?? { medianReplyMinutes: null, replyWithin: null, acceptanceRate: null },
    completionPercent: completionPercent(completedSections(core.facts)),
  };
}
