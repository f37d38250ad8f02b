import type { Executor } from '../../db/client';
import type { ClassroomOccasionSource } from '../../ports/classroom-occasions';
import { liveStudentsOfSession, sessionWithClass } from './class-classroom.queries';

/**
 * Who a class session's classroom is for: the class's tutor and the students with a live seat (paid,
 * not refunded for that session). Its window is the session's (from 10 minutes before its start to its end); a
 * cancelled session, or a cancelled class, has no one entering (its attendance stays readable to the tutor). The
 * app hands this to the classroom area through Deps, for CLASS_SESSION rooms (the classroom never imports classes).
 */
export const classSessionClassroomOccasions: ClassroomOccasionSource = {
  async occasionOf(executor: Executor, sessionId: string) {
    const row = await sessionWithClass(executor, sessionId);
    if (!row) return null;
    const { session, classRow, tutor } = row;
    const live = session.cancelledAt === null && classRow.status !== 'CANCELLED';
    const students = live ? await liveStudentsOfSession(executor, classRow.id, session.id) : [];
    return {
      seats: [
        { userId: classRow.tutorId, role: 'TUTOR', firstName: tutor.firstName, lastName: tutor.lastName },
        ...students.map((student) => ({ ...student, role: 'STUDENT' as const })),
      ],
      startsAt: session.startsAt,
      endsAt: session.endsAt,
      country: classRow.country,
      title: classRow.title,
      live,
    };
  },
};
