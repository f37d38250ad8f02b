import { CLASSROOM_EARLY_ENTRY_MINUTES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/ws-client';
import { attendanceOf } from './index';
import {
  GET_CLASSROOM,
  classroomWorld,
  moderation,
  refusalOf,
  type Lesson,
} from './testing/classroom-test-helpers';

let t: TestApp;
let room: ReturnType<typeof classroomWorld>;
beforeAll(async () => {
  t = await startTestApp(process.env['REDIS_URL'] ? { REDIS_URL: process.env['REDIS_URL'] } : {});
  room = classroomWorld(t);
});
afterAll(async () => {
  await room.closeSockets();
  await t.close();
});

const getClassroom = (token: string | undefined, roomId: string) =>
  t.gql<{ getClassroom: { state: string; myRole: string; iceServers: { urls: string[] }[]; title: string } }>(
    GET_CLASSROOM,
    { roomId },
    token ? { token } : {},
  );

/** Waits until the tab's stay is open (its subscription is live on the server). */
async function untilIn(lesson: Lesson, userId: string, stays: number): Promise<void> {
  await eventually(async () => {
    const report = await room.attendance(lesson.tutor.token, lesson.roomId);
    return (
      (report.data?.getClassroomAttendance.stays ?? []).filter(
        (stay) => stay.userId === userId && stay.leftAt === null,
      ).length === stays
    );
  });
}

describe('access to a lesson’s classroom', () => {
  it('writes the classUrl when the tutor accepts, /{country}/ajar-classes/join/{room}', async () => {
    const lesson = await room.acceptedLesson();
    expect(lesson.classUrl).toMatch(/^\/sg\/ajar-classes\/join\/[0-9a-f-]{36}$/);
    const seen = await getClassroom(lesson.student.token, lesson.roomId);
    expect(seen.errors).toBeUndefined();
    expect(seen.data?.getClassroom).toMatchObject({ state: 'NOT_YET', myRole: 'STUDENT' });
    expect(seen.data?.getClassroom.iceServers[0]?.urls[0]).toMatch(/^stun:/);
    expect((await getClassroom(lesson.tutor.token, lesson.roomId)).data?.getClassroom.myRole).toBe('TUTOR');
  });

  it('lets only the two parties in, signed-out visitors are asked to log in', async () => {
    const lesson = await room.acceptedLesson();
    const outsider = await room.world.student();
    expect(refusalOf(await getClassroom(outsider.token, lesson.roomId))).toEqual({
      code: 'FORBIDDEN',
      messageKey: 'classroomNotParticipant',
    });
    expect(refusalOf(await getClassroom(undefined, lesson.roomId)).code).toBe('UNAUTHENTICATED');
    expect(refusalOf(await getClassroom(outsider.token, crypto.randomUUID())).messageKey).toBe(
      'classroomNotParticipant',
    );
    room.atMinute(lesson, 0);
    const intruder = await room.enter(outsider.token, lesson.roomId);
    expect(refusalOf(await intruder.subscription.next())).toEqual({
      code: 'FORBIDDEN',
      messageKey: 'classroomNotParticipant',
    });
    const visitor = (await room.socket()).subscribe(
      'subscription { classroomSignals(roomId: "x", peerId: "y") { kind } }',
    );
    expect(refusalOf(await visitor.next()).code).toBe('UNAUTHENTICATED');
    expect(refusalOf(await room.attendance(outsider.token, lesson.roomId)).messageKey).toBe(
      'classroomNotParticipant',
    );
  });

  it('opens 10 minutes before the start and closes at the end (the test clock)', async () => {
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, -CLASSROOM_EARLY_ENTRY_MINUTES - 1);
    const early = await room.enter(lesson.student.token, lesson.roomId);
    expect(refusalOf(await early.subscription.next())).toEqual({
      code: 'CONFLICT',
      messageKey: 'classroomNotOpenYet',
    });
    room.atMinute(lesson, -CLASSROOM_EARLY_ENTRY_MINUTES);
    expect((await getClassroom(lesson.student.token, lesson.roomId)).data?.getClassroom.state).toBe('OPEN');
    const inTime = await room.enter(lesson.student.token, lesson.roomId);
    await untilIn(lesson, lesson.student.userId, 1);
    inTime.subscription.stop();
    room.atMinute(lesson, 60);
    const late = await room.enter(lesson.tutor.token, lesson.roomId);
    expect(refusalOf(await late.subscription.next())).toEqual({
      code: 'CONFLICT',
      messageKey: 'classroomEnded',
    });
  });
});

describe('attendance', () => {
  it('records each join and leave, sums the stays, and is evidence for the trust rules', async () => {
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, -5);
    const tutorTab = await room.enter(lesson.tutor.token, lesson.roomId);
    await untilIn(lesson, lesson.tutor.userId, 1);
    room.atMinute(lesson, 0);
    const first = await room.enter(lesson.student.token, lesson.roomId);
    expect((await tutorTab.subscription.next()).data?.classroomSignals).toMatchObject({
      kind: 'JOINED',
      from: { peerId: first.peerId, userId: lesson.student.userId, role: 'STUDENT' },
    });
    room.atMinute(lesson, 20);
    first.subscription.stop();
    // A closed tab is a leave: the room hears it and the stay ends.
    expect((await tutorTab.subscription.next()).data?.classroomSignals).toMatchObject({
      kind: 'LEFT',
      from: { peerId: first.peerId },
    });
    room.atMinute(lesson, 30);
    const again = await room.enter(lesson.student.token, lesson.roomId);
    await untilIn(lesson, lesson.student.userId, 1);
    room.atMinute(lesson, 45);
    expect(
      (
        await t.gql(
          'mutation($r: ID!, $p: ID!) { leaveClassroom(roomId: $r, peerId: $p) }',
          { r: lesson.roomId, p: again.peerId },
          { token: lesson.student.token },
        )
      ).errors,
    ).toBeUndefined();
    await untilIn(lesson, lesson.student.userId, 0);

    const report = (await room.attendance(lesson.student.token, lesson.roomId)).data?.getClassroomAttendance;
    const studentStays = report?.stays.filter((stay) => stay.userId === lesson.student.userId);
    expect(studentStays?.map((stay) => stay.seconds)).toEqual([20 * 60, 15 * 60]);
    expect(report?.totals.find((total) => total.role === 'STUDENT')).toMatchObject({
      seconds: 35 * 60,
      stays: 2,
    });
    // The tutor is still in: their stay counts to now.
    expect(report?.totals.find((total) => total.role === 'TUTOR')).toMatchObject({
      seconds: 50 * 60,
      stays: 1,
    });
    const evidence = await attendanceOf(t.deps, 'BOOKING', lesson.bookingId);
    expect(evidence?.totals.map((total) => [total.role, total.seconds])).toEqual([
      ['TUTOR', 50 * 60],
      ['STUDENT', 35 * 60],
    ]);
    tutorTab.subscription.stop();
  });
});

describe('the tutor’s controls', () => {
  it('mutes one peer; removes another, who cannot rejoin', async () => {
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, 1);
    const tutorTab = await room.enter(lesson.tutor.token, lesson.roomId);
    await untilIn(lesson, lesson.tutor.userId, 1);
    const studentTab = await room.enter(lesson.student.token, lesson.roomId);
    await tutorTab.subscription.next();
    const ids = { roomId: lesson.roomId, peerId: studentTab.peerId, targetPeerId: tutorTab.peerId };
    expect(
      refusalOf(await t.gql(moderation('muteClassroomPeer'), ids, { token: lesson.student.token })),
    ).toEqual({
      code: 'FORBIDDEN',
      messageKey: 'classroomTutorOnly',
    });
    const asTutor = { roomId: lesson.roomId, peerId: tutorTab.peerId, targetPeerId: studentTab.peerId };
    expect(
      (await t.gql(moderation('muteClassroomPeer'), asTutor, { token: lesson.tutor.token })).errors,
    ).toBeUndefined();
    expect((await studentTab.subscription.next()).data?.classroomSignals).toMatchObject({
      kind: 'MUTE',
      to: studentTab.peerId,
    });
    expect(
      (await t.gql(moderation('removeClassroomPeer'), asTutor, { token: lesson.tutor.token })).errors,
    ).toBeUndefined();
    expect((await studentTab.subscription.next()).data?.classroomSignals.kind).toBe('REMOVED');
    expect(await studentTab.subscription.ended).toEqual({ completed: true });
    // The tutor (who sent the removal) hears the leave.
    expect((await tutorTab.subscription.next()).data?.classroomSignals).toMatchObject({ kind: 'LEFT' });
    const back = await room.enter(lesson.student.token, lesson.roomId);
    expect(refusalOf(await back.subscription.next())).toEqual({
      code: 'FORBIDDEN',
      messageKey: 'classroomRemoved',
    });
    expect((await getClassroom(lesson.student.token, lesson.roomId)).data?.getClassroom).toMatchObject({
      removed: true,
    });
    const refused = await room.send(lesson.student.token, {
      roomId: lesson.roomId,
      peerId: studentTab.peerId,
      kind: 'CHAT',
      payload: 'let me back',
    });
    expect(refusalOf(refused).messageKey).toBe('classroomNotInRoom');
    tutorTab.subscription.stop();
  });
});
