import { CLASSROOM_EARLY_ENTRY_MINUTES } from '@ajar/domain';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { eventually } from '../../test/ws-client';
import { GET_CLASSROOM, classroomWorld, refusalOf } from '../classroom/testing';
import {
  CLASS_FIELDS,
  cancelSession,
  createClassAs,
  enrol,
  setUpClasses,
  t,
  world,
  type ClassBody,
} from './testing/classes-test-helpers';

/** Group class sessions in the live classroom: who enters a session's room, and when. */
setUpClasses();

let room: ReturnType<typeof classroomWorld>;
beforeAll(() => {
  room = classroomWorld(t);
});
afterAll(() => room.closeSockets());

type Session = ClassBody['sessions'][number] & { classUrl: string | null };

const MY_CLASSES = `query { getMyOnlineClasses { class { ${CLASS_FIELDS} sessions { id classUrl } } } }`;
const TUTOR_CLASSES = `query { getMyTutorClasses { class { id sessions { id startTime classUrl } } } }`;
const CLASS_PAGE = `query($classId: ID!) { getClass(id: $classId) { sessions { id classUrl } } }`;

/** A class of three sessions with one enrolled student, and the session paths each party sees. */
async function classWithStudent() {
  const tutor = await world.tutor(4000, 'sg');
  const created = await createClassAs(tutor, 'sg', { price: 9000 });
  const student = await world.student();
  await world.topUp(student.userId, 9000);
  expect((await enrol(student.token, created.id)).errors).toBeUndefined();
  const mine = await t.gql<{ getMyOnlineClasses: { class: { id: string; sessions: Session[] } }[] }>(
    MY_CLASSES,
    {},
    { token: student.token },
  );
  expect(mine.errors).toBeUndefined();
  const sessions = mine.data?.getMyOnlineClasses[0]?.class.sessions ?? [];
  const full = created.sessions.map((session) => ({
    ...session,
    classUrl: sessions.find((seen) => seen.id === session.id)?.classUrl ?? null,
  }));
  return { tutor, student, created, sessions: full };
}

const roomOf = (session: Session) => session.classUrl?.split('/').at(-1) ?? '';
const atMinute = (session: Session, minutes: number) =>
  t.clock.set(new Date(Date.parse(session.startTime) + minutes * 60_000));

/** Waits until `userId` has `stays` open stays in the room (read by the tutor). */
async function untilIn(tutorToken: string, roomId: string, userId: string, stays: number) {
  await eventually(async () => {
    const report = await room.attendance(tutorToken, roomId);
    return (
      (report.data?.getClassroomAttendance.stays ?? []).filter(
        (stay) => stay.userId === userId && stay.leftAt === null,
      ).length === stays
    );
  });
}

describe('a class session’s classroom', () => {
  it('gives each session a join path for its tutor and enrolled students only', async () => {
    const { tutor, created, sessions } = await classWithStudent();
    for (const session of sessions)
      expect(session.classUrl).toMatch(/^\/sg\/ajar-classes\/join\/[0-9a-f-]{36}$/);
    expect(new Set(sessions.map(roomOf)).size).toBe(3);
    const tutorSide = await t.gql<{ getMyTutorClasses: { class: { id: string; sessions: Session[] } }[] }>(
      TUTOR_CLASSES,
      {},
      { token: tutor.token },
    );
    const tutorSessions = tutorSide.data?.getMyTutorClasses.find((row) => row.class.id === created.id);
    expect(tutorSessions?.class.sessions.map((session) => session.classUrl)).toEqual(
      sessions.map((session) => session.classUrl),
    );
    const outsider = await world.student();
    const seenByOutsider = await t.gql<{ getClass: { sessions: Session[] } }>(
      CLASS_PAGE,
      { classId: created.id },
      { token: outsider.token },
    );
    expect(seenByOutsider.data?.getClass.sessions.every((session) => session.classUrl === null)).toBe(true);
    const seenByGuest = await t.gql<{ getClass: { sessions: Session[] } }>(CLASS_PAGE, {
      classId: created.id,
    });
    expect(seenByGuest.data?.getClass.sessions.every((session) => session.classUrl === null)).toBe(true);
    const classroom = await t.gql<{ getClassroom: { kind: string; title: string; myRole: string } }>(
      GET_CLASSROOM,
      { roomId: roomOf(sessions[0]!) },
      { token: tutor.token },
    );
    expect(classroom.data?.getClassroom).toMatchObject({ kind: 'CLASS_SESSION', myRole: 'TUTOR' });
  });

  it('lets the tutor and an enrolled student in inside the window, and records their attendance', async () => {
    const { tutor, student, sessions } = await classWithStudent();
    const session = sessions[0]!;
    const roomId = roomOf(session);
    atMinute(session, -CLASSROOM_EARLY_ENTRY_MINUTES + 1);
    const tutorTab = await room.enter(tutor.token, roomId);
    await untilIn(tutor.token, roomId, tutor.userId, 1);
    const studentTab = await room.enter(student.token, roomId);
    const joined = await tutorTab.subscription.next();
    expect(joined.errors).toBeUndefined();
    expect(joined.data?.classroomSignals).toMatchObject({
      kind: 'JOINED',
      from: { userId: student.userId, role: 'STUDENT' },
    });
    await untilIn(tutor.token, roomId, student.userId, 1);
    atMinute(session, 30);
    await studentTab.subscription.stop();
    await untilIn(tutor.token, roomId, student.userId, 0);
    const report = await room.attendance(tutor.token, roomId);
    expect(report.errors).toBeUndefined();
    const totals = report.data?.getClassroomAttendance.totals ?? [];
    expect(totals.find((total) => total.userId === student.userId)).toMatchObject({
      role: 'STUDENT',
      stays: 1,
      seconds: 39 * 60,
    });
    expect(totals.find((total) => total.userId === tutor.userId)).toMatchObject({ role: 'TUTOR', stays: 1 });
    await tutorTab.subscription.stop();
  });

  it('refuses a student not enrolled, and anyone before the window opens or after the session ends', async () => {
    const { tutor, student, sessions } = await classWithStudent();
    const session = sessions[1]!;
    const roomId = roomOf(session);
    const outsider = await world.student();
    atMinute(session, 0);
    const intruder = await room.enter(outsider.token, roomId);
    expect(refusalOf(await intruder.subscription.next())).toEqual({
      code: 'FORBIDDEN',
      messageKey: 'classroomNotParticipant',
    });
    atMinute(session, -CLASSROOM_EARLY_ENTRY_MINUTES - 1);
    for (const party of [tutor, student]) {
      const early = await room.enter(party.token, roomId);
      expect(refusalOf(await early.subscription.next())).toEqual({
        code: 'CONFLICT',
        messageKey: 'classroomNotOpenYet',
      });
    }
    atMinute(session, 61);
    for (const party of [tutor, student]) {
      const late = await room.enter(party.token, roomId);
      expect(refusalOf(await late.subscription.next())).toEqual({
        code: 'CONFLICT',
        messageKey: 'classroomEnded',
      });
    }
  });

  it('has no one entering a cancelled session, and no join path for it', async () => {
    const { tutor, student, created, sessions } = await classWithStudent();
    const session = sessions[2]!;
    const roomId = roomOf(session);
    expect((await cancelSession(tutor.token, created.id, session.id)).errors).toBeUndefined();
    atMinute(session, 0);
    const tab = await room.enter(student.token, roomId);
    expect(refusalOf(await tab.subscription.next()).messageKey).toBe('classroomNotParticipant');
    const tutorTab = await room.enter(tutor.token, roomId);
    expect(refusalOf(await tutorTab.subscription.next()).messageKey).toBe('classroomEnded');
    const mine = await t.gql<{ getMyOnlineClasses: { class: { id: string; sessions: Session[] } }[] }>(
      MY_CLASSES,
      {},
      { token: student.token },
    );
    const seen = mine.data?.getMyOnlineClasses.find((row) => row.class.id === created.id)?.class.sessions;
    expect(seen?.find((other) => other.id === session.id)?.classUrl).toBeNull();
    expect(seen?.find((other) => other.id === sessions[0]!.id)?.classUrl).toBe(sessions[0]!.classUrl);
  });
});
