import type { BookingStatus, CountryCode, CurrencyCode } from '@ajar/domain';
import type { TutorReputationView } from '../reputation';

/** An accepted or paid lesson in the next days, as the tutor's dashboard lists it. */
export interface DashboardLessonView {
  readonly bookingId: string;
  readonly studentName: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly status: BookingStatus;
}

/** A session of one of the tutor's group classes in the next days. */
export interface DashboardClassSessionView {
  readonly sessionId: string;
  readonly classId: string;
  readonly title: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly seats: number;
  readonly seatsTaken: number;
}

/** getTutorDashboard: the tutor's home figures. */
export interface TutorDashboardView {
  readonly country: CountryCode;
  readonly timeZone: string;
  readonly upcomingLessons: readonly DashboardLessonView[];
  readonly upcomingClassSessions: readonly DashboardClassSessionView[];
  /** Minor units of `currency`, earned this calendar month in the market's zone. */
  readonly earningsThisMonth: number;
  readonly currency: CurrencyCode;
  /** Distinct people who opened the profile in the last 7 and 28 days. */
  readonly profileViewsWeek: number;
  readonly profileViewsMonth: number;
  /** Reply time and acceptance rate, as the reputation area computes them. */
  readonly reputation: TutorReputationView;
  readonly completionPercent: number;
}

/** One week of the tutor's Analytics. */
export interface AnalyticsWeekView {
  /** The week's Monday in the market's zone (YYYY-MM-DD). */
  readonly weekStart: string;
  readonly views: number;
  readonly bookings: number;
  /** Minor units of the market's currency. */
  readonly earnings: number;
  readonly conversionPercent: number | null;
}

/** getTutorAnalytics: the last 12 weeks, oldest first. */
export interface TutorAnalyticsView {
  readonly timeZone: string;
  readonly currency: CurrencyCode;
  readonly weeks: readonly AnalyticsWeekView[];
}
