import { describe, expect, it } from 'vitest';
import { setUpBookingFlow, t, world, paidBooking } from './testing/booking-flow-test-helpers';

setUpBookingFlow();

describe('public views and the calendar', () => {
  it('shows anyone a tutor’s busy slots without private details, and the tutor everything', async () => {
    const { tutor, student, id } = await paidBooking();
    const stranger = await world.student();
    const busy = await t.gql<{ getUserTutorBookingsForCalendar: Record<string, unknown>[] }>(
      `query C($tutorId: ID!) { getUserTutorBookingsForCalendar(tutorId: $tutorId) { id startTime endTime location status price title studentName } }`,
      { tutorId: tutor.userId },
      { token: stranger.token },
    );
    expect(busy.data?.getUserTutorBookingsForCalendar).toEqual([
      expect.objectContaining({ id, location: '', status: null, price: null, title: '', studentName: null }),
    ]);
    const own = await t.gql<{ getTutorHisBookingsForCalendar: Record<string, unknown>[] }>(
      `query { getTutorHisBookingsForCalendar { id location status price title studentName } }`,
      {},
      { token: tutor.token },
    );
    expect(own.data?.getTutorHisBookingsForCalendar).toEqual([
      {
        id,
        location: 'Zoom',
        status: 'PAID',
        price: 4000,
        title: `${tutor.subjectName} (${tutor.levelName})`,
        studentName: `${student.firstName} ${student.lastName}`,
      },
    ]);
  });
});
