import type { Executor } from '../../db/client';
import type { ClassroomOccasionSource } from '../../ports/classroom-occasions';
import { findBookingWithParties } from './booking.queries';

/**
 * Who a booking's classroom is for: its tutor and its student; they enter while it is accepted. The app
 * hands this to the classroom area through Deps (the classroom never imports booking).
 */
export const bookingClassroomOccasions: ClassroomOccasionSource = {
  async occasionOf(executor: Executor, bookingId: string) {
    const row = await findBookingWithParties(executor, bookingId);
    if (!row) return null;
    const { booking, tutor, student } = row;
    return {
      seats: [
        { userId: booking.tutorId, role: 'TUTOR', firstName: tutor.firstName, lastName: tutor.lastName },
        {
          userId: booking.studentId,
          role: 'STUDENT',
          firstName: student.firstName,
          lastName: student.lastName,
        },
      ],
      startsAt: booking.startTime,
      endsAt: booking.endTime,
      country: booking.country,
      title: `${booking.subjectName} · ${booking.levelName}`,
      live: booking.status === 'ACCEPTED',
    };
  },
};
