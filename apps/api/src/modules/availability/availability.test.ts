import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ADD_BOOKING, bookingWorld } from '../booking/testing';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
});
afterAll(() => t.close());

const AVAILABILITY = `weekly { weekday intervals { start end } } exceptions { date kind intervals { start end } }
  noticeHours timeZone isSet`;

const UPDATE = `mutation($weekly: [WeekdayHoursInput!]!, $exceptions: [AvailabilityExceptionInput!]!, $noticeHours: Int!) {
  updateTutorAvailability(weekly: $weekly, exceptions: $exceptions, noticeHours: $noticeHours) { ${AVAILABILITY} }
}`;

const SLOTS = `query($tutorId: ID!, $from: String!, $days: Int!, $duration: Int!) {
  getTutorFreeSlots(tutorId: $tutorId, from: $from, days: $days, duration: $duration)
}`;

interface Slots {
  getTutorFreeSlots: string[];
}

/** The test clock's date in Singapore, plus `days`. */
function sgDate(days: number): string {
  return new Date(t.clock.now().getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}

describe('tutor availability', () => {
  it('starts from the default hours, saves a tutor’s week, and offers only free slots', async () => {
    const tutor = await world.tutor(4000, 'sg', false);
    const before = await t.gql<{
      getTutorAvailability: { isSet: boolean; noticeHours: number; timeZone: string };
    }>(`query($id: ID!) { getTutorAvailability(tutorId: $id) { ${AVAILABILITY} } }`, { id: tutor.userId });
    expect(before.data?.getTutorAvailability).toMatchObject({
      isSet: false,
      noticeHours: 2,
      timeZone: 'Asia/Singapore',
    });

    // Every day 09:00–12:00, except a day off three days ahead.
    const week = Array.from({ length: 7 }, (_, weekday) => ({
      weekday,
      intervals: [{ start: 540, end: 720 }],
    }));
    const saved = await t.gql<{
      updateTutorAvailability: { isSet: boolean; exceptions: { date: string; kind: string }[] };
    }>(
      UPDATE,
      { weekly: week, exceptions: [{ date: sgDate(3), kind: 'off' }], noticeHours: 24 },
      { token: tutor.token },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data?.updateTutorAvailability).toMatchObject({
      isSet: true,
      exceptions: [{ date: sgDate(3), kind: 'off' }],
    });

    const slots = async () =>
      (await t.gql<Slots>(SLOTS, { tutorId: tutor.userId, from: sgDate(2), days: 2, duration: 60 })).data
        ?.getTutorFreeSlots ?? [];
    // Two days ahead: 09:00, 09:30, 10:00, 10:30 and 11:00 in Singapore (01:00–03:00 UTC); the day off has none.
    expect((await slots()).map((slot) => slot.slice(11, 16))).toEqual([
      '01:00',
      '01:30',
      '02:00',
      '02:30',
      '03:00',
    ]);

    // A booked lesson at 10:00 takes away every slot that would overlap it (09:30 to 10:30).
    const student = await world.student();
    const start = `${sgDate(2)}T02:00:00.000Z`;
    const booked = await t.gql(
      ADD_BOOKING,
      {
        tutorPvid: tutor.userId,
        subjectPvid: tutor.subjectLevelId,
        type: 'ONLINE',
        startTime: start,
        endTime: `${sgDate(2)}T03:00:00.000Z`,
        duration: 60,
      },
      { token: student.token },
    );
    expect(booked.errors).toBeUndefined();
    expect((await slots()).map((slot) => slot.slice(11, 16))).toEqual(['01:00', '03:00']);
  });

  it('refuses hours that break the rules, and anyone but a tutor', async () => {
    const tutor = await world.tutor(4000, 'sg', false);
    const cases = [
      [{ weekday: 1, intervals: [{ start: 545, end: 600 }] }],
      [
        {
          weekday: 1,
          intervals: [
            { start: 540, end: 720 },
            { start: 600, end: 660 },
          ],
        },
      ],
      [{ weekday: 7, intervals: [] }],
      [
        { weekday: 1, intervals: [] },
        { weekday: 1, intervals: [] },
      ],
    ];
    for (const weekly of cases)
      expectError(
        await t.gql(UPDATE, { weekly, exceptions: [], noticeHours: 2 }, { token: tutor.token }),
        'BAD_USER_INPUT',
        'availabilityInvalid',
        { weekly: 'availabilityInvalid' },
      );
    expectError(
      await t.gql(UPDATE, { weekly: [], exceptions: [], noticeHours: 3 }, { token: tutor.token }),
      'BAD_USER_INPUT',
      'availabilityInvalid',
      { weekly: 'availabilityInvalid' },
    );
    const student = await world.student();
    expectError(
      await t.gql(UPDATE, { weekly: [], exceptions: [], noticeHours: 2 }, { token: student.token }),
      'FORBIDDEN',
      'availabilityTutorsOnly',
    );
    expectError(
      await t.gql<Slots>(SLOTS, { tutorId: tutor.userId, from: sgDate(1), days: 1, duration: 45 }),
      'BAD_USER_INPUT',
      'bookingDurationInvalid',
      { duration: 'bookingDurationInvalid' },
    );
  });
});
