import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { expectRefusal } from '../booking/testing';
import { classes, classSessions } from './classes.tables';
import {
  CLASS_FIELDS,
  CREATE_CLASS,
  classInput,
  createClassAs,
  sessionsAhead,
  setUpClasses,
  t,
  world,
  type ClassBody,
} from './testing/classes-test-helpers';

/** Creating, editing, reading and who may do what; the money is in class-money.test.ts. */
setUpClasses();

const rowsWritten = async () => {
  const [classRows] = await t.deps.db.select({ n: count() }).from(classes);
  const [sessionRows] = await t.deps.db.select({ n: count() }).from(classSessions);
  return (classRows?.n ?? 0) + (sessionRows?.n ?? 0);
};

describe('createClass', () => {
  it('stores the sessions given in the market’s zone as UTC, with shares that sum to the price', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor, 'sg', { price: 10_000 });
    expect(created).toMatchObject({ currency: 'SGD', price: 10_000, due: 10_000, seats: 5, status: 'OPEN' });
    // 18:00 in Singapore (UTC+8) is 10:00 UTC.
    expect(created.sessions.map((session) => session.startTime.slice(11, 16))).toEqual([
      '10:00',
      '10:00',
      '10:00',
    ]);
    expect(created.sessions.map((session) => session.share)).toEqual([3334, 3333, 3333]);
    expect(created.viewerIsTutor).toBe(true);
  });

  it('prices a class in Jakarta in rupiah, 18:00 WIB being 11:00 UTC', async () => {
    const tutor = await world.tutor(100_000, 'id');
    const created = await createClassAs(tutor, 'id', {
      price: 250_000,
      sessions: sessionsAhead('id', [2, 4]),
    });
    expect(created.currency).toBe('IDR');
    expect(created.sessions.map((session) => session.startTime.slice(11, 16))).toEqual(['11:00', '11:00']);
    expect(created.sessions.map((session) => session.share)).toEqual([125_000, 125_000]);
  });

  it('refuses bad input with the form’s messages and writes nothing', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const before = await rowsWritten();
    const cases: [Record<string, unknown>, string][] = [
      [{ title: '  ' }, 'titleRequired'],
      [{ title: 'x'.repeat(121) }, 'classTitleTooLong'],
      [{ description: '' }, 'classDescriptionRequired'],
      [{ seats: 1 }, 'classSeatsInvalid'],
      [{ seats: 51 }, 'classSeatsInvalid'],
      [{ price: 0 }, 'classPriceRequired'],
      [{ price: 1_000_000_000 }, 'priceAboveMaximum'],
      [{ sessions: [] }, 'classSessionsRequired'],
      [
        {
          sessions: sessionsAhead(
            'sg',
            Array.from({ length: 21 }, (_, i) => i + 2),
          ),
        },
        'classSessionsTooMany',
      ],
      [{ sessions: [{ date: '2020-02-30', time: '18:00', durationMinutes: 60 }] }, 'classSessionInvalid'],
      [{ sessions: [{ ...sessionsAhead('sg', [3])[0], time: '18:10' }] }, 'classSessionInvalid'],
      [{ sessions: [{ ...sessionsAhead('sg', [3])[0], durationMinutes: 20 }] }, 'classSessionInvalid'],
      [{ sessions: sessionsAhead('sg', [0], '00:00') }, 'classSessionTooSoon'],
      [
        { sessions: [...sessionsAhead('sg', [3]), ...sessionsAhead('sg', [3], '18:30')] },
        'classSessionsOverlap',
      ],
      [{ subjectPvid: '6f1c1d0e-7c1a-4d3e-9a55-0d6c2b8f9a10' }, 'subjectRequired'],
      [{ coverPvid: '6f1c1d0e-7c1a-4d3e-9a55-0d6c2b8f9a10' }, 'classCoverInvalid'],
    ];
    for (const [change, key] of cases) {
      const result = await t.gql(CREATE_CLASS, await classInput(tutor, 'sg', change), { token: tutor.token });
      expect(result.errors?.[0]?.extensions, key).toMatchObject({ code: 'BAD_USER_INPUT', messageKey: key });
    }
    expect(await rowsWritten()).toBe(before);
  });

  it('is for tutors only: a student is refused, a guest asked to log in', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const student = await world.student('sg');
    const input = await classInput(tutor, 'sg');
    expectRefusal(await t.gql(CREATE_CLASS, input, { token: student.token }), 'FORBIDDEN', 'forbidden');
    expectRefusal(await t.gql(CREATE_CLASS, input), 'UNAUTHENTICATED', 'notLoggedIn');
  });
});

const UPDATE = `mutation($id: ID!, $title: String, $seats: Int, $price: Money) {
  updateClass(id: $id, title: $title, seats: $seats, price: $price) { ${CLASS_FIELDS} } }`;

describe('updateClass and the reads', () => {
  it('changes the price while nobody is enrolled, splitting the shares again; only the tutor may', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const other = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor);
    const changed = await t.gql<{ updateClass: ClassBody }>(
      UPDATE,
      { id: created.id, price: 10_001, title: 'Algebra II' },
      { token: tutor.token },
    );
    expect(changed.data?.updateClass.sessions.map((session) => session.share)).toEqual([3334, 3334, 3333]);
    expect(changed.data?.updateClass.title).toBe('Algebra II');
    expectRefusal(
      await t.gql(UPDATE, { id: created.id, title: 'Mine' }, { token: other.token }),
      'NOT_FOUND',
      'notFound',
    );
  });

  it('locks the price once a student enrolled, and never sets fewer seats than taken', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor, 'sg', { seats: 3 });
    const student = await world.student('sg');
    await world.topUp(student.userId, 10_000);
    const enrolled = await t.gql(
      `mutation($id: ID!) { enrolInClass(classId: $id) { paid } }`,
      { id: created.id },
      {
        token: student.token,
      },
    );
    expect(enrolled.errors).toBeUndefined();
    expectRefusal(
      await t.gql(UPDATE, { id: created.id, price: 9000 }, { token: tutor.token }),
      'CONFLICT',
      'classPriceLocked',
    );
    for (let index = 0; index < 2; index += 1) {
      const next = await world.student('sg');
      await world.topUp(next.userId, 10_000);
      await t.gql(
        `mutation($id: ID!) { enrolInClass(classId: $id) { paid } }`,
        { id: created.id },
        { token: next.token },
      );
    }
    expectRefusal(
      await t.gql(UPDATE, { id: created.id, seats: 2 }, { token: tutor.token }),
      'CONFLICT',
      'classSeatsBelowEnrolled',
    );
    const more = await t.gql<{ updateClass: ClassBody }>(
      UPDATE,
      { id: created.id, seats: 10, title: 'Bigger' },
      { token: tutor.token },
    );
    expect(more.data?.updateClass).toMatchObject({ seats: 10, seatsTaken: 3, title: 'Bigger' });
  });

  it('browses a market’s open classes by subject, dates and price; other markets never show', async () => {
    const tutor = await world.tutor(4000, 'my');
    const cheap = await createClassAs(tutor, 'my', { price: 2000, sessions: sessionsAhead('my', [10]) });
    const dear = await createClassAs(tutor, 'my', { price: 90_000, sessions: sessionsAhead('my', [20]) });
    const browse = (variables: Record<string, unknown>) =>
      t.gql<{ getClasses: { total: number; items: { id: string }[] } }>(
        `query($country: String!, $subjectPvid: ID, $fromDate: String, $toDate: String, $minPrice: Money,
          $maxPrice: Money, $keywords: String) {
          getClasses(country: $country, subjectPvid: $subjectPvid, fromDate: $fromDate, toDate: $toDate,
            minPrice: $minPrice, maxPrice: $maxPrice, keywords: $keywords) { total items { id } } }`,
        { country: 'my', ...variables },
      );
    const ids = async (variables: Record<string, unknown>) =>
      (await browse(variables)).data?.getClasses.items.map((item) => item.id) ?? [];
    expect(await ids({})).toEqual([cheap.id, dear.id]);
    expect(await ids({ maxPrice: 5000 })).toEqual([cheap.id]);
    expect(await ids({ minPrice: 5000 })).toEqual([dear.id]);
    expect(await ids({ fromDate: sessionsAhead('my', [15])[0]?.date })).toEqual([dear.id]);
    expect(await ids({ toDate: sessionsAhead('my', [12])[0]?.date })).toEqual([cheap.id]);
    expect(await ids({ subjectPvid: cheap.subject.pvid })).toEqual([cheap.id, dear.id]);
    expect(await ids({ keywords: 'factorising' })).toEqual([cheap.id, dear.id]);
    expect(await ids({ keywords: 'chemistry' })).toEqual([]);
    const singapore = await t.gql<{ getClasses: { items: { id: string }[] } }>(
      `query { getClasses(country: "sg") { items { id } } }`,
    );
    expect(singapore.data?.getClasses.items.map((item) => item.id)).not.toContain(cheap.id);
  });

  it('shows a student only their own seats, and the tutor’s list only to its tutor', async () => {
    const tutor = await world.tutor(4000, 'sg');
    const created = await createClassAs(tutor);
    const student = await world.student('sg');
    const stranger = await world.student('sg');
    await world.topUp(student.userId, 10_000);
    await t.gql(
      `mutation($id: ID!) { enrolInClass(classId: $id) { paid } }`,
      { id: created.id },
      { token: student.token },
    );
    const mine = (token: string) =>
      t.gql<{ getMyOnlineClasses: { paid: number; class: { id: string } }[] }>(
        `query { getMyOnlineClasses { paid class { id viewerEnrolled } } }`,
        {},
        { token },
      );
    expect((await mine(student.token)).data?.getMyOnlineClasses).toEqual([
      { paid: 10_000, class: { id: created.id, viewerEnrolled: true } },
    ]);
    expect((await mine(stranger.token)).data?.getMyOnlineClasses).toEqual([]);
    const managed = await t.gql<{
      getMyTutorClasses: { class: { id: string }; enrolments: { firstName: string }[] }[];
    }>(
      `query { getMyTutorClasses { class { id } enrolments { firstName paid } held earned } }`,
      {},
      { token: tutor.token },
    );
    expect(managed.data?.getMyTutorClasses[0]).toMatchObject({
      class: { id: created.id },
      enrolments: [{ firstName: student.firstName, paid: 10_000 }],
      held: 10_000,
      earned: 0,
    });
    expectRefusal(
      await t.gql(`query { getMyTutorClasses { class { id } } }`, {}, { token: student.token }),
      'FORBIDDEN',
      'forbidden',
    );
  });
});
