import { CLASSROOM_MESH_MAX } from '@ajar/domain';
import { and, count, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { holdRowLock, lockWaiters } from '../../test/row-locks';
import { startTestApp, type TestApp } from '../../test/test-app';
import { classroomWorld, refusalOf } from './testing/classroom-test-helpers';
import { classroomAttendance } from './classroom.tables';

/**
 * Entering a classroom under a burst, on real PostgreSQL (PGlite runs one transaction at a time, so it cannot
 * race): the places of a room are taken under its lock.
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the classroom entry race test (CI runs it on PostgreSQL).',
  );
}

/** Tabs entering together: each waits on a connection of the pool (10), beside the lock's and the poll's. */
const TABS = 7;

describe.skipIf(!databaseUrl)('classroom entries on PostgreSQL', () => {
  let t: TestApp;
  let room: ReturnType<typeof classroomWorld>;
  beforeAll(async () => {
    t = await startTestApp();
    room = classroomWorld(t);
  });
  afterAll(async () => {
    await room.closeSockets();
    await t.close();
  });

  it(`lets exactly ${CLASSROOM_MESH_MAX} of ${TABS} tabs entering at once into a lesson's room`, async () => {
    const lesson = await room.acceptedLesson();
    room.atMinute(lesson, 0);
    // The room's row held from another connection, so every entry has read the room before any is written.
    const lock = await holdRowLock(t.deps.db, 'classroom_rooms', lesson.roomId);
    const tabs = await Promise.all(
      Array.from({ length: TABS }, (_, index) =>
        room.enter(index % 2 ? lesson.tutor.token : lesson.student.token, lesson.roomId),
      ),
    );
    await lockWaiters(t.deps.db, TABS);
    await lock.release();
    // A refused tab's first result is its error; a tab let in hears others join, or nothing at all.
    const firsts = await Promise.all(
      tabs.map(({ subscription }) =>
        subscription.next(3000).then(refusalOf, () => ({ messageKey: undefined })),
      ),
    );
    const refused = firsts.filter((first) => first.messageKey === 'classroomFull');
    expect(refused).toHaveLength(TABS - CLASSROOM_MESH_MAX);
    const [open] = await t.deps.db
      .select({ n: count() })
      .from(classroomAttendance)
      .where(and(eq(classroomAttendance.roomId, lesson.roomId), isNull(classroomAttendance.leftAt)));
    expect(open?.n).toBe(CLASSROOM_MESH_MAX);
  });
});
