import {
  DEFAULT_AVAILABILITY,
  TIMES_OF_DAY,
  WEEKDAYS,
  availabilityWindows,
  weeklyHoursMeet,
  type TimeOfDay,
  type Weekday,
  type WeeklyHours,
} from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { marketReference, nth } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { tutorAvailability } from '../availability/testing';
import { makeSearchTutor } from './testing/search-fixtures';
import { FIND_TUTORS, countStatements, type TutorPage } from './testing/search-test-helpers';

/** Weekly hours from 'HH:MM-HH:MM' spans per weekday (Sunday 0). */
const hours = (byDay: Partial<Record<number, string[]>>): WeeklyHours =>
  Array.from({ length: 7 }, (_, day) =>
    (byDay[day] ?? []).map((span) => {
      const [start = 0, end = 0] = span.split('-').map((time) => {
        const [h = 0, m = 0] = time.split(':').map(Number);
        return h * 60 + m;
      });
      return { start, end };
    }),
  );

const WEEKDAYS_ONLY = [1, 2, 3, 4, 5];

/** Each tutor's weekly hours; null: never set (the default, every day 08:00–22:00). */
const TUTORS: Record<string, WeeklyHours | null> = {
  // Weekday mornings.
  Maya: hours(Object.fromEntries(WEEKDAYS_ONLY.map((day) => [day, ['07:00-11:00']]))),
  // Weekend evenings.
  Evan: hours({ 0: ['18:00-21:00'], 6: ['18:00-21:00'] }),
  // Wednesday afternoons, and Monday from 21:30 (the evening's last half hour) to 23:00.
  Aida: hours({ 3: ['12:00-16:00'], 1: ['21:30-23:00'] }),
  // Late nights only: 22:00 to midnight, outside every time of day.
  Owen: hours(Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((day) => [day, ['22:00-24:00']]))),
  // No hours at all.
  Nina: hours({}),
  // Never set: the default.
  Dara: null,
};

describe('findTutors by availability (days and times of day)', () => {
  let t: TestApp;
  const ids: Record<string, string> = {};

  async function find(variables: Record<string, unknown>): Promise<TutorPage> {
    const response = await t.gql<{ findTutors: TutorPage }>(FIND_TUTORS, { country: 'sg', ...variables });
    expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
    return response.data?.findTutors as TutorPage;
  }
  const names = async (variables: Record<string, unknown>) =>
    (await find(variables)).tutors.map((tutor) => tutor.firstName).sort();

  beforeAll(async () => {
    t = await startTestApp();
    const sg = await marketReference(t, 'sg');
    for (const [index, [firstName, weekly]] of Object.entries(TUTORS).entries()) {
      const tutor = await makeSearchTutor(t, {
        firstName,
        lastName: 'Hours',
        offers: [{ subjectId: nth(sg.subjects, index % 2).id, levelId: nth(sg.levels, 0).id, price: 3000 }],
      });
      ids[firstName] = tutor.id;
      if (weekly)
        await t.deps.db.insert(tutorAvailability).values({
          userId: tutor.id,
          weekly: weekly.map((day) => [...day]),
          exceptions: [],
          noticeHours: 2,
        });
    }
    // A coach with weekend mornings: the filter applies to the lifelong listing too.
    const coach = await makeSearchTutor(t, {
      firstName: 'Cora',
      lastName: 'Coach',
      kind: 'LIFELONG',
      lifelong: [{ id: nth(sg.lifelong, 0).id, price: 4000 }],
    });
    await t.deps.db.insert(tutorAvailability).values({
      userId: coach.id,
      weekly: hours({ 6: ['09:00-11:00'] }).map((day) => [...day]),
      exceptions: [],
      noticeHours: 2,
    });
    await t.flushSearch();
  });
  afterAll(async () => t.close());

  it('without a day or time lists everyone', async () => {
    expect(await names({})).toEqual(['Aida', 'Dara', 'Evan', 'Maya', 'Nina', 'Owen']);
    expect(await names({ availableDays: [], availableTimes: [] })).toEqual(await names({}));
  });

  it('days alone: any hours on one of the days', async () => {
    expect(await names({ availableDays: ['Sat'] })).toEqual(['Dara', 'Evan', 'Owen']);
    expect(await names({ availableDays: ['Wed'] })).toEqual(['Aida', 'Dara', 'Maya', 'Owen']);
  });

  it('times alone: hours overlapping one of the times of day on any day', async () => {
    expect(await names({ availableTimes: ['MORNING'] })).toEqual(['Dara', 'Maya']);
    expect(await names({ availableTimes: ['AFTERNOON'] })).toEqual(['Aida', 'Dara']);
    // Aida's Monday 21:30–23:00 reaches into the evening (17–22); Owen's 22:00–24:00 only touches it.
    expect(await names({ availableTimes: ['EVENING'] })).toEqual(['Aida', 'Dara', 'Evan']);
  });

  it('days and times: one of the times on one of the days', async () => {
    expect(await names({ availableDays: ['Wed'], availableTimes: ['AFTERNOON'] })).toEqual(['Aida', 'Dara']);
    expect(await names({ availableDays: ['Sun'], availableTimes: ['MORNING'] })).toEqual(['Dara']);
    expect(await names({ availableDays: ['Mon', 'Sat'], availableTimes: ['MORNING', 'EVENING'] })).toEqual([
      'Aida',
      'Dara',
      'Evan',
      'Maya',
    ]);
    expect(await names({ availableDays: ['Tue'], availableTimes: ['EVENING'] })).toEqual(['Dara']);
  });

  it("keeps exactly the tutors whose hours the domain's weeklyHoursMeet keeps, for every day and time choice", async () => {
    const weeklyOf = (name: string) => TUTORS[name] ?? DEFAULT_AVAILABILITY.weekly;
    const timeChoices: TimeOfDay[][] = [[], ...TIMES_OF_DAY.map((time) => [time]), ['MORNING', 'EVENING']];
    const dayChoices: Weekday[][] = [[], ...WEEKDAYS.map((day) => [day]), ['Sat', 'Sun']];
    for (const days of dayChoices)
      for (const times of timeChoices) {
        const windows = availabilityWindows(days, times);
        const expected = Object.keys(TUTORS)
          .filter((name) => weeklyHoursMeet(weeklyOf(name), windows))
          .sort();
        expect(await names({ availableDays: days, availableTimes: times }), `${days} ${times}`).toEqual(
          expected,
        );
      }
  });

  it('combines with the other filters, the count and the pages', async () => {
    const page = await find({ availableTimes: ['MORNING', 'AFTERNOON'], limit: 1, alphabet: true });
    expect(page).toMatchObject({ total: 3, totalPages: 3 });
    expect(page.tutors.map((tutor) => tutor.firstName)).toEqual(['Aida']);
    expect(await names({ keywords: 'Maya', availableDays: ['Sat'] })).toEqual([]);
    expect(await names({ keywords: 'Maya', availableDays: ['Fri'] })).toEqual(['Maya']);
  });

  it('filters coaches (the lifelong listing) alike', async () => {
    expect(
      await names({ fromWhere: 'lifelong', availableDays: ['Sat'], availableTimes: ['MORNING'] }),
    ).toEqual(['Cora']);
    expect(await names({ fromWhere: 'lifelong', availableDays: ['Sun'] })).toEqual([]);
  });

  it('reads the hours at search time: a change counts at once', async () => {
    const mondayOnly = hours({ 1: ['18:00-20:00'] }).map((day) => [...day]);
    await t.deps.db
      .update(tutorAvailability)
      .set({ weekly: mondayOnly })
      .where(eq(tutorAvailability.userId, ids['Nina'] as string));
    expect(await names({ availableDays: ['Mon'], availableTimes: ['EVENING'] })).toEqual([
      'Aida',
      'Dara',
      'Nina',
    ]);
    await t.deps.db
      .update(tutorAvailability)
      .set({ weekly: hours({}).map((day) => [...day]) })
      .where(eq(tutorAvailability.userId, ids['Nina'] as string));
  });

  it('still answers a page in at most 4 SQL statements', async () => {
    const { statements } = await countStatements(t, () =>
      find({ keywords: 'Hours', availableDays: ['Mon', 'Tue'], availableTimes: ['EVENING'], limit: 48 }),
    );
    expect(statements).toBeLessThanOrEqual(4);
  });

  it('refuses an unknown day or time of day with its message', async () => {
    for (const variables of [
      { availableDays: ['Monday'] },
      { availableDays: ['mon'] },
      { availableTimes: ['NIGHT'] },
      { availableDays: ['Mon'], availableTimes: ['MORNING', 'morning'] },
      { availableDays: Array.from({ length: 20 }, () => 'Mon') },
    ]) {
      const response = await t.gql(FIND_TUTORS, { country: 'sg', ...variables });
      expectError(response, 'BAD_USER_INPUT', 'invalidAvailabilityFilter');
      expect(response.data ?? null).toBeNull();
    }
  });
});
