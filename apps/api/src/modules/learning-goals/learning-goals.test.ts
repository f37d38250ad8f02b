import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { expectError } from '../../test/account-helpers';
import { marketReference, nth, sessionFor, type MarketReference } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeSearchTutor } from '../search/testing';
import { learningGoalsClient } from './testing/learning-goals-test-helpers';

let t: TestApp;
let sg: MarketReference;
let client: ReturnType<typeof learningGoalsClient>;
const maths = () => nth(sg.subjects, 1);
const physics = () => nth(sg.subjects, 4);
const juniorLevel = () => nth(sg.levels, 0);
const seniorLevel = () => nth(sg.levels, 1);

beforeAll(async () => {
  t = await startTestApp();
  t.clock.set(new Date('2026-03-02T08:00:00Z'));
  sg = await marketReference(t, 'sg');
  client = learningGoalsClient(t);
  const tutor = (
    firstName: string,
    offers: { subjectId: string; levelId: string; price: number }[],
    day: number,
  ) =>
    makeSearchTutor(t, {
      firstName,
      lastName: 'Lim',
      offers,
      dateJoined: new Date(Date.UTC(2025, 0, day)),
    });
  await tutor('Ana', [{ subjectId: maths().id, levelId: juniorLevel().id, price: 3000 }], 1);
  await tutor('Ben', [{ subjectId: maths().id, levelId: seniorLevel().id, price: 8000 }], 2);
  await tutor('Cai', [{ subjectId: physics().id, levelId: seniorLevel().id, price: 2000 }], 3);
  await tutor(
    'Dee',
    [
      { subjectId: maths().id, levelId: seniorLevel().id, price: 4500 },
      { subjectId: maths().id, levelId: juniorLevel().id, price: 2500 },
    ],
    4,
  );
  await t.flushSearch();
});
afterAll(() => t.close());

const newStudent = async () => sessionFor(t, await makeStudent(t.deps.db, { country: 'sg' }));
const goals = (overrides: Record<string, unknown> = {}) => ({
  subjects: [maths().id],
  level: seniorLevel().id,
  goal: 'EXAM',
  budgetPerHour: 5000,
  preferredDays: ['Sat', 'Mon'],
  preferredTimes: ['EVENING'],
  ...overrides,
});
const recommendedNames = async (token: string) => {
  const response = await client.recommended(token, 10);
  expect(response.errors, JSON.stringify(response.errors)).toBeUndefined();
  return response.data!.getRecommendedTutors.map((row) => `${row.tutor.firstName} ${row.pricePerHour}`);
};

describe('learning goals', () => {
  it('saves the goals once per student, reads them back and replaces them on the next save', async () => {
    const token = await newStudent();
    expect(await client.mine(token)).toBeNull();
    const saved = await client.save(token, goals());
    expect(saved.errors).toBeUndefined();
    const expected = {
      subjects: [{ pvid: maths().id, name: maths().name }],
      level: { pvid: seniorLevel().id, name: seniorLevel().name },
      goal: 'EXAM',
      budgetPerHour: 5000,
      currency: 'SGD',
      preferredDays: ['Mon', 'Sat'],
      preferredTimes: ['EVENING'],
    };
    expect(saved.data?.saveLearningGoals).toEqual(expected);
    expect(await client.mine(token)).toEqual(expected);

    const again = await client.save(
      token,
      goals({ subjects: [physics().id, maths().id], level: null, budgetPerHour: null, goal: 'HOBBY' }),
    );
    expect(again.errors).toBeUndefined();
    expect(await client.mine(token)).toMatchObject({
      subjects: [
        { pvid: physics().id, name: physics().name },
        { pvid: maths().id, name: maths().name },
      ],
      level: null,
      goal: 'HOBBY',
      budgetPerHour: null,
    });
  });

  it('refuses bad input with its message and writes nothing', async () => {
    const token = await newStudent();
    const id = await marketReference(t, 'id');
    expectError(await client.save(token, goals({ subjects: [] })), 'BAD_USER_INPUT', 'subjectRequired');
    expectError(
      await client.save(token, goals({ subjects: [nth(id.subjects, 0).id] })),
      'BAD_USER_INPUT',
      'subjectRequired',
      { 'subjects.0': 'subjectRequired' },
    );
    expectError(
      await client.save(token, goals({ level: nth(id.levels, 0).id })),
      'BAD_USER_INPUT',
      'levelRequired',
      { level: 'levelRequired' },
    );
    expectError(await client.save(token, goals({ budgetPerHour: -1 })), 'BAD_USER_INPUT', 'budgetInvalid');
    // A fraction of a minor unit never reaches the service: the Money scalar refuses the variable.
    const fraction = await client.save(token, goals({ budgetPerHour: 12.5 }));
    expect(fraction.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_USER_INPUT',
      messageKey: 'amountInvalid',
    });
    expectError(
      await client.save(token, goals({ preferredDays: ['Funday'] })),
      'BAD_USER_INPUT',
      'preferredDaysInvalid',
    );
    const eleven = sg.subjects.slice(0, 11).map((subject) => subject.id);
    expect(eleven).toHaveLength(11);
    expectError(
      await client.save(token, goals({ subjects: eleven })),
      'BAD_USER_INPUT',
      'goalsTooManySubjects',
    );
    expect(await client.mine(token)).toBeNull();
  });

  it('is for signed-in students only', async () => {
    const tutor = await sessionFor(t, await makeTutor(t.deps.db, { country: 'sg' }));
    expectError(await client.save(tutor, goals()), 'FORBIDDEN', 'forbidden');
    expectError(await client.recommended(tutor), 'FORBIDDEN', 'forbidden');
    expectError(await client.save('', goals()), 'UNAUTHENTICATED', 'notLoggedIn');
    expectError(await client.recommended(''), 'UNAUTHENTICATED', 'notLoggedIn');
  });
});

describe('getRecommendedTutors', () => {
  it('recommends none before the student saved goals', async () => {
    expect(await recommendedNames(await newStudent())).toEqual([]);
  });

  it("follows the subjects and the budget, the student's level first, at the price of the lesson matched", async () => {
    const token = await newStudent();
    await client.save(token, goals());
    // Ben's maths is over 5000 an hour and Cai teaches physics; Dee teaches the senior level within the budget.
    expect(await recommendedNames(token)).toEqual(['Dee 4500', 'Ana 3000']);
    const [first] = (await client.recommended(token)).data!.getRecommendedTutors;
    expect(first).toMatchObject({
      subjectPvid: maths().id,
      subjectName: maths().name,
      currency: 'SGD',
      levelMatched: true,
    });

    // A budget under Dee's senior lessons: her junior one still fits, at its price.
    await client.save(token, goals({ budgetPerHour: 3000 }));
    expect(await recommendedNames(token)).toEqual(['Dee 2500', 'Ana 3000']);

    await client.save(token, goals({ budgetPerHour: null }));
    expect(await recommendedNames(token)).toEqual(['Dee 4500', 'Ben 8000', 'Ana 3000']);

    await client.save(token, goals({ subjects: [physics().id], budgetPerHour: null }));
    expect(await recommendedNames(token)).toEqual(['Cai 2000']);

    await client.save(token, goals({ budgetPerHour: 1000 }));
    expect(await recommendedNames(token)).toEqual([]);
  });

  it('shows at most the limit asked for, four by default', async () => {
    const token = await newStudent();
    await client.save(token, goals({ budgetPerHour: null }));
    expect((await client.recommended(token, 1)).data?.getRecommendedTutors).toHaveLength(1);
    expect((await client.recommended(token)).data?.getRecommendedTutors).toHaveLength(3);
  });
});
