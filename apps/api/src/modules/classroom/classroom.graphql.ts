import {
  CLASSROOM_MEDIA_MODES,
  CLASSROOM_ROLES,
  CLASSROOM_ROOM_KINDS,
  CLASSROOM_SIGNAL_KINDS,
  type ClassroomWindowState,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import type { IceServer } from '../../config';
import { attendanceOfRoom } from './classroom-attendance.service';
import { openClassroomMedia } from './classroom-media.service';
import { classroomSignalStream } from './classroom-live.service';
import { classroomOf, leaveClassroom, moderate, sendSignal } from './classroom.service';
import {
  moderateSchema,
  sendSignalSchema,
  type AttendanceStayView,
  type AttendanceTotalView,
  type ClassroomAttendanceView,
  type ClassroomMediaView,
  type ClassroomPeerView,
  type ClassroomSeatView,
  type ClassroomSignalView,
  type ClassroomView,
} from './classroom.shapes';

const WINDOW_STATES: readonly ClassroomWindowState[] = ['OPEN', 'NOT_YET', 'ENDED'];

const ClassroomRoleEnum = builder.enumType('ClassroomRole', { values: CLASSROOM_ROLES });
const ClassroomRoomKindEnum = builder.enumType('ClassroomRoomKind', { values: CLASSROOM_ROOM_KINDS });
const ClassroomStateEnum = builder.enumType('ClassroomState', { values: WINDOW_STATES });
const ClassroomMediaModeEnum = builder.enumType('ClassroomMediaMode', { values: CLASSROOM_MEDIA_MODES });
const ClassroomSignalKindEnum = builder.enumType('ClassroomSignalKind', { values: CLASSROOM_SIGNAL_KINDS });

const IceServerType = builder.objectRef<IceServer>('IceServer').implement({
  description: 'A STUN or TURN server for RTCPeerConnection (ICE_SERVERS).',
  fields: (t) => ({
    urls: t.stringList({ resolve: (server) => [...server.urls] }),
    username: t.string({ nullable: true, resolve: (server) => server.username ?? null }),
    credential: t.string({ nullable: true, resolve: (server) => server.credential ?? null }),
  }),
});

const ClassroomMediaType = builder.objectRef<ClassroomMediaView>('ClassroomMedia').implement({
  description:
    'How a browser sends and receives media in a room: MESH (to each other tab), or SFU with its own pass.',
  fields: (t) => ({
    mode: t.expose('mode', { type: ClassroomMediaModeEnum }),
    provider: t.string({ nullable: true, resolve: (media) => media.sfu?.provider ?? null }),
    url: t.string({ nullable: true, resolve: (media) => media.sfu?.url ?? null }),
    room: t.id({ nullable: true, resolve: (media) => media.sfu?.room ?? null }),
    token: t.string({ nullable: true, resolve: (media) => media.sfu?.token ?? null }),
  }),
});

const ClassroomSeatType = builder.objectRef<ClassroomSeatView>('ClassroomSeat').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.expose('role', { type: ClassroomRoleEnum }),
  }),
});

const ClassroomPeerType = builder.objectRef<ClassroomPeerView>('ClassroomPeer').implement({
  description: 'One browser tab in a room, and who holds it.',
  fields: (t) => ({
    peerId: t.exposeID('peerId'),
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.expose('role', { type: ClassroomRoleEnum }),
  }),
});

const ClassroomType = builder.objectRef<ClassroomView>('Classroom').implement({
  description: 'A live classroom as one of its participants sees it.',
  fields: (t) => ({
    roomId: t.exposeID('roomId'),
    kind: t.expose('kind', { type: ClassroomRoomKindEnum }),
    title: t.exposeString('title'),
    startsAt: t.expose('startsAt', { type: 'DateTime' }),
    endsAt: t.expose('endsAt', { type: 'DateTime' }),
    opensAt: t.expose('opensAt', { type: 'DateTime' }),
    state: t.expose('state', { type: ClassroomStateEnum }),
    removed: t.exposeBoolean('removed'),
    myRole: t.expose('myRole', { type: ClassroomRoleEnum }),
    seats: t.field({ type: [ClassroomSeatType], resolve: (room) => [...room.seats] }),
    iceServers: t.field({ type: [IceServerType], resolve: (room) => [...room.iceServers] }),
    mediaMode: t.expose('mediaMode', { type: ClassroomMediaModeEnum }),
  }),
});

const ClassroomSignalType = builder.objectRef<ClassroomSignalView>('ClassroomSignal').implement({
  fields: (t) => ({
    roomId: t.exposeID('roomId'),
    kind: t.field({
      type: ClassroomSignalKindEnum,
      resolve: (signal) => signal.kind as (typeof CLASSROOM_SIGNAL_KINDS)[number],
    }),
    from: t.field({ type: ClassroomPeerType, nullable: true, resolve: (signal) => signal.from }),
    to: t.exposeID('to', { nullable: true }),
    payload: t.exposeString('payload'),
    sentAt: t.expose('sentAt', { type: 'DateTime' }),
  }),
});

const AttendanceStayType = builder.objectRef<AttendanceStayView>('ClassroomStay').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.expose('role', { type: ClassroomRoleEnum }),
    joinedAt: t.expose('joinedAt', { type: 'DateTime' }),
    leftAt: t.expose('leftAt', { type: 'DateTime', nullable: true }),
    seconds: t.exposeInt('seconds'),
  }),
});

const AttendanceTotalType = builder.objectRef<AttendanceTotalView>('ClassroomAttendee').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    role: t.expose('role', { type: ClassroomRoleEnum }),
    seconds: t.exposeInt('seconds'),
    stays: t.exposeInt('stays'),
    firstJoinedAt: t.expose('firstJoinedAt', { type: 'DateTime', nullable: true }),
  }),
});

const ClassroomAttendanceType = builder.objectRef<ClassroomAttendanceView>('ClassroomAttendance').implement({
  fields: (t) => ({
    roomId: t.exposeID('roomId'),
    stays: t.field({
      type: [AttendanceStayType],
      nullable: { list: false, items: true },
      resolve: (report) => [...report.stays],
    }),
    totals: t.field({
      type: [AttendanceTotalType],
      nullable: { list: false, items: true },
      resolve: (report) => [...report.totals],
    }),
  }),
});

builder.queryFields((t) => ({
  getClassroom: t.withAuth({ member: true }).field({
    type: ClassroomType,
    description: 'A classroom for its participants only: when it opens, who it is for, the ICE servers.',
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => classroomOf(deps, viewer, args.roomId),
  }),
  getClassroomAttendance: t.withAuth({ member: true }).field({
    type: ClassroomAttendanceType,
    description: "Who joined the room, when, and for how long (the lesson's parties only).",
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => attendanceOfRoom(deps, viewer, args.roomId),
  }),
}));

builder.mutationFields((t) => ({
  sendClassroomSignal: t.withAuth({ member: true }).boolean({
    description:
      'From a tab in the room (peerId): OFFER, ANSWER and ICE to one peer (`to`); CHAT, STROKE, CLEAR and MEDIA to all.',
    args: {
      roomId: t.arg.id({ required: true }),
      peerId: t.arg.id({ required: true }),
      to: t.arg.id(),
      kind: t.arg({ type: ClassroomSignalKindEnum, required: true }),
      payload: t.arg.string({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      await sendSignal(deps, viewer, parseInput(sendSignalSchema, args));
      return true;
    },
  }),
  muteClassroomPeer: t.withAuth({ member: true }).boolean({
    description: "The tutor's: asks one peer's browser to turn its microphone off.",
    args: {
      roomId: t.arg.id({ required: true }),
      peerId: t.arg.id({ required: true }),
      targetPeerId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      await moderate(deps, viewer, parseInput(moderateSchema, args), 'MUTE');
      return true;
    },
  }),
  removeClassroomPeer: t.withAuth({ member: true }).boolean({
    description: "The tutor's: ends that person's tabs in the room; they cannot join it again.",
    args: {
      roomId: t.arg.id({ required: true }),
      peerId: t.arg.id({ required: true }),
      targetPeerId: t.arg.id({ required: true }),
    },
    resolve: async (_root, args, { deps, viewer }) => {
      await moderate(deps, viewer, parseInput(moderateSchema, args), 'REMOVED');
      return true;
    },
  }),
  openClassroomMedia: t.withAuth({ member: true }).field({
    type: ClassroomMediaType,
    description: "Entering a room's media: MESH, or the SFU's address and this participant's pass to it.",
    args: { roomId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => openClassroomMedia(deps, viewer, args.roomId),
  }),
  leaveClassroom: t.withAuth({ member: true }).boolean({
    description: 'The tab leaves the room now (closing the classroomSignals subscription does the same).',
    args: { roomId: t.arg.id({ required: true }), peerId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await leaveClassroom(deps, viewer, args.roomId, args.peerId);
      return true;
    },
  }),
}));

builder.subscriptionFields((t) => ({
  classroomSignals: t.field({
    type: ClassroomSignalType,
    description:
      "Entering a classroom: this tab (a fresh peerId) joins, and receives its room's signals for everyone or for it.",
    args: { roomId: t.arg.id({ required: true }), peerId: t.arg.id({ required: true }) },
    subscribe: (_root, args, { deps, viewer }) =>
      classroomSignalStream(deps, viewer, args.roomId, args.peerId),
    resolve: (signal) => signal,
  }),
}));
