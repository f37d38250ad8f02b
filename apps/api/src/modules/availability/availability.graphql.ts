import { AVAILABILITY_EXCEPTION_KINDS, type AvailabilityException, type DayInterval } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { blockTime, unblockTime } from './time-blocks.service';
import {
  availabilityFor,
  freeSlotsOf,
  updateAvailability,
  updateTrialLesson,
  type AvailabilityView,
} from './availability.service';

const TrialLessonType = builder
  .objectRef<NonNullable<AvailabilityView['trialLesson']>>('TrialLesson')
  .implement({
    description:
      'A tutor’s trial lesson: a first booking that prepays one lesson, once per student and tutor.',
    fields: (t) => ({
      duration: t.exposeInt('duration', { description: 'Minutes.' }),
      price: t.expose('price', { type: 'Money', description: 'May be 0: a free trial.' }),
      currency: t.exposeString('currency'),
    }),
  });

const DayIntervalType = builder.objectRef<DayInterval>('DayInterval').implement({
  description: 'Minutes after the market’s local midnight: start inclusive, end exclusive (up to 1440).',
  fields: (t) => ({ start: t.exposeInt('start'), end: t.exposeInt('end') }),
});

const DayIntervalInput = builder.inputType('DayIntervalInput', {
  fields: (t) => ({ start: t.int({ required: true }), end: t.int({ required: true }) }),
});

const WeekdayHoursType = builder
  .objectRef<{ weekday: number; intervals: readonly DayInterval[] }>('WeekdayHours')
  .implement({
    description: 'One weekday’s hours: 0 Sunday … 6 Saturday.',
    fields: (t) => ({
      weekday: t.exposeInt('weekday'),
      intervals: t.field({ type: [DayIntervalType], resolve: (day) => [...day.intervals] }),
    }),
  });

const WeekdayHoursInput = builder.inputType('WeekdayHoursInput', {
  fields: (t) => ({
    weekday: t.int({ required: true }),
    intervals: t.field({ type: [DayIntervalInput], required: true }),
  }),
});

/** Seven days from the input's weekdays (a day not named has no hours); null when a weekday repeats or is unknown. */
function weekOf(
  days: readonly { weekday: number; intervals: readonly DayInterval[] }[],
): DayInterval[][] | null {
  const week: DayInterval[][] = Array.from({ length: 7 }, () => []);
  const named = new Set<number>();
  for (const day of days) {
    if (!Number.isInteger(day.weekday) || day.weekday < 0 || day.weekday > 6 || named.has(day.weekday))
      return null;
    named.add(day.weekday);
    week[day.weekday] = [...day.intervals];
  }
  return week;
}

const AvailabilityExceptionKind = builder.enumType('AvailabilityExceptionKind', {
  values: AVAILABILITY_EXCEPTION_KINDS,
  description: 'A day off, extra hours on a date, or hours blocked on a date (not offered).',
});

const AvailabilityExceptionType = builder
  .objectRef<AvailabilityException>('AvailabilityException')
  .implement({
    fields: (t) => ({
      date: t.exposeString('date', { description: 'The market’s date, YYYY-MM-DD.' }),
      kind: t.expose('kind', { type: AvailabilityExceptionKind }),
      intervals: t.field({
        type: [DayIntervalType],
        resolve: (exception) => (exception.kind === 'off' ? [] : [...exception.intervals]),
      }),
    }),
  });

const AvailabilityExceptionInput = builder.inputType('AvailabilityExceptionInput', {
  fields: (t) => ({
    date: t.string({ required: true }),
    kind: t.field({ type: AvailabilityExceptionKind, required: true }),
    intervals: t.field({ type: [DayIntervalInput] }),
  }),
});

const TutorAvailabilityType = builder.objectRef<AvailabilityView>('TutorAvailability').implement({
  description: 'A tutor’s teaching hours in their market’s time zone.',
  fields: (t) => ({
    weekly: t.field({
      type: [WeekdayHoursType],
      description: 'Sunday (0) to Saturday (6): each weekday’s intervals.',
      resolve: (availability) => availability.weekly.map((intervals, weekday) => ({ weekday, intervals })),
    }),
    exceptions: t.field({
      type: [AvailabilityExceptionType],
      resolve: (availability) => [...availability.exceptions],
    }),
    noticeHours: t.exposeInt('noticeHours', { description: 'How long before a lesson it may be booked.' }),
    timeZone: t.exposeString('timeZone'),
    isSet: t.exposeBoolean('isSet', { description: 'False while the tutor keeps the default hours.' }),
    trialLesson: t.field({
      type: TrialLessonType,
      nullable: true,
      description: 'Null when the tutor offers no trial lesson.',
      resolve: (availability) => availability.trialLesson,
    }),
  }),
});

builder.queryFields((t) => ({
  getTutorAvailability: t.field({
    type: TutorAvailabilityType,
    args: { tutorId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps }) => availabilityFor(deps, args.tutorId),
  }),
  getTutorFreeSlots: t.field({
    type: ['DateTime'],
    description:
      'The start times a lesson of `duration` minutes can be booked at with the tutor: their hours less booked ' +
      'lessons, after their notice, from the market date `from` for `days` days (at most 60).',
    args: {
      tutorId: t.arg.id({ required: true }),
      from: t.arg.string({ required: true }),
      days: t.arg.int({ required: true }),
      duration: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { deps }) => freeSlotsOf(deps, args),
  }),
}));

builder.mutationFields((t) => ({
  updateTutorTrialLesson: t.withAuth({ member: true }).field({
    type: TutorAvailabilityType,
    description:
      'The signed-in tutor offers a trial lesson (length in minutes, price maybe 0), or withdraws it.',
    args: {
      offered: t.arg.boolean({ required: true }),
      duration: t.arg.int(),
      price: t.arg({ type: 'Money' }),
    },
    resolve: (_root, args, { deps, viewer }) => updateTrialLesson(deps, viewer, args),
  }),
  updateTutorAvailability: t.withAuth({ member: true }).field({
    type: TutorAvailabilityType,
    description: 'The signed-in tutor’s weekly hours, date exceptions and notice, replaced whole.',
    args: {
      weekly: t.arg({ type: [WeekdayHoursInput], required: true }),
      exceptions: t.arg({ type: [AvailabilityExceptionInput], required: true }),
      noticeHours: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      updateAvailability(deps, viewer, {
        weekly: weekOf(args.weekly) ?? [],
        exceptions: args.exceptions.map((item) =>
          item.kind === 'off'
            ? { date: item.date, kind: 'off' as const }
            : { date: item.date, kind: item.kind, intervals: item.intervals ?? [] },
        ),
        noticeHours: args.noticeHours,
      }),
  }),
  blockTutorTime: t.withAuth({ member: true }).field({
    type: TutorAvailabilityType,
    description:
      'The signed-in tutor blocks `start`–`end` (minutes after the market’s midnight, 30-minute steps) on the ' +
      'market date `date`, from today to 60 days ahead: those hours are no longer offered; lessons booked stay.',
    args: {
      date: t.arg.string({ required: true }),
      start: t.arg.int({ required: true }),
      end: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      blockTime(deps, viewer, { date: args.date, interval: { start: args.start, end: args.end } }),
  }),
  unblockTutorTime: t.withAuth({ member: true }).field({
    type: TutorAvailabilityType,
    description: 'The signed-in tutor gives back blocked hours of a date: offered again within their hours.',
    args: {
      date: t.arg.string({ required: true }),
      start: t.arg.int({ required: true }),
      end: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      unblockTime(deps, viewer, { date: args.date, interval: { start: args.start, end: args.end } }),
  }),
}));
