import { COUNTRY_CODES } from '@ajar/domain';
import { count, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companies, roles, users } from '../../modules/account/account.tables';
import { curricula } from '../../modules/reference/reference.tables';
import { SIGN_IN } from '../../test/account-operations';
import { expectError, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeStudent } from './factories';
import { reseedDemo, seedDemo } from './seed';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the demo seed', () => {
  it('fills an empty database once, with reference lists and people in every market', async () => {
    expect(await seedDemo(t.deps.db)).toBe(true);
    expect(await seedDemo(t.deps.db)).toBe(false);

    const [reference] = await t.deps.db.select({ n: count() }).from(curricula);
    expect(reference?.n).toBeGreaterThan(0);

    const people = await t.deps.db
      .select({ country: users.country, role: roles.code, kind: users.tutorKind })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId));
    for (const country of COUNTRY_CODES) {
      const here = people.filter((person) => person.country === country);
      expect(new Set(here.filter((p) => p.role === 'TTR0').map((p) => p.kind)), country).toEqual(
        new Set(['ACADEMIC', 'LIFELONG', 'COUNSELLING']),
      );
      expect(here.filter((p) => p.role === 'STDN').length, country).toBeGreaterThanOrEqual(2);
      expect(
        here.filter((p) => p.role === 'CMPN'),
        country,
      ).toHaveLength(1);
    }
    const [companyCount] = await t.deps.db.select({ n: count() }).from(companies);
    expect(companyCount?.n).toBe(COUNTRY_CODES.length);
  });

  it('has the documented demo logins', async () => {
    for (const email of [
      'student@ajar.test',
      'tutor@ajar.test',
      'coach@ajar.test',
      'counsellor@ajar.test',
      'company@ajar.test',
      'student.id@ajar.test',
      'tutor.my@ajar.test',
      'company.us@ajar.test',
    ]) {
      expect(await signInToken(t, email, 'password123'), email).toBeTruthy();
    }
    expectError(
      await t.gql(SIGN_IN, { email: 'unverified@ajar.test', password: 'password123' }),
      'FORBIDDEN',
      'accountNotVerified',
    );
  });

  it('re-seeds: demo accounts are replaced, bulk tutors added, other accounts kept', async () => {
    await makeStudent(t.deps.db, { email: 'real.person@example.test' });
    await reseedDemo(t.deps.db, { tutors: 30 });
    const [bulk] = await t.deps.db
      .select({ n: count() })
      .from(users)
      .where(like(users.email, 'bulk-tutor-%'));
    expect(bulk?.n).toBe(30);
    const [kept] = await t.deps.db
      .select({ n: count() })
      .from(users)
      .where(eq(users.email, 'real.person@example.test'));
    expect(kept?.n).toBe(1);
    expect(await signInToken(t, 'tutor@ajar.test')).toBeTruthy();
  });
});
