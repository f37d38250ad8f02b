import { MESSAGES } from '@ajar/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../infra/mail/outbox.tables';
import { marketReference } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { expectRefusal } from '../booking/testing';
import { notifications } from '../notification/testing';
import { assignments } from './assignment.tables';
import {
  ADD_ASSIGNMENT,
  ANSWER,
  ASSIGNMENT_FIELDS,
  assignmentWorld,
  type Person,
} from './testing/assignment-test-helpers';

interface AssignmentBody {
  pvid: string;
  title: string;
  country: string;
  currency: string;
  role: string;
  isActive: boolean;
  broadcastCount: number | null;
  broadcastRemark: string | null;
  applicantCount: number;
  priceRangeStartPrice: number;
  priceRangeEndPrice: number;
  profileJoin: { userPvid: string };
  acceptanceTutorList: {
    isApply: boolean;
    isAccept: boolean | null;
    broadcasted: boolean;
    tutor: { userPvid: string };
  }[];
}

let t: TestApp;
let world: ReturnType<typeof assignmentWorld>;
beforeAll(async () => {
  t = await startTestApp();
  world = assignmentWorld(t);
});
afterAll(() => t.close());

async function post(person: Person, input: Record<string, unknown>) {
  return t.gql<{ addPostingAssignment: AssignmentBody }>(ADD_ASSIGNMENT, input, { token: person.token });
}

async function posted(person: Person, input: Record<string, unknown>): Promise<AssignmentBody> {
  const result = await post(person, input);
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.addPostingAssignment;
}

const detail = (person: Person | null, pvid: string) =>
  t.gql<{ detailPostingAssignment: AssignmentBody }>(
    `query Detail($pvid: ID!) { detailPostingAssignment(pvid: $pvid) { ${ASSIGNMENT_FIELDS} } }`,
    { pvid },
    person ? { token: person.token } : {},
  );

const answer = (person: Person, pvid: string, isAccept: boolean) =>
  t.gql<{ acceptanceAssignment: { success: boolean; message: string; assignment: AssignmentBody } }>(
    ANSWER,
    { pvid, isAccept },
    { token: person.token },
  );

const find = (person: Person, args: Record<string, unknown>) =>
  t.gql<{ findAssignment: AssignmentBody[] }>(
    `query Find($keywords: String, $location: String, $subject: ID, $curriculum: ID, $limit: Int,
      $startPrice: Money, $endPrice: Money, $country: String, $tutorExperience: Int) {
      findAssignment(keywords: $keywords, location: $location, subject: $subject, curriculum: $curriculum,
        limit: $limit, startPrice: $startPrice, endPrice: $endPrice, country: $country,
        tutorExperience: $tutorExperience) { pvid title }
    }`,
    args,
    { token: person.token },
  );

const publicList = (person: Person, country: string) =>
  t.gql<{ listPostingAssignmentPublic: { pvid: string }[] }>(
    `query Public($country: String!) { listPostingAssignmentPublic(country: $country) { pvid } }`,
    { country },
    { token: person.token },
  );

const notificationsOf = (userId: string, entityId: string) =>
  t.deps.db
    .select({ code: notifications.code, remarks: notifications.remarks, title: notifications.entityTitle })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.entityId, entityId)));

const assignmentCount = async () => (await t.deps.db.select({ id: assignments.id }).from(assignments)).length;

async function subjectAt(index: number): Promise<string> {
  return (await marketReference(t, 'sg')).subjects[index]?.id ?? '';
}

describe('guests', () => {
  it('are refused by every operation with the spec message', async () => {
    const student = await world.student();
    const { pvid } = await posted(student, await world.input('sg', { broadcast: false }));
    const calls = [
      t.gql(`{ listPostingAssignment { pvid } }`),
      t.gql(`{ listPostingAssignmentPublic(country: "sg") { pvid } }`),
      t.gql(`{ findAssignment(country: "sg") { pvid } }`),
      t.gql(`{ listAssignmentAcceptance { pvid } }`),
      detail(null, pvid),
      t.gql(ADD_ASSIGNMENT, await world.input()),
      t.gql(ANSWER, { pvid, isAccept: true }),
    ];
    for (const result of await Promise.all(calls)) {
      expectRefusal(result, 'UNAUTHENTICATED', 'notLoggedIn');
      expect(result.errors?.[0]?.message).toBe(MESSAGES.notLoggedIn);
    }
  });
});

describe('addPostingAssignment', () => {
  it("answers each missing or wrong field with the spec's message and writes nothing", async () => {
    const student = await world.student();
    const before = await assignmentCount();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', 'titleRequired'],
      [{ title: 'x'.repeat(121) }, 'title', 'titleTooLong'],
      [{ priceRange: null }, 'priceRange', 'priceRangeRequired'],
      [{ priceRange: { startPrice: 6000, endPrice: 3000 } }, 'priceRange', 'priceRangeRequired'],
      [{ priceRange: { startPrice: 0, endPrice: 3000 } }, 'priceRange.startPrice', 'priceRangeRequired'],
      [{ curriculumPvid: null }, 'curriculumPvid', 'curriculumRequired'],
      [{ subjectPvid: 'not-an-id' }, 'subjectPvid', 'subjectRequired'],
      [{ tutorGender: 'Robot' }, 'tutorGender', 'genderRequired'],
      [{ location: '' }, 'location', 'locationRequired'],
      [{ notes: 'n'.repeat(701) }, 'notes', 'textTooLong'],
      [{ tutorExperience: 4 }, 'tutorExperience', 'required'],
    ];
    for (const [override, field, key] of cases) {
      const result = await post(student, await world.input('sg', override));
      expect(result.errors?.[0]?.extensions?.['code'], field).toBe('BAD_USER_INPUT');
      expect((result.errors?.[0]?.extensions?.['fields'] as Record<string, string>)[field], field).toBe(key);
    }
    // A curriculum of another market is not one of this market's choices.
    const abroad = await world.input('id');
    const foreign = await post(student, await world.input('sg', { curriculumPvid: abroad.curriculumPvid }));
    expectRefusal(foreign, 'BAD_USER_INPUT', 'curriculumRequired');
    expect(await assignmentCount()).toBe(before);
  });

  it("posts only in the student's own market, and only for students", async () => {
    const student = await world.student();
    const elsewhere = await post(student, await world.input('sg', { country: 'id' }));
    expectRefusal(elsewhere, 'FORBIDDEN', 'assignmentNotInCountry');
    expect(elsewhere.errors?.[0]?.message).toBe('This assignment is not available in your country');
    const tutor = await world.tutor();
    expectRefusal(await post(tutor, await world.input()), 'FORBIDDEN', 'assignmentStudentsOnly');

    const created = await posted(student, await world.input('sg', { country: 'sg', broadcast: false }));
    expect(created).toMatchObject({
      country: 'sg',
      currency: 'SGD',
      role: 'OWNER',
      isActive: true,
      broadcastCount: null,
      priceRangeStartPrice: 3000,
      priceRangeEndPrice: 6000,
      profileJoin: { userPvid: student.userId },
    });
  });
});

describe('broadcast', () => {
  it('offers it once to each matching tutor of the market, by notification and by mail', async () => {
    const student = await world.student();
    // Subject 3 at level 0 is taught by nobody else in this file: the count is exact.
    const match = await world.tutor({ subject: 3 });
    const female = await world.tutor({ subject: 3, gender: 'Female' });
    const seasoned = await world.tutor({ subject: 3, gender: 'Female', experienceYears: 3 });
    const otherSubject = await world.tutor({ subject: 4 });
    const abroad = await world.tutor({ country: 'id', subject: 3 });

    const sent = await posted(
      student,
      await world.input('sg', {
        subjectPvid: await subjectAt(3),
        tutorGender: 'Female',
        tutorExperience: 2,
        title: 'Chemistry help',
      }),
    );
    expect(sent.broadcastCount).toBe(1);
    expect(sent.broadcastRemark).toBe('Sent to 1 matching tutor');
    expect(await notificationsOf(seasoned.userId, sent.pvid)).toEqual([
      { code: 'ASSIGNMENT_POSTED', remarks: 'Chemistry help', title: 'Chemistry help' },
    ]);
    for (const tutor of [match, female, otherSubject, abroad])
      expect(await notificationsOf(tutor.userId, sent.pvid)).toEqual([]);

    const open = await posted(student, await world.input('sg', { subjectPvid: await subjectAt(3) }));
    expect(open.broadcastCount).toBe(3);
    const offered = open.acceptanceTutorList.map((row) => row.tutor.userPvid).sort();
    expect(offered).toEqual([match.userId, female.userId, seasoned.userId].sort());
    expect(
      open.acceptanceTutorList.every((row) => row.broadcasted && !row.isApply && row.isAccept === null),
    ).toBe(true);
    const mails = await t.deps.db
      .select({ to: mailOutbox.to, links: mailOutbox.links })
      .from(mailOutbox)
      .where(inArray(mailOutbox.subject, ['A new assignment matches you: Maths tutor for Secondary 2']));
    const tutorsMailed = mails.filter((mail) => mail.links.some((link) => link.endsWith(open.pvid)));
    expect(tutorsMailed).toHaveLength(3);
    expect(tutorsMailed[0]?.links[0]).toMatch(/\/sg\/assignments\/Maths-tutor-for-Secondary-2--[\w-]+$/);

    const quiet = await posted(
      student,
      await world.input('sg', { subjectPvid: await subjectAt(3), broadcast: false }),
    );
    expect(quiet.broadcastCount).toBeNull();
    expect(await notificationsOf(match.userId, quiet.pvid)).toEqual([]);
  });
});

describe('reading assignments', () => {
  it('lists mine, the market’s open ones, and refuses another market', async () => {
    const student = await world.student();
    const other = await world.student();
    const sgTutor = await world.tutor({ subject: 6 });
    const idTutor = await world.tutor({ country: 'id' });
    const mine = await posted(
      student,
      await world.input('sg', { broadcast: false, title: 'Physics, weekends' }),
    );
    t.clock.advance(60_000);
    const closedInput = await world.input('sg', { broadcast: false, isActive: false, title: 'Closed one' });
    const closed = await posted(student, closedInput);

    const own = await t.gql<{ listPostingAssignment: { pvid: string }[] }>(
      `{ listPostingAssignment { pvid } }`,
      {},
      { token: student.token },
    );
    expect(own.data?.listPostingAssignment.map((row) => row.pvid)).toEqual([closed.pvid, mine.pvid]);
    const others = await t.gql<{ listPostingAssignment: { pvid: string }[] }>(
      `{ listPostingAssignment { pvid } }`,
      {},
      { token: other.token },
    );
    expect(others.data?.listPostingAssignment).toEqual([]);

    const open = (await publicList(sgTutor, 'sg')).data?.listPostingAssignmentPublic.map((row) => row.pvid);
    expect(open).toContain(mine.pvid);
    expect(open).not.toContain(closed.pvid);
    expectRefusal(await publicList(idTutor, 'sg'), 'FORBIDDEN', 'assignmentNotInCountry');
    expect(
      (await publicList(idTutor, 'id')).data?.listPostingAssignmentPublic.map((row) => row.pvid),
    ).not.toContain(mine.pvid);
    expectRefusal(await detail(idTutor, mine.pvid), 'FORBIDDEN', 'assignmentNotInCountry');
    expectRefusal(await detail(sgTutor, 'not-an-id'), 'NOT_FOUND', 'notFound');
  });

  it('finds by keywords, place, subject, curriculum, overlapping price and asked experience', async () => {
    const student = await world.student();
    const tutor = await world.tutor({ subject: 7 });
    const reference = await world.input('sg');
    const a = await posted(
      student,
      await world.input('sg', {
        broadcast: false,
        title: 'Zebra-striped algebra revision',
        location: 'Jurong West',
        priceRange: { startPrice: 2000, endPrice: 4000 },
        tutorExperience: 3,
      }),
    );
    const b = await posted(
      student,
      await world.input('sg', {
        broadcast: false,
        title: 'Zebra geometry drills',
        location: 'Bedok',
        subjectPvid: await subjectAt(1),
        priceRange: { startPrice: 8000, endPrice: 9000 },
      }),
    );
    const titles = async (args: Record<string, unknown>) =>
      (await find(tutor, { keywords: 'zebra', ...args })).data?.findAssignment.map((row) => row.pvid).sort();
    expect(await titles({})).toEqual([a.pvid, b.pvid].sort());
    expect(await titles({ keywords: 'zebra algebra' })).toEqual([a.pvid]);
    expect(await titles({ keywords: '100%_zebra' })).toEqual([]);
    expect(await titles({ location: 'bedok' })).toEqual([b.pvid]);
    expect(await titles({ subject: reference.subjectPvid })).toEqual([a.pvid]);
    expect(await titles({ curriculum: reference.curriculumPvid })).toEqual([a.pvid, b.pvid].sort());
    expect(await titles({ startPrice: 4000, endPrice: 5000 })).toEqual([a.pvid]);
    expect(await titles({ startPrice: 4001, endPrice: 7999 })).toEqual([]);
    expect(await titles({ tutorExperience: 3 })).toEqual([a.pvid]);
    expect(await titles({ limit: 1 })).toHaveLength(1);
    expect(await titles({ subject: 'nonsense' })).toEqual([]);
    expectRefusal(await find(tutor, { country: 'my' }), 'FORBIDDEN', 'assignmentNotInCountry');
  });
});

describe('acceptance', () => {
  it('lets a tutor accept or reject for themselves only; the student alone sees applicants', async () => {
    const student = await world.student();
    const otherStudent = await world.student();
    const first = await world.tutor({ subject: 8 });
    const second = await world.tutor({ subject: 8 });
    const idTutor = await world.tutor({ country: 'id', subject: 8 });
    const { pvid, title } = await posted(
      student,
      await world.input('sg', { subjectPvid: await subjectAt(8) }),
    );

    const accepted = await answer(first, pvid, true);
    expect(accepted.data?.acceptanceAssignment).toMatchObject({
      success: true,
      message: 'You have accepted the assignment. Wait until the student reaches you',
    });
    await answer(first, pvid, true);
    expect(await notificationsOf(student.userId, pvid)).toEqual([
      {
        code: 'ASSIGNMENT_APPLIED',
        remarks: expect.stringContaining(first.firstName),
        title,
      },
    ]);
    const rejected = await answer(second, pvid, false);
    expect(rejected.data?.acceptanceAssignment.message).toBe('You have rejected the assignment');

    // The second tutor's answer did not touch the first tutor's row; each sees only their own.
    const asFirst = (await detail(first, pvid)).data?.detailPostingAssignment;
    expect(asFirst?.role).toBe('TUTOR');
    expect(asFirst?.acceptanceTutorList).toEqual([
      expect.objectContaining({
        isApply: true,
        isAccept: true,
        tutor: expect.objectContaining({ userPvid: first.userId }),
      }),
    ]);
    const asSecond = (await detail(second, pvid)).data?.detailPostingAssignment;
    expect(asSecond?.acceptanceTutorList).toEqual([
      expect.objectContaining({
        isApply: false,
        isAccept: false,
        tutor: expect.objectContaining({ userPvid: second.userId }),
      }),
    ]);
    const asOwner = (await detail(student, pvid)).data?.detailPostingAssignment;
    expect(asOwner?.applicantCount).toBe(1);
    expect(asOwner?.acceptanceTutorList.map((row) => row.tutor.userPvid).sort()).toEqual(
      [first.userId, second.userId].sort(),
    );
    const asStranger = (await detail(otherStudent, pvid)).data?.detailPostingAssignment;
    expect(asStranger?.role).toBe('VIEWER');
    expect(asStranger?.acceptanceTutorList).toEqual([]);

    expectRefusal(await answer(otherStudent, pvid, true), 'FORBIDDEN', 'assignmentTutorsOnly');
    expectRefusal(await answer(idTutor, pvid, true), 'FORBIDDEN', 'assignmentNotInCountry');

    const offered = await t.gql<{ listAssignmentAcceptance: { pvid: string }[] }>(
      `{ listAssignmentAcceptance { pvid } }`,
      {},
      { token: first.token },
    );
    expect(offered.data?.listAssignmentAcceptance.map((row) => row.pvid)).toContain(pvid);
  });

  it('closes: only the student who posted it, and a closed one takes no answers', async () => {
    const student = await world.student();
    const tutor = await world.tutor({ subject: 9 });
    const { pvid } = await posted(student, await world.input('sg', { broadcast: false }));
    const close = (person: Person) =>
      t.gql<{ setPostingAssignmentActive: { isActive: boolean } }>(
        `mutation Close($pvid: ID!) { setPostingAssignmentActive(pvid: $pvid, isActive: false) { isActive } }`,
        { pvid },
        { token: person.token },
      );
    expectRefusal(await close(tutor), 'NOT_FOUND', 'notFound');
    expect((await close(student)).data?.setPostingAssignmentActive.isActive).toBe(false);
    expectRefusal(await answer(tutor, pvid, true), 'CONFLICT', 'assignmentClosed');
    expect(
      (await publicList(tutor, 'sg')).data?.listPostingAssignmentPublic.map((row) => row.pvid),
    ).not.toContain(pvid);
  });
});
