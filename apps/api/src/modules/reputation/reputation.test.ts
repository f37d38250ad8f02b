import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { marketReference, nth } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { FIND_TUTORS, countStatements, makeSearchTutor } from '../search/testing';
import { bookingOf, roomWith } from './testing/reputation-test-helpers';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const REPUTATION = `query Reputation($userPvid: ID) {
  getProfile(userPvid: $userPvid) { reputation { medianReplyMinutes replyWithin acceptanceRate } }
}`;

const reputationOf = async (userPvid: string) =>
  (await t.gql<{ getProfile: { reputation: unknown } }>(REPUTATION, { userPvid })).data?.getProfile
    .reputation;

/** Rooms and bookings of a tutor: waits of 30, 90, 100 and (still waiting) 300 minutes; 3 of 4 accepted. */
async function arrangeBusyTutor(tutorId: string): Promise<void> {
  const student = async () => (await makeStudent(t.deps.db)).id;
  await roomWith(t, tutorId, await student(), 10, [
    { by: 'student', at: 0 },
    { by: 'tutor', at: 30 },
    { by: 'tutor', at: 31 },
  ]);
  // The tutor wrote first: the wait runs from the student's first message.
  await roomWith(t, tutorId, await student(), 5, [
    { by: 'tutor', at: 0 },
    { by: 'student', at: 60 },
    { by: 'student', at: 65 },
    { by: 'tutor', at: 150 },
  ]);
  await roomWith(t, tutorId, await student(), 2, [
    { by: 'student', at: 0 },
    { by: 'student', at: 5 },
    { by: 'tutor', at: 100 },
  ]);
  // Still waiting after 5 hours.
  await roomWith(t, tutorId, await student(), 300 / (24 * 60), [{ by: 'student', at: 0 }]);
  // Older than 30 days: not counted, however quick.
  await roomWith(t, tutorId, await student(), 40, [
    { by: 'student', at: 0 },
    { by: 'tutor', at: 1 },
  ]);
  const booker = await student();
  for (const status of [
    'ACCEPTED',
    'ACCEPTED',
    'DONE',
    'REJECTED',
    'CANCELLED',
    'PAID',
    'PENDING',
  ] as const) {
    await bookingOf(t, tutorId, booker, status);
  }
  // Older than 90 days: not counted.
  await bookingOf(t, tutorId, booker, 'REJECTED', 100);
}

describe('tutor reputation', () => {
  it('shows the median first-reply time and the acceptance rate on the profile', async () => {
    const tutor = await makeTutor(t.deps.db);
    await arrangeBusyTutor(tutor.id);
    // Median of 30, 90, 100, 300 minutes: 95, 'within 2 hours'. Accepted 3 of 3 + 1 rejected: 75%.
    expect(await reputationOf(tutor.id)).toEqual({
      medianReplyMinutes: 95,
      replyWithin: 'TWO_HOURS',
      acceptanceRate: 75,
    });
  });

  it('shows nothing below 3 rooms or 3 decisions', async () => {
    const tutor = await makeTutor(t.deps.db);
    const student = await makeStudent(t.deps.db);
    await roomWith(t, tutor.id, student.id, 1, [
      { by: 'student', at: 0 },
      { by: 'tutor', at: 5 },
    ]);
    await bookingOf(t, tutor.id, student.id, 'ACCEPTED');
    await bookingOf(t, tutor.id, student.id, 'REJECTED');
    expect(await reputationOf(tutor.id)).toEqual({
      medianReplyMinutes: null,
      replyWithin: null,
      acceptanceRate: null,
    });
  });

  it('gives every search card its figures in one statement for the whole page', async () => {
    const sg = await marketReference(t, 'sg');
    const offers = [{ subjectId: nth(sg.subjects, 1).id, levelId: nth(sg.levels, 0).id, price: 3000 }];
    const busy = await makeSearchTutor(t, { firstName: 'Quick', lastName: 'Replier', offers });
    await makeSearchTutor(t, { firstName: 'Quiet', lastName: 'Replier', offers });
    await arrangeBusyTutor(busy.id);
    await t.flushSearch();
    const query = FIND_TUTORS.replace('tutors {', 'tutors { reputation { replyWithin acceptanceRate }');
    const find = () =>
      t.gql<{ findTutors: { tutors: { firstName: string; reputation: unknown }[] } }>(query, {
        keywords: 'Replier',
      });
    const cards = (await find()).data?.findTutors.tutors ?? [];
    expect(Object.fromEntries(cards.map((card) => [card.firstName, card.reputation]))).toEqual({
      Quick: { replyWithin: 'TWO_HOURS', acceptanceRate: 75 },
      Quiet: { replyWithin: null, acceptanceRate: null },
    });
    const without = await countStatements(t, () => t.gql(FIND_TUTORS, { keywords: 'Replier' }));
    const withFigures = await countStatements(t, find);
    expect(withFigures.statements - without.statements).toBe(1);
  });
});
