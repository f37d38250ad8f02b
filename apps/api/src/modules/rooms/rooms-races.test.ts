import { describe, expect, it } from 'vitest';
import {
  GET_ROOM,
  createRoomAs,
  enter,
  member,
  setUpRooms,
  t,
  type RoomBody,
} from './testing/rooms-test-helpers';

/**
 * A room's capacity on real PostgreSQL (PGlite runs one statement at a time, so it cannot race): 200 students
 * entering a 4-person study room at once leave exactly 4 inside, the rest told it is full, and no 500.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the study room capacity race test (CI runs it on PostgreSQL).',
  );
}

describe.skipIf(!databaseUrl)('study room capacity on PostgreSQL', () => {
  setUpRooms();

  it('200 concurrent entries into a 4-person room let exactly 4 in, with no 500', async () => {
    const creator = await member('sg');
    const room = await createRoomAs(creator, { capacity: 4 });
    const students = [];
    for (let index = 0; index < 200; index += 1) students.push(await member('sg'));
    const results = await Promise.all(students.map((student) => enter(student, room.id)));
    expect(results.every((result) => result.status === 200)).toBe(true);
    const won = results.filter((result) => result.data?.enterStudyRoom);
    const refusals = results
      .flatMap((result) => result.errors ?? [])
      .map((error) => error.extensions?.['messageKey']);
    expect(won).toHaveLength(4);
    expect(refusals).toHaveLength(196);
    expect(new Set(refusals)).toEqual(new Set(['studyRoomFull']));
    const read = await t.gql<{ studyRoom: RoomBody }>(GET_ROOM, { id: room.id });
    expect(read.data?.studyRoom.presentCount).toBe(4);
  }, 240_000);
});
