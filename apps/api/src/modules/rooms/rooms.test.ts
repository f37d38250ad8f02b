import { STUDY_ROOM_PRESENCE_TTL_SECONDS } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { signedInStaff } from '../../test/staff-helpers';
import {
  CLOSE_ROOM,
  CREATE_ROOM as CREATE_ROOM_GQL,
  GET_ROOM,
  HEARTBEAT,
  LEAVE,
  LIST_ROOMS,
  ROOM_CHANGED,
  START_TIMER,
  STAFF_ROOMS,
  STOP_TIMER,
  createRoomAs,
  enter,
  member,
  setUpRooms,
  socket,
  t,
  type RoomBody,
} from './testing/rooms-test-helpers';

setUpRooms();

describe('study rooms', () => {
  it('a student creates a room in their market; the list shows it by topic, open to guests', async () => {
    const ana = await member('sg');
    const room = await createRoomAs(ana, { name: '  Calculus grind ', mode: 'AUDIO', capacity: 2 });
    expect(room).toMatchObject({
      name: 'Calculus grind',
      country: 'sg',
      topic: 'MATHS',
      mode: 'AUDIO',
      capacity: 2,
      closed: false,
      presentCount: 0,
      viewerIsCreator: true,
      timer: null,
    });
    expect(room.classroomRoomId).toMatch(/^[0-9a-f-]{36}$/);
    const maths = await t.gql<{ studyRooms: RoomBody[] }>(LIST_ROOMS, { country: 'sg', topic: 'MATHS' });
    expect(maths.data?.studyRooms.map((r) => r.id)).toContain(room.id);
    const coding = await t.gql<{ studyRooms: RoomBody[] }>(LIST_ROOMS, { country: 'sg', topic: 'CODING' });
    expect(coding.data?.studyRooms.map((r) => r.id)).not.toContain(room.id);
    const indonesia = await t.gql<{ studyRooms: RoomBody[] }>(LIST_ROOMS, { country: 'id' });
    expect(indonesia.data?.studyRooms.map((r) => r.id)).not.toContain(room.id);
  });

  it('names the limits: signed in, students only, the form, three open rooms each', async () => {
    const vars = { name: 'Room', topic: 'MATHS', mode: 'CAMERA', capacity: 3 };
    expectError(await t.gql(CREATE_ROOM_GQL, vars), 'UNAUTHENTICATED', 'notLoggedIn');
    const tutor = await member('sg', 'tutor');
    await expect(createRoomAs(tutor)).rejects.toThrow('studyRoomStudentsOnly');
    const ana = await member('sg');
    await expect(createRoomAs(ana, { capacity: 5 })).rejects.toThrow('studyRoomCapacityInvalid');
    await expect(createRoomAs(ana, { name: ' ' })).rejects.toThrow('studyRoomNameRequired');
    await expect(createRoomAs(ana, { name: 'x'.repeat(81) })).rejects.toThrow('studyRoomNameTooLong');
    for (let index = 0; index < 3; index += 1) await createRoomAs(ana, vars);
    await expect(createRoomAs(ana, vars)).rejects.toThrow('studyRoomTooManyOpen');
  });

  it('enter, presence, capacity, leave and a dead browser expiring', async () => {
    const [ana, ben, cy] = [await member(), await member(), await member()];
    const room = await createRoomAs(ana, { capacity: 2 });
    expect((await enter(ana, room.id)).data?.enterStudyRoom).toMatchObject({
      presentCount: 1,
      viewerPresent: true,
    });
    expect((await enter(ana, room.id)).data?.enterStudyRoom.presentCount).toBe(1);
    expect((await enter(ben, room.id)).data?.enterStudyRoom).toMatchObject({ presentCount: 2, full: true });
    expectError(await enter(cy, room.id), 'CONFLICT', 'studyRoomFull');
    const other = await member('id');
    expectError(await enter(other, room.id), 'NOT_FOUND', 'studyRoomNotFound');

    const left = await t.gql<{ leaveStudyRoom: RoomBody }>(LEAVE, { roomId: room.id }, { token: ben.token });
    expect(left.data?.leaveStudyRoom).toMatchObject({ presentCount: 1, viewerPresent: false });
    expect((await enter(cy, room.id)).data?.enterStudyRoom.presentCount).toBe(2);

    // Ana's page keeps beating; Cy's browser dies: after the TTL, Cy no longer counts and Ben gets in.
    t.clock.advance((STUDY_ROOM_PRESENCE_TTL_SECONDS - 10) * 1000);
    await t.gql(HEARTBEAT, { roomId: room.id }, { token: ana.token });
    t.clock.advance(20_000);
    const read = await t.gql<{ studyRoom: RoomBody }>(GET_ROOM, { id: room.id }, { token: ben.token });
    expect(read.data?.studyRoom.present.map((p) => p.userId)).toEqual([ana.userId]);
    expect((await enter(ben, room.id)).data?.enterStudyRoom.presentCount).toBe(2);
  });

  it('one shared timer: someone present starts and stops it; others see the same instant', async () => {
    const [ana, ben] = [await member(), await member()];
    const room = await createRoomAs(ana);
    const start = { roomId: room.id, focusMinutes: 25, breakMinutes: 5 };
    expectError(await t.gql(START_TIMER, start, { token: ana.token }), 'CONFLICT', 'studyRoomNotInRoom');
    await enter(ana, room.id);
    await enter(ben, room.id);
    expectError(
      await t.gql(START_TIMER, { ...start, focusMinutes: 30 }, { token: ana.token }),
      'BAD_USER_INPUT',
      'studyTimerInvalid',
    );
    const started = await t.gql<{ startStudyRoomTimer: RoomBody }>(START_TIMER, start, { token: ana.token });
    expect(started.data?.startStudyRoomTimer.timer).toEqual({
      startedAt: t.clock.now().toISOString(),
      focusMinutes: 25,
      breakMinutes: 5,
    });
    const seen = await t.gql<{ studyRoom: RoomBody }>(GET_ROOM, { id: room.id }, { token: ben.token });
    expect(seen.data?.studyRoom.timer).toEqual(started.data?.startStudyRoomTimer.timer);
    const stopped = await t.gql<{ stopStudyRoomTimer: RoomBody }>(
      STOP_TIMER,
      { roomId: room.id },
      { token: ben.token },
    );
    expect(stopped.data?.stopStudyRoomTimer.timer).toBeNull();
  });

  it('studyRoomChanged tells a subscriber of presence, timer and closing', async () => {
    const [ana, ben] = [await member(), await member()];
    const staff = await signedInStaff(t);
    const room = await createRoomAs(ana);
    const watching = (await socket(ana.token)).subscribe<{ studyRoomChanged: RoomBody }>(ROOM_CHANGED, {
      roomId: room.id,
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await enter(ben, room.id);
    expect((await watching.next()).data?.studyRoomChanged.present.map((p) => p.userId)).toEqual([ben.userId]);
    await t.gql(START_TIMER, { roomId: room.id, focusMinutes: 50, breakMinutes: 10 }, { token: ben.token });
    expect((await watching.next()).data?.studyRoomChanged.timer?.focusMinutes).toBe(50);
    await t.gql(CLOSE_ROOM, { roomId: room.id, reason: 'Off-topic' }, { token: staff.token });
    expect((await watching.next()).data?.studyRoomChanged).toMatchObject({ closed: true, presentCount: 0 });
    expect((await watching.ended).completed).toBe(true);
  });

  it('staff list open rooms and close one, audited; a closed room refuses entry', async () => {
    const ana = await member();
    const staff = await signedInStaff(t);
    const room = await createRoomAs(ana);
    await enter(ana, room.id);
    expectError(await t.gql(STAFF_ROOMS, {}, { token: ana.token }), 'FORBIDDEN', 'forbidden');
    expectError(await t.gql(CLOSE_ROOM, { roomId: room.id }, { token: ana.token }), 'FORBIDDEN', 'forbidden');
    const open = await t.gql<{ staffStudyRooms: RoomBody[] }>(STAFF_ROOMS, {}, { token: staff.token });
    expect(open.data?.staffStudyRooms.find((r) => r.id === room.id)?.presentCount).toBe(1);
    const closed = await t.gql<{ closeStudyRoom: RoomBody }>(
      CLOSE_ROOM,
      { roomId: room.id, reason: 'Spam' },
      {
        token: staff.token,
      },
    );
    expect(closed.data?.closeStudyRoom).toMatchObject({ closed: true, presentCount: 0 });
    expectError(
      await t.gql(CLOSE_ROOM, { roomId: room.id }, { token: staff.token }),
      'CONFLICT',
      'studyRoomAlreadyClosed',
    );
    expectError(await enter(ana, room.id), 'CONFLICT', 'studyRoomClosed');
    const read = await t.gql<{ studyRoom: RoomBody }>(GET_ROOM, { id: room.id });
    expect(read.data?.studyRoom).toMatchObject({ closed: true, classroomRoomId: null });
    const list = await t.gql<{ studyRooms: RoomBody[] }>(LIST_ROOMS, { country: 'sg' });
    expect(list.data?.studyRooms.map((r) => r.id)).not.toContain(room.id);
    const audit = await t.gql<{ getStaffAuditLog: { action: string; entityId: string; reason: string }[] }>(
      `query { getStaffAuditLog(entityType: "STUDY_ROOM") { action entityId reason } }`,
      {},
      { token: staff.token },
    );
    expect(audit.data?.getStaffAuditLog).toContainEqual({
      action: 'studyRoom.close',
      entityId: room.id,
      reason: 'Spam',
    });
  });
});
