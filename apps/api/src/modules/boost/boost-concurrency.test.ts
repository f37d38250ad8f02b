import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { makeTutor } from '../../db/seed/factories';
import { expectSoundLedger } from '../ledger/testing';
import { boost, giveCredits } from './testing/boost-test-helpers';
import { profileBoosts } from './boost.tables';

/** Boost races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the boost race tests (CI runs them on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('boost races on PostgreSQL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('gives exactly 10 of 500 concurrent boosts paid from credits that cover 10, queued end to end, no 500', async () => {
    const tutor = await makeTutor(t.deps.db, { firstName: 'Race', lastName: 'Boost' });
    // A one-day browse boost costs 10 credits.
    await giveCredits(t, tutor.id, 100);
    const token = await signInToken(t, tutor.email);
    const answers = await Promise.all(
      Array.from({ length: 500 }, () => boost(t, token, 'CategoryListingPage', 1)),
    );
    const codes = answers.map((answer) => answer.errors?.[0]?.extensions?.['code'] ?? 'OK');
    expect(codes.filter((code) => code === 'OK')).toHaveLength(10);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['CONFLICT']));
    const boosts = await t.deps.db
      .select()
      .from(profileBoosts)
      .where(eq(profileBoosts.userId, tutor.id))
      .orderBy(profileBoosts.startsAt);
    expect(boosts).toHaveLength(10);
    // Each starts when the one before ends: none overlaps, none is lost.
    for (const [index, row] of boosts.entries())
      if (index > 0) expect(row.startsAt).toEqual(boosts[index - 1]?.endsAt);
    await expectSoundLedger(t.deps.db);
  });
});
