import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sfu, SfuPass } from '../../infra/sfu/sfu';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/ws-client';
import { classroomWorld, moderation, refusalOf } from './testing/classroom-test-helpers';

/** An SFU that records who it admitted and expelled (the real Janus has its own test). */
class RecordingSfu implements Sfu {
  readonly admitted: { roomKey: string; holderKey: string; capacity: number }[] = [];
  readonly expelled: { roomKey: string; holderKey: string; displays: readonly string[] }[] = [];
  async admit(roomKey: string, holderKey: string, capacity: number): Promise<SfuPass> {
    this.admitted.push({ roomKey, holderKey, capacity });
    return { provider: 'JANUS', url: 'ws://sfu.test', room: '42', token: `pass-of-${holderKey}` };
  }
  async expel(roomKey: string, holderKey: string, displays: readonly string[]): Promise<void> {
    this.expelled.push({ roomKey, holderKey, displays });
  }
}

const OPEN_MEDIA = `mutation Media($roomId: ID!) {
  openClassroomMedia(roomId: $roomId) { mode provider url room token }
}`;
const MEDIA_MODE = `query Mode($roomId: ID!) { getClassroom(roomId: $roomId) { mediaMode } }`;

interface Media {
  openClassroomMedia: { mode: string; provider: string | null; room: string | null; token: string | null };
}

let t: TestApp;
let mesh: TestApp;
const sfu = new RecordingSfu();
beforeAll(async () => {
  // Rooms of 2 seats or more through the SFU: every one-to-one lesson.
  const env = {
    JANUS_URL: 'http://janus.test/janus',
    JANUS_WS_URL: 'ws://janus.test',
    CLASSROOM_SFU_FROM: '2',
  };
  t = await startTestApp(env, { sfu });
  mesh = await startTestApp({}, { sfu: null });
});
afterAll(async () => {
  await t.close();
  await mesh.close();
});

describe('classroom media through the SFU', () => {
  it('gives each participant a pass of their own in the window, and nobody else one', async () => {
    const room = classroomWorld(t);
    const lesson = await room.acceptedLesson();
    const mode = await t.gql<{ getClassroom: { mediaMode: string } }>(
      MEDIA_MODE,
      { roomId: lesson.roomId },
      { token: lesson.student.token },
    );
    expect(mode.data?.getClassroom.mediaMode).toBe('SFU');

    room.atMinute(lesson, -11);
    const early = await t.gql(OPEN_MEDIA, { roomId: lesson.roomId }, { token: lesson.student.token });
    expect(refusalOf(early).messageKey).toBe('classroomNotOpenYet');
    const stranger = await room.world.student();
    room.atMinute(lesson, -10);
    const outsider = await t.gql(OPEN_MEDIA, { roomId: lesson.roomId }, { token: stranger.token });
    expect(refusalOf(outsider)).toEqual({ code: 'FORBIDDEN', messageKey: 'classroomNotParticipant' });
    expect(sfu.admitted).toEqual([]);

    const passes = await Promise.all(
      [lesson.tutor, lesson.student].map((party) =>
        t.gql<Media>(OPEN_MEDIA, { roomId: lesson.roomId }, { token: party.token }),
      ),
    );
    expect(passes.map((pass) => pass.data?.openClassroomMedia)).toEqual([
      {
        mode: 'SFU',
        provider: 'JANUS',
        url: 'ws://sfu.test',
        room: '42',
        token: `pass-of-${lesson.tutor.userId}`,
      },
      {
        mode: 'SFU',
        provider: 'JANUS',
        url: 'ws://sfu.test',
        room: '42',
        token: `pass-of-${lesson.student.userId}`,
      },
    ]);
    expect(sfu.admitted.map((entry) => entry.roomKey)).toEqual([lesson.roomId, lesson.roomId]);
    room.atMinute(lesson, 60);
    const late = await t.gql(OPEN_MEDIA, { roomId: lesson.roomId }, { token: lesson.student.token });
    expect(refusalOf(late).messageKey).toBe('classroomEnded');
  });

  it("takes a removed person's pass back and refuses them another", async () => {
    const room = classroomWorld(t);
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, 0);
    const tutor = await room.enter(lesson.tutor.token, lesson.roomId);
    await eventually(async () => {
      const report = await room.attendance(lesson.tutor.token, lesson.roomId);
      return (report.data?.getClassroomAttendance.stays ?? []).length === 1;
    });
    const student = await room.enter(lesson.student.token, lesson.roomId);
    expect((await tutor.subscription.next()).data?.classroomSignals.kind).toBe('JOINED');
    const removed = await t.gql(
      moderation('removeClassroomPeer'),
      { roomId: lesson.roomId, peerId: tutor.peerId, targetPeerId: student.peerId },
      { token: lesson.tutor.token },
    );
    expect(removed.errors).toBeUndefined();
    expect(sfu.expelled).toContainEqual({
      roomKey: lesson.roomId,
      holderKey: lesson.student.userId,
      displays: [student.peerId],
    });
    const again = await t.gql(OPEN_MEDIA, { roomId: lesson.roomId }, { token: lesson.student.token });
    expect(refusalOf(again)).toEqual({ code: 'FORBIDDEN', messageKey: 'classroomRemoved' });
    await room.closeSockets();
  });

  it('stays a mesh without an SFU: no pass, nothing asked of one', async () => {
    const room = classroomWorld(mesh);
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, 0);
    const media = await mesh.gql<Media>(OPEN_MEDIA, { roomId: lesson.roomId }, { token: lesson.tutor.token });
    expect(media.data?.openClassroomMedia).toEqual({
      mode: 'MESH',
      provider: null,
      url: null,
      room: null,
      token: null,
    });
  });
});
