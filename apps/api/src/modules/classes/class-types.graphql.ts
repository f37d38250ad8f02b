import { CLASS_ENROLMENT_STATUSES, CLASS_STATUSES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import type {
  ClassEnrolmentView,
  ClassPageView,
  ClassSessionView,
  ClassView,
  MyClassView,
  TutorClassView,
} from './classes.shapes';

export const ClassStatusEnum = builder.enumType('ClassStatus', { values: CLASS_STATUSES });
export const ClassEnrolmentStatusEnum = builder.enumType('ClassEnrolmentStatus', {
  values: CLASS_ENROLMENT_STATUSES,
});

const ClassSessionType = builder.objectRef<ClassSessionView>('ClassSession').implement({
  description: 'One session of a group class, in UTC (pages show it in the market’s zone).',
  fields: (t) => ({
    id: t.exposeID('id'),
    startTime: t.expose('startTime', { type: 'DateTime' }),
    endTime: t.expose('endTime', { type: 'DateTime' }),
    share: t.expose('share', {
      type: 'Money',
      description: 'This session’s share of a seat’s price: what its cancellation refunds each student.',
    }),
    cancelled: t.exposeBoolean('cancelled'),
    earned: t.exposeBoolean('earned', { description: 'Its shares went to the tutor’s earnings (it ended).' }),
    classUrl: t.exposeString('classUrl', {
      nullable: true,
      description:
        'Its live classroom, /{country}/ajar-classes/join/{room}: for the tutor and students with a live seat only; null when cancelled.',
    }),
  }),
});

const NamedRefType = builder
  .objectRef<{ readonly pvid: string; readonly name: string }>('ClassReference')
  .implement({ fields: (t) => ({ pvid: t.exposeID('pvid'), name: t.exposeString('name') }) });

const ClassTutorType = builder.objectRef<ClassView['tutor']>('ClassTutor').implement({
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    token: t.exposeString('token'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatar: t.exposeString('avatar', { nullable: true }),
  }),
});

export const GroupClassType = builder.objectRef<ClassView>('GroupClass').implement({
  description: 'A group class — one tutor, several students, a schedule of sessions.',
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    description: t.exposeString('description'),
    country: t.exposeString('country'),
    currency: t.exposeString('currency'),
    price: t.expose('price', { type: 'Money', description: 'The price of a seat.' }),
    due: t.expose('due', {
      type: 'Money',
      description: 'What a seat costs now: the shares of the sessions not cancelled.',
    }),
    seats: t.exposeInt('seats'),
    seatsTaken: t.exposeInt('seatsTaken'),
    status: t.expose('status', { type: ClassStatusEnum }),
    subject: t.field({ type: NamedRefType, resolve: (row) => row.subject }),
    level: t.field({ type: NamedRefType, resolve: (row) => row.level }),
    cover: t.exposeString('cover', { nullable: true, description: 'Path of the cover image, or null.' }),
    tutor: t.field({ type: ClassTutorType, resolve: (row) => row.tutor }),
    sessions: t.field({ type: [ClassSessionType], resolve: (row) => [...row.sessions] }),
    enrolmentOpen: t.exposeBoolean('enrolmentOpen', {
      description: 'Open, and its first session not cancelled has not started.',
    }),
    viewerEnrolled: t.exposeBoolean('viewerEnrolled'),
    viewerIsTutor: t.exposeBoolean('viewerIsTutor'),
  }),
});

const ClassEnrolmentType = builder.objectRef<ClassEnrolmentView>('ClassEnrolment').implement({
  fields: (t) => ({
    id: t.exposeID('id'),
    studentPvid: t.exposeID('studentPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    paid: t.expose('paid', { type: 'Money' }),
    refunded: t.expose('refunded', { type: 'Money' }),
    status: t.expose('status', { type: ClassEnrolmentStatusEnum }),
    enrolledAt: t.expose('enrolledAt', { type: 'DateTime' }),
  }),
});

export const TutorClassType = builder.objectRef<TutorClassView>('TutorClass').implement({
  description: 'A class as its tutor manages it.',
  fields: (t) => ({
    class: t.field({ type: GroupClassType, resolve: (row) => row.class }),
    enrolments: t.field({
      type: [ClassEnrolmentType],
      nullable: { list: false, items: true },
      resolve: (row) => [...row.enrolments],
    }),
    earned: t.expose('earned', { type: 'Money', description: 'Moved to the tutor’s earnings so far.' }),
    held: t.expose('held', { type: 'Money', description: 'In escrow for the sessions still to come.' }),
  }),
});

export const MyClassType = builder.objectRef<MyClassView>('MyOnlineClass').implement({
  description: 'A student’s seat in a class (My Online Classes).',
  fields: (t) => ({
    enrolmentId: t.exposeID('enrolmentId'),
    status: t.expose('status', { type: ClassEnrolmentStatusEnum }),
    paid: t.expose('paid', { type: 'Money' }),
    refunded: t.expose('refunded', { type: 'Money', description: 'Returned for cancelled sessions.' }),
    enrolledAt: t.expose('enrolledAt', { type: 'DateTime' }),
    class: t.field({ type: GroupClassType, resolve: (row) => row.class }),
  }),
});

export const ClassPageType = builder.objectRef<ClassPageView>('ClassPage').implement({
  fields: (t) => ({
    items: t.field({
      type: [GroupClassType],
      nullable: { list: false, items: true },
      resolve: (page) => [...page.items],
    }),
    total: t.exposeInt('total', { description: 'How many classes match: a count, not an amount.' }),
    page: t.exposeInt('page'),
    pageSize: t.exposeInt('pageSize'),
  }),
});
