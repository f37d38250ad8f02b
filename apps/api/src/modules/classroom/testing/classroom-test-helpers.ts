import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app';
import { openSocket, socketUrlOf, type SocketClient, type SocketSubscription } from '../../../test/ws-client';
import { ADD_BOOKING, UPDATE_BOOKING, bookingWorld, type Party } from '../../booking/testing';

export const CLASSROOM_SIGNALS = `subscription Signals($roomId: ID!, $peerId: ID!) {
  classroomSignals(roomId: $roomId, peerId: $peerId) {
    roomId kind to payload sentAt from { peerId userId firstName lastName role }
  }
}`;
export const SEND_SIGNAL = `mutation Send($roomId: ID!, $peerId: ID!, $to: ID, $kind: ClassroomSignalKind!, $payload: String!) {
  sendClassroomSignal(roomId: $roomId, peerId: $peerId, to: $to, kind: $kind, payload: $payload)
}`;
export const GET_CLASSROOM = `query Room($roomId: ID!) {
  getClassroom(roomId: $roomId) {
    roomId kind title startsAt endsAt opensAt state removed myRole
    seats { userId firstName lastName role } iceServers { urls username credential }
  }
}`;
export const GET_ATTENDANCE = `query Attendance($roomId: ID!) {
  getClassroomAttendance(roomId: $roomId) {
    roomId stays { userId role joinedAt leftAt seconds } totals { userId role seconds stays firstJoinedAt }
  }
}`;
export const moderation = (name: 'muteClassroomPeer' | 'removeClassroomPeer') =>
  `mutation Moderate($roomId: ID!, $peerId: ID!, $targetPeerId: ID!) {
    ${name}(roomId: $roomId, peerId: $peerId, targetPeerId: $targetPeerId)
  }`;

export interface Signal {
  roomId: string;
  kind: string;
  to: string | null;
  payload: string;
  from: { peerId: string; userId: string; role: string } | null;
}

export interface Lesson {
  readonly tutor: Party;
  readonly student: Party;
  readonly bookingId: string;
  readonly roomId: string;
  readonly classUrl: string;
  readonly startTime: string;
  readonly endTime: string;
}

/** An accepted booking tomorrow (paid from balance) and its classroom, through GraphQL. */
export function classroomWorld(t: TestApp) {
  const world = bookingWorld(t);
  const sockets: SocketClient[] = [];
  let url: string | undefined;

  async function acceptedLesson(): Promise<Lesson> {
    const tutor = await world.tutor();
    const student = await world.student();
    const added = await t.gql<{ addBooking: { booking: { pvid: string }; bookingPrice: number } }>(
      ADD_BOOKING,
      {
        tutorPvid: tutor.userId,
        subjectPvid: tutor.subjectLevelId,
        type: 'ONLINE',
        location: 'Ajar',
        ...world.lesson(24),
      },
      { token: student.token },
    );
    expect(added.errors).toBeUndefined();
    const bookingId = added.data?.addBooking.booking.pvid ?? '';
    await world.topUp(student.userId, added.data?.addBooking.bookingPrice ?? 0);
    expect(
      (await t.gql(UPDATE_BOOKING, { id: bookingId, status: 'PAID' }, { token: student.token })).errors,
    ).toBeUndefined();
    const accepted = await t.gql<{
      updateBooking: { classUrl: string | null; startTime: string; endTime: string };
    }>(UPDATE_BOOKING, { id: bookingId, status: 'ACCEPTED' }, { token: tutor.token });
    expect(accepted.errors).toBeUndefined();
    const booking = accepted.data?.updateBooking;
    const classUrl = booking?.classUrl ?? '';
    return {
      tutor: { ...tutor },
      student,
      bookingId,
      classUrl,
      roomId: classUrl.split('/').at(-1) ?? '',
      startTime: booking?.startTime ?? '',
      endTime: booking?.endTime ?? '',
    };
  }

  /** Puts the test clock `minutes` after the lesson's start (negative: before). */
  const atMinute = (lesson: Lesson, minutes: number) =>
    t.clock.set(new Date(Date.parse(lesson.startTime) + minutes * 60_000));

  async function socket(token?: string): Promise<SocketClient> {
    url ??= await socketUrlOf(t.app);
    const client = openSocket(url, token);
    sockets.push(client);
    return client;
  }

  /** A tab entering the room: its subscription, whose first result is either a refusal or the next signal. */
  async function enter(token: string, roomId: string, peerId: string = crypto.randomUUID()) {
    const subscription: SocketSubscription<{ classroomSignals: Signal }> = (await socket(token)).subscribe(
      CLASSROOM_SIGNALS,
      { roomId, peerId },
    );
    return { peerId, subscription };
  }

  const send = (token: string, variables: Record<string, unknown>) =>
    t.gql<{ sendClassroomSignal: boolean }>(SEND_SIGNAL, variables, { token });

  const attendance = (token: string, roomId: string) =>
    t.gql<{
      getClassroomAttendance: {
        stays: { userId: string; role: string; joinedAt: string; leftAt: string | null; seconds: number }[];
        totals: { userId: string; role: string; seconds: number; stays: number }[];
      };
    }>(GET_ATTENDANCE, { roomId }, { token });

  const closeSockets = () => Promise.all(sockets.map((client) => client.close()));

  return { world, acceptedLesson, atMinute, enter, send, attendance, socket, closeSockets };
}

/** The one error of a subscription's first result, or of a request. */
export function refusalOf(result: {
  errors?: readonly { extensions?: Record<string, unknown> }[] | undefined;
}) {
  const extensions = result.errors?.[0]?.extensions ?? {};
  return { code: extensions['code'], messageKey: extensions['messageKey'] };
}
