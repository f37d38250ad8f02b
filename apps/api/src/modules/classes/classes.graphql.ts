import { builder } from '../../graphql/builder';
import { createClass, updateClass } from './class-create.service';
import { enrolInClass } from './class-enrol.service';
import { browseClasses, classFor, myOnlineClasses, tutorClasses } from './class-reads.service';
import { cancelClassSession, messageClassStudents } from './class-session.service';
import { ClassPageType, GroupClassType, MyClassType, TutorClassType } from './class-types.graphql';

const ClassSessionInput = builder.inputType('ClassSessionInput', {
  description:
    'A session as the tutor enters it: a date and start time in their market’s zone, and a length.',
  fields: (t) => ({
    date: t.string({ required: true, description: 'YYYY-MM-DD in the market’s zone.' }),
    time: t.string({ required: true, description: 'HH:mm (24 h), on a quarter hour.' }),
    durationMinutes: t.int({ required: true }),
  }),
});

const ClassEnrolmentResultType = builder
  .objectRef<{ classId: string; enrolmentId: string; paidMinor: number; currency: string }>(
    'ClassEnrolmentResult',
  )
  .implement({
    fields: (t) => ({
      classId: t.exposeID('classId'),
      enrolmentId: t.exposeID('enrolmentId'),
      paid: t.expose('paidMinor', { type: 'Money' }),
      currency: t.exposeString('currency'),
    }),
  });

const ClassSessionCancelledType = builder
  .objectRef<{ refunded: number; students: number }>('ClassSessionCancelled')
  .implement({
    fields: (t) => ({
      refunded: t.expose('refunded', { type: 'Money', description: 'Refunded in all, to every student.' }),
      students: t.exposeInt('students', { description: 'How many students were refunded.' }),
    }),
  });

builder.queryFields((t) => ({
  getClasses: t.field({
    type: ClassPageType,
    description:
      'A market’s group classes still taking students (public), soonest first: by subject, level, the first session’s local dates, price per seat and words.',
    args: {
      country: t.arg.string({ required: true }),
      subjectPvid: t.arg.id(),
      levelPvid: t.arg.id(),
      fromDate: t.arg.string(),
      toDate: t.arg.string(),
      minPrice: t.arg({ type: 'Money' }),
      maxPrice: t.arg({ type: 'Money' }),
      keywords: t.arg.string(),
      page: t.arg.int(),
    },
    resolve: (_root, args, { deps, viewer }) => browseClasses(deps, viewer, args),
  }),
  getClass: t.field({
    type: GroupClassType,
    description: 'One group class’s page (public).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => classFor(deps, viewer, args.id),
  }),
  getMyTutorClasses: t.withAuth({ tutor: true }).field({
    type: [TutorClassType],
    nullable: { list: false, items: true },
    description: 'Manage classes: the tutor’s own classes, newest first, with their students and money.',
    resolve: (_root, _args, { deps, viewer }) => tutorClasses(deps, viewer),
  }),
  getMyOnlineClasses: t.withAuth({ member: true }).field({
    type: [MyClassType],
    nullable: { list: false, items: true },
    description: 'My Online Classes: the viewer’s seats, newest first.',
    resolve: (_root, _args, { deps, viewer }) => myOnlineClasses(deps, viewer),
  }),
}));

builder.mutationFields((t) => ({
  createClass: t.withAuth({ tutor: true }).field({
    type: GroupClassType,
    description:
      'A tutor publishes a group class in their market and currency (price per seat in minor units); fails with ‘Create class fiald.’ when something unexpected goes wrong.',
    args: {
      title: t.arg.string({ required: true }),
      subjectPvid: t.arg.id({ required: true }),
      levelPvid: t.arg.id({ required: true }),
      description: t.arg.string({ required: true }),
      coverPvid: t.arg.id(),
      seats: t.arg.int({ required: true }),
      price: t.arg({ type: 'Money', required: true }),
      sessions: t.arg({ type: [ClassSessionInput], required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      const id = await createClass(deps, viewer, { ...args, priceMinor: args.price });
      return classFor(deps, viewer, id);
    },
  }),
  updateClass: t.withAuth({ tutor: true }).field({
    type: GroupClassType,
    description:
      'Title, description and cover any time; the price only while nobody is enrolled; the seats never below those taken.',
    args: {
      id: t.arg.id({ required: true }),
      title: t.arg.string(),
      description: t.arg.string(),
      coverPvid: t.arg.id(),
      seats: t.arg.int(),
      price: t.arg({ type: 'Money' }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      const { id, price, ...rest } = args;
      const input = Object.fromEntries(
        Object.entries({ ...rest, priceMinor: price }).filter(
          ([, value]) => value !== null && value !== undefined,
        ),
      );
      return classFor(deps, viewer, await updateClass(deps, viewer, id, input));
    },
  }),
  cancelClassSession: t.withAuth({ tutor: true }).field({
    type: ClassSessionCancelledType,
    description: 'Cancels a session not yet started; every enrolled student gets its share back at once.',
    args: { classId: t.arg.id({ required: true }), sessionId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      cancelClassSession(deps, viewer, args.classId, args.sessionId),
  }),
  messageClassStudents: t.withAuth({ tutor: true }).field({
    type: 'Int',
    description: 'Sends a message to every enrolled student (as a notification); answers how many got it.',
    args: { classId: t.arg.id({ required: true }), message: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      messageClassStudents(deps, viewer, args.classId, args.message),
  }),
  enrolInClass: t.withAuth({ member: true }).field({
    type: ClassEnrolmentResultType,
    description: 'A student takes a seat, paid from their balance (insufficientBalance when it is short).',
    args: { classId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => enrolInClass(deps, viewer, args.classId),
  }),
}));
