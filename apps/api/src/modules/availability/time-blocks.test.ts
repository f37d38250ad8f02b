import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectError } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingWorld } from '../booking/testing';
import { BLOCK, SLOTS, UNBLOCK, sgDateOf, type Blocked } from './testing/time-block-documents';

let t: TestApp;
let world: ReturnType<typeof bookingWorld>;
beforeAll(async () => {
  t = await startTestApp();
  world = bookingWorld(t);
});
afterAll(() => t.close());

const AFTERNOON = { start: 13 * 60, end: 17 * 60 };

async function slotsOn(tutorId: string, date: string): Promise<string[]> {
  const answer = await t.gql<{ getTutorFreeSlots: string[] }>(SLOTS, {
    tutorId,
    from: date,
    days: 1,
    duration: 60,
  });
  return answer.data?.getTutorFreeSlots ?? [];
}

/** 'HH:MM' in Singapore of an ISO instant. */
const sgTime = (iso: string) => new Date(new Date(iso).getTime() + 8 * 3_600_000).toISOString().slice(11, 16);

describe('blocking time from the calendar', () => {
  it('takes an afternoon out of the offered slots, and gives it back', async () => {
    const tutor = await world.tutor(4000, 'sg', false);
    const date = sgDateOf(t.clock.now(), 3);
    expect((await slotsOn(tutor.userId, date)).map(sgTime)).toContain('14:00');

    const blocked = await t.gql<Blocked>(BLOCK, { date, ...AFTERNOON }, { token: tutor.token });
    expect(blocked.errors).toBeUndefined();
    expect(blocked.data?.blockTutorTime.exceptions).toEqual([
      { date, kind: 'blocked', intervals: [AFTERNOON] },
    ]);
    const times = (await slotsOn(tutor.userId, date)).map(sgTime);
    expect(times).toContain('12:00');
    expect(times.filter((time) => time >= '12:30' && time < '17:00')).toEqual([]);
    expect(times).toContain('17:00');
    // Another day keeps its afternoon.
    expect((await slotsOn(tutor.userId, sgDateOf(t.clock.now(), 4))).map(sgTime)).toContain('14:00');

    const back = await t.gql<{ unblockTutorTime: Blocked['blockTutorTime'] }>(
      UNBLOCK,
      { date, start: 14 * 60, end: 17 * 60 },
      { token: tutor.token },
    );
    expect(back.data?.unblockTutorTime.exceptions).toEqual([
      { date, kind: 'blocked', intervals: [{ start: 780, end: 840 }] },
    ]);
    expect((await slotsOn(tutor.userId, date)).map(sgTime)).toContain('14:00');
  });

  it('keeps the tutor’s own hours and notice when it blocks', async () => {
    const tutor = await world.tutor(4000, 'sg', true);
    const date = sgDateOf(t.clock.now(), 2);
    const answer = await t.gql<Blocked>(BLOCK, { date, ...AFTERNOON }, { token: tutor.token });
    const { weekly, noticeHours, isSet } = answer.data!.blockTutorTime;
    expect(isSet).toBe(true);
    expect(weekly.every((day) => day.intervals.length > 0)).toBe(true);
    expect(noticeHours).toBeGreaterThan(0);
  });

  it('refuses a student, a past date and a span off the steps, and changes nothing', async () => {
    const tutor = await world.tutor(4000, 'sg', false);
    const student = await world.student();
    const date = sgDateOf(t.clock.now(), 3);
    expectError(
      await t.gql(BLOCK, { date, ...AFTERNOON }, { token: student.token }),
      'FORBIDDEN',
      'availabilityTutorsOnly',
    );
    for (const bad of [
      { date: sgDateOf(t.clock.now(), -1), ...AFTERNOON },
      { date, start: 605, end: 700 },
      { date, start: 700, end: 600 },
      { date: 'next week', ...AFTERNOON },
    ])
      expectError(await t.gql(BLOCK, bad, { token: tutor.token }), 'BAD_USER_INPUT', 'timeBlockInvalid');
    const after = await t.gql<{ getTutorAvailability: { isSet: boolean; exceptions: unknown[] } }>(
      `query($id: ID!) { getTutorAvailability(tutorId: $id) { isSet exceptions { date } } }`,
      { id: tutor.userId },
    );
    expect(after.data?.getTutorAvailability).toEqual({ isSet: false, exceptions: [] });
    expectError(await t.gql(BLOCK, { date, ...AFTERNOON }), 'UNAUTHENTICATED', 'notLoggedIn');
  });
});
