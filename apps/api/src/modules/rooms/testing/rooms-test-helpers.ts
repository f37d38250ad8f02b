import type { CountryCode } from '@ajar/domain';
import { afterAll, beforeAll } from 'vitest';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { sessionFor } from '../../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { openSocket, socketUrlOf, type SocketClient } from '../../../test/ws-client';

/** What the study rooms tests share: the app, people, and the room operations. */

export const ROOM_FIELDS = `id country name topic mode capacity closed creatorFirstName presentCount full
  present { userId firstName } timer { startedAt focusMinutes breakMinutes } serverNow viewerPresent
  viewerIsCreator classroomRoomId`;

export interface RoomBody {
  id: string;
  country: string;
  name: string;
  topic: string;
  mode: string;
  capacity: number;
  closed: boolean;
  presentCount: number;
  full: boolean;
  present: { userId: string; firstName: string }[];
  timer: { startedAt: string; focusMinutes: number; breakMinutes: number } | null;
  viewerPresent: boolean;
  viewerIsCreator: boolean;
  classroomRoomId: string | null;
}

export const CREATE_ROOM = `mutation($name: String!, $topic: StudyRoomTopic!, $mode: StudyRoomMode!, $capacity: Int!) {
  createStudyRoom(name: $name, topic: $topic, mode: $mode, capacity: $capacity) { ${ROOM_FIELDS} } }`;
export const LIST_ROOMS = `query($country: String!, $topic: StudyRoomTopic) {
  studyRooms(country: $country, topic: $topic) { ${ROOM_FIELDS} } }`;
export const GET_ROOM = `query($id: ID!) { studyRoom(id: $id) { ${ROOM_FIELDS} } }`;
export const ENTER = `mutation($roomId: ID!) { enterStudyRoom(roomId: $roomId) { ${ROOM_FIELDS} } }`;
export const HEARTBEAT = `mutation($roomId: ID!) { studyRoomHeartbeat(roomId: $roomId) { ${ROOM_FIELDS} } }`;
export const LEAVE = `mutation($roomId: ID!) { leaveStudyRoom(roomId: $roomId) { ${ROOM_FIELDS} } }`;
export const START_TIMER = `mutation($roomId: ID!, $focusMinutes: Int!, $breakMinutes: Int!) {
  startStudyRoomTimer(roomId: $roomId, focusMinutes: $focusMinutes, breakMinutes: $breakMinutes) { ${ROOM_FIELDS} } }`;
export const STOP_TIMER = `mutation($roomId: ID!) { stopStudyRoomTimer(roomId: $roomId) { ${ROOM_FIELDS} } }`;
export const CLOSE_ROOM = `mutation($roomId: ID!, $reason: String) {
  closeStudyRoom(roomId: $roomId, reason: $reason) { ${ROOM_FIELDS} } }`;
export const STAFF_ROOMS = `query { staffStudyRooms { ${ROOM_FIELDS} } }`;
export const ROOM_CHANGED = `subscription($roomId: ID!) { studyRoomChanged(roomId: $roomId) { ${ROOM_FIELDS} } }`;

export let t: TestApp;
const sockets: SocketClient[] = [];

export function setUpRooms(): void {
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(async () => {
    await Promise.all(sockets.map((client) => client.close()));
    await t.close();
  });
}

export interface Member {
  readonly userId: string;
  readonly token: string;
}

let people = 0;
export async function member(
  country: CountryCode = 'sg',
  kind: 'student' | 'tutor' = 'student',
): Promise<Member> {
  people += 1;
  const make = kind === 'student' ? makeStudent : makeTutor;
  const user = await make(t.deps.db, {
    email: `room-${kind}-${people}-${Date.now()}@example.test`,
    firstName: `Sam${people}`,
    country,
  });
  return { userId: user.id, token: await sessionFor(t, user) };
}

export async function createRoomAs(who: Member, extra: Record<string, unknown> = {}): Promise<RoomBody> {
  const result = await t.gql<{ createStudyRoom: RoomBody }>(
    CREATE_ROOM,
    { name: 'Calculus grind', topic: 'MATHS', mode: 'CAMERA', capacity: 3, ...extra },
    { token: who.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createStudyRoom;
}

export const enter = (who: Member, roomId: string) =>
  t.gql<{ enterStudyRoom: RoomBody }>(ENTER, { roomId }, { token: who.token });

export async function socket(token: string): Promise<SocketClient> {
  const client = openSocket(await socketUrlOf(t.app), token);
  sockets.push(client);
  return client;
}
