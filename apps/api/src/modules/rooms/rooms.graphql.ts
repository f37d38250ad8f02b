import {
  STUDY_ROOM_MODES,
  STUDY_ROOM_TOPICS,
  closeStudyRoomSchema,
  createStudyRoomSchema,
  isCountryCode,
  startStudyTimerSchema,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { DomainError, parseInput } from '../../kernel/domain-error';
import { studyRoomStream } from './rooms-live.service';
import { listStudyRooms, staffStudyRooms, studyRoomFor } from './rooms-reads.service';
import {
  closeStudyRoom,
  createStudyRoom,
  enterStudyRoom,
  leaveStudyRoom,
  startStudyRoomTimer,
  stopStudyRoomTimer,
  studyRoomHeartbeat,
} from './rooms.service';
import type { StudyRoomPersonView, StudyRoomView, StudyTimerView } from './rooms.shapes';

const StudyRoomTopicEnum = builder.enumType('StudyRoomTopic', { values: STUDY_ROOM_TOPICS });
const StudyRoomModeEnum = builder.enumType('StudyRoomMode', { values: STUDY_ROOM_MODES });

const StudyRoomPersonType = builder.objectRef<StudyRoomPersonView>('StudyRoomPerson').implement({
  description: 'Someone in a study room now.',
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    avatarUrl: t.exposeString('avatarUrl', { nullable: true }),
  }),
});

const StudyTimerType = builder.objectRef<StudyTimerView>('StudyTimer').implement({
  description:
    "A room's shared focus timer: focus, then break, again, from startedAt (the server's instant).",
  fields: (t) => ({
    startedAt: t.expose('startedAt', { type: 'DateTime' }),
    focusMinutes: t.exposeInt('focusMinutes'),
    breakMinutes: t.exposeInt('breakMinutes'),
  }),
});

export const StudyRoomType = builder.objectRef<StudyRoomView>('StudyRoom').implement({
  description: 'An always-open study room: its topic, mode, capacity, who is in it now and its timer.',
  fields: (t) => ({
    id: t.exposeID('id'),
    country: t.exposeString('country'),
    name: t.exposeString('name'),
    topic: t.expose('topic', { type: StudyRoomTopicEnum }),
    mode: t.expose('mode', { type: StudyRoomModeEnum }),
    capacity: t.exposeInt('capacity'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    closed: t.boolean({ resolve: (room) => room.closedAt !== null }),
    creatorFirstName: t.exposeString('creatorFirstName'),
    present: t.field({
      type: [StudyRoomPersonType],
      nullable: { list: false, items: true },
      resolve: (room) => [...room.present],
    }),
    presentCount: t.int({ resolve: (room) => room.present.length }),
    full: t.boolean({ resolve: (room) => room.present.length >= room.capacity }),
    timer: t.field({ type: StudyTimerType, nullable: true, resolve: (room) => room.timer }),
    serverNow: t.expose('serverNow', {
      type: 'DateTime',
      description: "The server's clock when read: clients correct theirs by it, so the timer is one.",
    }),
    viewerPresent: t.exposeBoolean('viewerPresent'),
    viewerIsCreator: t.exposeBoolean('viewerIsCreator'),
    classroomRoomId: t.exposeID('classroomRoomId', {
      nullable: true,
      description: "The classroom carrying the room's camera and audio (signed-in viewers only).",
    }),
  }),
});

builder.queryFields((t) => ({
  studyRooms: t.field({
    type: [StudyRoomType],
    nullable: { list: false, items: true },
    description: "A market's open study rooms (public), of one topic or all, with who is in each now.",
    args: { country: t.arg.string({ required: true }), topic: t.arg({ type: StudyRoomTopicEnum }) },
    resolve: (_root, args, { deps, viewer }) => {
      const country = args.country.trim().toLowerCase();
      if (!isCountryCode(country))
        throw new DomainError('BAD_USER_INPUT', 'unknownCountry', { country: 'unknownCountry' });
      return listStudyRooms(deps, viewer, country, args.topic ?? null);
    },
  }),
  studyRoom: t.field({
    type: StudyRoomType,
    description: 'One study room (public; a closed one says so).',
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => studyRoomFor(deps, viewer, args.id),
  }),
  staffStudyRooms: t.withAuth({ staff: true }).field({
    type: [StudyRoomType],
    nullable: { list: false, items: true },
    description: 'Staff only: the open study rooms of one market (or of every market), newest first.',
    args: { country: t.arg.string() },
    resolve: (_root, args, { deps }) => {
      const country = args.country?.trim().toLowerCase() ?? null;
      if (country !== null && !isCountryCode(country))
        throw new DomainError('BAD_USER_INPUT', 'unknownCountry', { country: 'unknownCountry' });
      return staffStudyRooms(deps, country);
    },
  }),
}));

builder.mutationFields((t) => ({
  createStudyRoom: t.withAuth({ member: true }).field({
    type: StudyRoomType,
    description: 'Students only: a new room in their market (name, topic, camera or audio, capacity 2–4).',
    args: {
      name: t.arg.string({ required: true }),
      topic: t.arg({ type: StudyRoomTopicEnum, required: true }),
      mode: t.arg({ type: StudyRoomModeEnum, required: true }),
      capacity: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      createStudyRoom(deps, viewer, parseInput(createStudyRoomSchema, args)),
  }),
  enterStudyRoom: t.withAuth({ member: true }).field({
    type: StudyRoomType,
    description: 'The viewer is in the room now (capacity allowing), until they leave or stop beating.',
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => enterStudyRoom(deps, viewer, args.roomId),
  }),
  studyRoomHeartbeat: t.withAuth({ member: true }).field({
    type: StudyRoomType,
    description: 'The room page, every 20 s: keeps the viewer present (a presence unseen for 60 s expires).',
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => studyRoomHeartbeat(deps, viewer, args.roomId),
  }),
  leaveStudyRoom: t.withAuth({ member: true }).field({
    type: StudyRoomType,
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => leaveStudyRoom(deps, viewer, args.roomId),
  }),
  startStudyRoomTimer: t.withAuth({ member: true }).field({
    type: StudyRoomType,
    description:
      'Someone in the room starts the shared focus timer now: 25 or 50 minutes, breaks of 5 or 10.',
    args: {
      roomId: t.arg.id({ required: true }),
      focusMinutes: t.arg.int({ required: true }),
      breakMinutes: t.arg.int({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      startStudyRoomTimer(deps, viewer, {
        roomId: args.roomId,
        ...parseInput(startStudyTimerSchema, args),
      }),
  }),
  stopStudyRoomTimer: t.withAuth({ member: true }).field({
    type: StudyRoomType,
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => stopStudyRoomTimer(deps, viewer, args.roomId),
  }),
  closeStudyRoom: t.withAuth({ staff: true }).field({
    type: StudyRoomType,
    description: 'Staff only: closes a study room; everyone leaves it and no one enters again. Audited.',
    args: { roomId: t.arg.id({ required: true }), reason: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      closeStudyRoom(deps, viewer, parseInput(closeStudyRoomSchema, { ...args, reason: args.reason ?? '' })),
  }),
}));

builder.subscriptionFields((t) => ({
  studyRoomChanged: t.field({
    type: StudyRoomType,
    description: 'The room again after each change of who is in it, of its timer, or when it closes.',
    args: { roomId: t.arg.id({ required: true }) },
    subscribe: (_root, args, { deps, viewer }) => studyRoomStream(deps, viewer, args.roomId),
    resolve: (room) => room,
  }),
}));
