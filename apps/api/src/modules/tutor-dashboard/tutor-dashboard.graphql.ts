import { builder } from '../../graphql/builder';
import { BookingStatusEnum } from '../booking/transport';
import { TutorReputationType } from '../reputation/transport';
import { tutorAnalytics } from './tutor-analytics.service';
import { tutorDashboard } from './tutor-dashboard.service';
import type {
  AnalyticsWeekView,
  TutorAnalyticsView,
  DashboardClassSessionView,
  DashboardLessonView,
  TutorDashboardView,
} from './tutor-dashboard.shapes';

const DashboardLessonType = builder.objectRef<DashboardLessonView>('DashboardLesson').implement({
  fields: (t) => ({
    bookingId: t.exposeID('bookingId'),
    studentName: t.exposeString('studentName'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    status: t.expose('status', { type: BookingStatusEnum }),
  }),
});

const DashboardClassSessionType = builder
  .objectRef<DashboardClassSessionView>('DashboardClassSession')
  .implement({
    fields: (t) => ({
      sessionId: t.exposeID('sessionId'),
      classId: t.exposeID('classId'),
      title: t.exposeString('title'),
      startsAt: t.expose('startsAt', { type: 'DateTime' }),
      endsAt: t.expose('endsAt', { type: 'DateTime' }),
      seats: t.exposeInt('seats'),
      seatsTaken: t.exposeInt('seatsTaken'),
    }),
  });

const TutorDashboardType = builder.objectRef<TutorDashboardView>('TutorDashboard').implement({
  description: "A tutor's home in the side menu: the next days, this month, and how they are doing.",
  fields: (t) => ({
    country: t.exposeString('country'),
    timeZone: t.exposeString('timeZone', { description: "The market's zone, in which times are shown." }),
    upcomingLessons: t.field({
      type: [DashboardLessonType],
      nullable: { list: false, items: true },
      description:
        'Paid and accepted lessons starting in the next DASHBOARD_UPCOMING_DAYS days (or under way).',
      resolve: (dashboard) => dashboard.upcomingLessons,
    }),
    upcomingClassSessions: t.field({
      type: [DashboardClassSessionType],
      nullable: { list: false, items: true },
      description:
        "Sessions of the tutor's open group classes starting in the next DASHBOARD_UPCOMING_DAYS days.",
      resolve: (dashboard) => dashboard.upcomingClassSessions,
    }),
    earningsThisMonth: t.expose('earningsThisMonth', {
      type: 'Money',
      description:
        "Minor units of `currency` earned (lessons and class sessions) this calendar month, market's zone.",
    }),
    currency: t.exposeString('currency'),
    profileViewsWeek: t.exposeInt('profileViewsWeek', { description: 'Distinct viewers, last 7 days.' }),
    profileViewsMonth: t.exposeInt('profileViewsMonth', { description: 'Distinct viewers, last 28 days.' }),
    reputation: t.field({ type: TutorReputationType, resolve: (dashboard) => dashboard.reputation }),
    completionPercent: t.exposeFloat('completionPercent'),
  }),
});

const AnalyticsWeekType = builder.objectRef<AnalyticsWeekView>('TutorAnalyticsWeek').implement({
  fields: (t) => ({
    weekStart: t.exposeString('weekStart', { description: "The week's Monday in the market's zone." }),
    views: t.exposeInt('views', { description: 'Distinct people who opened the profile that week.' }),
    bookings: t.exposeInt('bookings', {
      description: 'Bookings made that week, now paid, accepted or done.',
    }),
    earnings: t.expose('earnings', { type: 'Money', description: 'Minor units of `currency` earned.' }),
    conversionPercent: t.exposeFloat('conversionPercent', {
      nullable: true,
      description: 'Bookings ÷ views, in percent; null without views.',
    }),
  }),
});

const TutorAnalyticsType = builder.objectRef<TutorAnalyticsView>('TutorAnalytics').implement({
  fields: (t) => ({
    timeZone: t.exposeString('timeZone'),
    currency: t.exposeString('currency'),
    weeks: t.field({
      type: [AnalyticsWeekType],
      description: 'The last ANALYTICS_WEEKS weeks, oldest first, the current one last.',
      resolve: (analytics) => [...analytics.weeks],
    }),
  }),
});

builder.queryFields((t) => ({
  getTutorAnalytics: t.withAuth({ tutor: true }).field({
    type: TutorAnalyticsType,
    description: "Tutors only: views, bookings, earnings and conversion per week, in the market's zone.",
    resolve: (_root, _args, { deps, viewer }) => tutorAnalytics(deps, viewer),
  }),
  getTutorDashboard: t.withAuth({ tutor: true }).field({
    type: TutorDashboardType,
    description: "Tutors only: the signed-in tutor's dashboard figures.",
    resolve: (_root, _args, { deps, viewer }) => tutorDashboard(deps, viewer),
  }),
}));
