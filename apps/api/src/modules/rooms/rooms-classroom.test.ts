import { describe, expect, it } from 'vitest';
import { createRoomAs, enter, member, setUpRooms, t } from './testing/rooms-test-helpers';

const GET_CLASSROOM = `query($roomId: ID!) { getClassroom(roomId: $roomId) {
  roomId kind title state myRole seats { userId role } } }`;

interface ClassroomBody {
  getClassroom: { kind: string; title: string; state: string; myRole: string; seats: { userId: string }[] };
}

setUpRooms();

describe("a study room's camera and audio: its classroom", () => {
  it('is for the people present in the study room now, as students, open until the room closes', async () => {
    const [ana, ben] = [await member(), await member()];
    const room = await createRoomAs(ana, { name: 'Quiet reading' });
    const classroomId = room.classroomRoomId ?? '';
    const before = await t.gql(GET_CLASSROOM, { roomId: classroomId }, { token: ana.token });
    expect(before.errors?.[0]?.extensions?.['messageKey']).toBe('classroomNotParticipant');
    await enter(ana, room.id);
    await enter(ben, room.id);
    const inside = await t.gql<ClassroomBody>(GET_CLASSROOM, { roomId: classroomId }, { token: ben.token });
    expect(inside.data?.getClassroom).toMatchObject({
      kind: 'STUDY_ROOM',
      title: 'Quiet reading',
      state: 'OPEN',
      myRole: 'STUDENT',
    });
    expect(inside.data?.getClassroom.seats.map((seat) => seat.userId).sort()).toEqual(
      [ana.userId, ben.userId].sort(),
    );
  });
});
