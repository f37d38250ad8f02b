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

/** getTutorDashboard: the tutor's home figures (issue 19). */
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
