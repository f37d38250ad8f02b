import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { eventually } from '../../test/ws-client';
import { classroomWorld, refusalOf, type Lesson } from './testing/classroom-test-helpers';

// With REDIS_URL the signals cross Redis, as between API processes.
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

async function bothIn(lesson: Lesson) {
  const tutor = await room.enter(lesson.tutor.token, lesson.roomId);
  await eventually(async () => {
    const report = await room.attendance(lesson.tutor.token, lesson.roomId);
    return (report.data?.getClassroomAttendance.stays ?? []).some((stay) => stay.leftAt === null);
  });
  const student = await room.enter(lesson.student.token, lesson.roomId);
  expect((await tutor.subscription.next()).data?.classroomSignals.kind).toBe('JOINED');
  return { tutor, student };
}

describe('signalling', () => {
  it('never lets one room’s signals reach another room’s members', async () => {
    const [a, b] = [await room.acceptedLesson(), await room.acceptedLesson()];
    // Both lessons start at the same hour (different tutors): one clock opens both rooms.
    room.atMinute(a, 0);
    const inA = await bothIn(a);
    const inB = await bothIn(b);

    const fromA = { roomId: a.roomId, peerId: inA.tutor.peerId };
    for (const [kind, to] of [
      ['OFFER', inA.student.peerId],
      ['ICE', inA.student.peerId],
      ['CHAT', null],
      ['STROKE', null],
    ] as const) {
      const sent = await room.send(a.tutor.token, { ...fromA, kind, to, payload: `${kind} in A` });
      expect(sent.errors).toBeUndefined();
    }
    // Addressing a peer of room B from room A still goes out on room A's topic only.
    await room.send(a.tutor.token, { ...fromA, kind: 'OFFER', to: inB.student.peerId, payload: 'stray' });
    // The probe: room B's own message. B's members get it first: nothing of A came before it.
    await room.send(b.tutor.token, {
      roomId: b.roomId,
      peerId: inB.tutor.peerId,
      kind: 'CHAT',
      payload: 'B only',
    });
    expect((await inB.student.subscription.next()).data?.classroomSignals).toMatchObject({
      roomId: b.roomId,
      kind: 'CHAT',
      payload: 'B only',
    });
    const aStudent = [];
    for (let index = 0; index < 4; index += 1)
      aStudent.push((await inA.student.subscription.next()).data?.classroomSignals);
    expect(aStudent.map((signal) => [signal?.roomId, signal?.kind, signal?.payload])).toEqual([
      [a.roomId, 'OFFER', 'OFFER in A'],
      [a.roomId, 'ICE', 'ICE in A'],
      [a.roomId, 'CHAT', 'CHAT in A'],
      [a.roomId, 'STROKE', 'STROKE in A'],
    ]);
    // B's tutor (the sender of the probe) hears nothing of A either.
    await room.send(b.student.token, {
      roomId: b.roomId,
      peerId: inB.student.peerId,
      kind: 'CHAT',
      payload: 'hi',
    });
    expect((await inB.tutor.subscription.next()).data?.classroomSignals).toMatchObject({
      roomId: b.roomId,
      payload: 'hi',
    });
    // A's student does not receive their own room's stray offer addressed to a peer of B.
    await room.send(a.student.token, {
      roomId: a.roomId,
      peerId: inA.student.peerId,
      kind: 'MEDIA',
      payload: '{}',
    });
    expect((await inA.tutor.subscription.next()).data?.classroomSignals.kind).toBe('MEDIA');
    await expect(inA.student.subscription.next(300)).rejects.toThrow('no result');
  });

  it('only a tab in the room may send, as itself, and negotiation names its peer', async () => {
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, 0);
    const { tutor, student } = await bothIn(lesson);
    const outsider = await room.world.student();
    const chat = { roomId: lesson.roomId, kind: 'CHAT', payload: 'hello' };
    expect(refusalOf(await room.send(outsider.token, { ...chat, peerId: tutor.peerId })).messageKey).toBe(
      'classroomNotParticipant',
    );
    // The student cannot speak as the tutor's tab.
    expect(
      refusalOf(await room.send(lesson.student.token, { ...chat, peerId: tutor.peerId })).messageKey,
    ).toBe('classroomNotInRoom');
    expect(
      refusalOf(await room.send(lesson.student.token, { ...chat, peerId: student.peerId, kind: 'OFFER' }))
        .code,
    ).toBe('BAD_USER_INPUT');
    expect(
      refusalOf(await room.send(lesson.student.token, { ...chat, peerId: student.peerId, kind: 'JOINED' }))
        .code,
    ).toBe('BAD_USER_INPUT');
    expect(
      refusalOf(
        await room.send(lesson.student.token, {
          ...chat,
          peerId: student.peerId,
          payload: 'x'.repeat(70_000),
        }),
      ).messageKey,
    ).toBe('classroomSignalTooLarge');
    // A peer id is one tab's: taken ones are refused.
    const twin = await room.enter(lesson.student.token, lesson.roomId, student.peerId);
    expect(refusalOf(await twin.subscription.next()).messageKey).toBe('classroomSignalInvalid');
  });
});
