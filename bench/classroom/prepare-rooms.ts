import { CLASS_SEATS_MAX, MARKETS } from '@ajar/domain';
import { createDatabase } from '../../apps/api/src/db/client';
import { levels, referenceSubjects } from '../../apps/api/src/modules/reference';
import { classroomRooms } from '../../apps/api/src/modules/classroom/classroom.tables';
import { classEnrolments, classes, classSessions } from '../../apps/api/src/modules/classes/classes.tables';
import type { BenchUser } from '../realtime/prepare-database';

/** A classroom of two: a class session's room, its tutor and its one enrolled student. */
export interface BenchRoom {
  readonly roomId: string;
  readonly tutor: BenchUser;
  readonly student: BenchUser;
}

/**
 * Makes `people.length / 2` group classes straight through the database (a SG class, one session that started
 * 5 minutes ago and lasts 3 hours, so its room is open; one paid enrolment) and each session's CLASS_SESSION
 * room: the rooms the benchmark's pairs enter. The reference data (a subject and a level) must be seeded.
 */
export async function prepareRooms(url: string, people: readonly BenchUser[]): Promise<BenchRoom[]> {
  const database = await createDatabase({ kind: 'postgres', url });
  try {
    const db = database.db;
    const [subject] = await db.select({ id: referenceSubjects.id }).from(referenceSubjects).limit(1);
    const [level] = await db.select({ id: levels.id }).from(levels).limit(1);
    if (!subject || !level) throw new Error('prepareRooms: seed the reference data first');
    const startsAt = new Date(Date.now() - 5 * 60_000);
    const endsAt = new Date(startsAt.getTime() + 3 * 60 * 60_000);
    const rooms: BenchRoom[] = [];
    for (let index = 0; index + 1 < people.length; index += 2) {
      const tutor = people[index]!;
      const student = people[index + 1]!;
      const [made] = await db
        .insert(classes)
        .values({
          tutorId: tutor.userId,
          country: 'sg',
          currency: MARKETS.sg.currency,
          title: `Bench class ${index / 2}`,
          subjectId: subject.id,
          levelId: level.id,
          description: 'A classroom benchmark room.',
          seats: CLASS_SEATS_MAX,
          seatsTaken: 1,
          priceMinor: 1000,
        })
        .returning({ id: classes.id });
      const [session] = await db
        .insert(classSessions)
        .values({ classId: made!.id, startsAt, endsAt, shareMinor: 1000 })
        .returning({ id: classSessions.id });
      await db
        .insert(classEnrolments)
        .values({ classId: made!.id, studentId: student.userId, paidMinor: 1000 });
      const [room] = await db
        .insert(classroomRooms)
        .values({ kind: 'CLASS_SESSION', refId: session!.id })
        .returning({ id: classroomRooms.id });
      rooms.push({ roomId: room!.id, tutor, student });
    }
    return rooms;
  } finally {
    await database.close();
  }
}
