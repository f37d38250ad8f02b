import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookings } from '../booking/testing';
import { profileViews } from '../profile/testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const ANALYTICS = `query {
  getTutorAnalytics { timeZone currency weeks { weekStart views bookings earnings conversionPercent } }
}`;
interface Week {
  weekStart: string;
  views: number;
  bookings: number;
  earnings: number;
  conversionPercent: number | null;
}
const analyticsOf = (token: string) =>
  t.gql<{ getTutorAnalytics: { timeZone: string; currency: string; weeks: Week[] } }>(
    ANALYTICS,
    {},
    { token },
  );

let slot = 0;
async function booked(tutorId: string, studentId: string, createdAt: Date, status: 'DONE' | 'PENDING') {
  slot += 1;
  const start = createdAt.getTime() + slot * 7_200_000;
  await t.deps.db.insert(bookings).values({
    tutorId,
    studentId,
    subjectName: 'Mathematics',
    levelName: 'Secondary 1',
    startTime: new Date(start),
    endTime: new Date(start + 3_600_000),
    durationMinutes: 60,
    type: 'ONLINE',
    status,
    country: 'sg',
    currency: 'SGD',
    priceMinor: 4000,
    dueMinor: 4000,
    createdAt,
  });
}

describe('getTutorAnalytics', () => {
  it('counts views, bookings and conversion per week in the market’s zone, and an empty history is zeros', async () => {
    const tutor = await makeTutor(t.deps.db, { country: 'sg' });
    const token = await sessionFor(t, tutor);
    const empty = (await analyticsOf(token)).data!.getTutorAnalytics;
    expect(empty).toMatchObject({ timeZone: 'Asia/Singapore', currency: 'SGD' });
    expect(empty.weeks).toHaveLength(12);
    expect(empty.weeks.every((week) => week.views === 0 && week.bookings === 0 && week.earnings === 0)).toBe(
      true,
    );
    expect(empty.weeks.every((week) => week.conversionPercent === null)).toBe(true);

    // The test clock: Thursday 2026-01-15 08:00Z; this week began Monday 2026-01-12 00:00 SGT (01-11 16:00Z).
    const students = await Promise.all([1, 2, 3, 4].map(() => makeStudent(t.deps.db, { country: 'sg' })));
    const thisWeek = new Date('2026-01-13T02:00:00Z');
    const sundayNightSgt = new Date('2026-01-11T15:30:00Z'); // Sunday 23:30 in Singapore: last week
    for (const student of students) {
      await t.deps.db
        .insert(profileViews)
        .values({ viewerUserId: student.id, viewedUserId: tutor.id, viewedAt: thisWeek });
    }
    // The same viewer twice in a week is one viewer.
    await t.deps.db
      .insert(profileViews)
      .values({ viewerUserId: students[0]!.id, viewedUserId: tutor.id, viewedAt: thisWeek });
    await t.deps.db
      .insert(profileViews)
      .values({ viewerUserId: students[0]!.id, viewedUserId: tutor.id, viewedAt: sundayNightSgt });
    await booked(tutor.id, students[0]!.id, thisWeek, 'DONE');
    await booked(tutor.id, students[1]!.id, thisWeek, 'PENDING');
    await booked(tutor.id, students[2]!.id, sundayNightSgt, 'DONE');

    const weeks = (await analyticsOf(token)).data!.getTutorAnalytics.weeks;
    expect(weeks.at(-1)).toEqual({
      weekStart: '2026-01-12',
      views: 4,
      bookings: 1,
      earnings: 0,
      conversionPercent: 25,
    });
    expect(weeks.at(-2)).toMatchObject({
      weekStart: '2026-01-05',
      views: 1,
      bookings: 1,
      conversionPercent: 100,
    });
  });

  it('is for tutors only', async () => {
    const student = await makeStudent(t.deps.db, { country: 'sg' });
    const answer = await analyticsOf(await sessionFor(t, student));
    expect(answer.errors?.[0]?.extensions?.['code']).toBe('FORBIDDEN');
  });
});
