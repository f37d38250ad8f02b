import { and, count, eq, notInArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { sessionFor } from '../../test/profile-helpers';
import { holdRowLock, lockWaiters } from '../../test/row-locks';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookingMutation, bookingWorld, bookings } from '../booking/testing';
import { cartApi } from '../cart/testing';
import { expectSoundLedger } from '../ledger/testing';
import { claim, tutorVoucher } from './testing/voucher-test-helpers';
import { voucherClaims, voucherUses, vouchers } from './voucher.tables';

/** Voucher and cart races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn(
    'TEST_DATABASE_URL is not set: skipping the voucher and cart race tests (CI runs them on PostgreSQL).',
  );
}

const codeOf = (answer: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  String(answer.errors?.[0]?.extensions?.['code'] ?? 'OK');

describe.skipIf(!databaseUrl)('voucher and cart races on PostgreSQL', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
  });
  afterAll(() => t.close());

  it('refuses a claim that read the voucher while its withdrawal waited for the lock', async () => {
    const tutor = await world.tutor();
    const voucher = await tutorVoucher(t, tutor, { uses: 10 });
    const student = await world.student();
    const lock = await holdRowLock(t.deps.db, 'vouchers', voucher.id);
    const withdrawing = t.gql(
      'mutation($id: ID!) { userDeleteHisVoucher(voucherId: $id) { success } }',
      { id: voucher.id },
      { token: tutor.token },
    );
    await lockWaiters(t.deps.db, 1);
    const claiming = claim(t, student.token, voucher.id);
    await lockWaiters(t.deps.db, 2);
    await lock.release();
    const [withdrawn, claimed] = await Promise.all([withdrawing, claiming]);
    expect(withdrawn.errors).toBeUndefined();
    expect(codeOf(claimed)).not.toBe('OK');
    const [claims] = await t.deps.db
      .select({ n: count() })
      .from(voucherClaims)
      .where(eq(voucherClaims.voucherId, voucher.id));
    expect(claims?.n).toBe(0);
  });

  it('gives exactly 100 of 2,000 concurrent claims of a 100-use voucher, one per student, no 500', async () => {
    const tutor = await world.tutor();
    const voucher = await tutorVoucher(t, tutor, { uses: 100, tier: 'campaign' });
    const tokens: string[] = [];
    for (let batch = 0; batch < 40; batch += 1)
      tokens.push(
        ...(await Promise.all(
          Array.from({ length: 50 }, async () => sessionFor(t, await makeStudent(t.deps.db))),
        )),
      );
    const answers = await Promise.all(tokens.map((token) => claim(t, token, voucher.id)));
    const codes = answers.map(codeOf);
    expect(codes.filter((code) => code === 'OK')).toHaveLength(100);
    expect(new Set(codes.filter((code) => code !== 'OK'))).toEqual(new Set(['CONFLICT']));
    const [row] = await t.deps.db.select().from(vouchers).where(eq(vouchers.id, voucher.id));
    expect(row?.numberOfUsage).toBe(100);
    const [claims] = await t.deps.db
      .select({ n: count() })
      .from(voucherClaims)
      .where(eq(voucherClaims.voucherId, voucher.id));
    expect(claims?.n).toBe(100);

    // One student claiming twenty times at once holds one claim.
    const other = await tutorVoucher(t, tutor, { uses: 50, tier: 'growth' });
    const [token] = tokens;
    const mine = await Promise.all(Array.from({ length: 20 }, () => claim(t, token ?? '', other.id)));
    expect(mine.map(codeOf).filter((code) => code === 'OK')).toHaveLength(1);
    expect(new Set(mine.map(codeOf).filter((code) => code !== 'OK'))).toEqual(new Set(['CONFLICT']));
  });

  it('pays a cart once when two checkouts of it race', async () => {
    const api = cartApi(t, world);
    const student = await world.student();
    const [first, second] = [await world.tutor(4000), await world.tutor(3000)];
    const a = await api.pending(student, first, 30);
    const b = await api.pending(student, second, 54);
    await api.add(student.token, a.id);
    await api.add(student.token, b.id);
    await world.topUp(student.userId, 2 * (a.due + b.due));
    const answers = await Promise.all([api.checkout(student.token), api.checkout(student.token)]);
    expect(answers.map(codeOf).sort()).toEqual(['CONFLICT', 'OK']);
    // Paid once: the balance lost the two lessons' prices, the rest of the first bookings came back.
    expect(await world.balance(student.userId)).toBe(2 * (a.due + b.due) - 4000 - 3000);
    await expectSoundLedger(t.deps.db);
  });

  it('counts a voucher’s use at most once when it races the cancel of its booking', async () => {
    const tutor = await world.tutor(4000);
    const voucher = await tutorVoucher(t, tutor, { uses: 50, tier: 'growth' });
    const student = await world.student();
    expect(codeOf(await claim(t, student.token, voucher.id))).toBe('OK');
    const api = cartApi(t, world);
    const APPLY = `mutation($id: ID!, $voucherCode: String) { updateBooking(id: $id, voucherCode: $voucherCode) { pvid } }`;
    for (let round = 0; round < 10; round += 1) {
      const one = await api.pending(student, tutor, 30 + round * 6);
      const two = await api.pending(student, tutor, 33 + round * 6);
      await Promise.all([
        t.gql(APPLY, { id: one.id, voucherCode: voucher.code }, { token: student.token }),
        t.gql(bookingMutation('cancelBookingBeforePaid'), { bookingId: one.id }, { token: student.token }),
        t.gql(APPLY, { id: two.id, voucherCode: voucher.code }, { token: student.token }),
      ]);
      const [live] = await t.deps.db
        .select({ n: count() })
        .from(voucherUses)
        .innerJoin(bookings, eq(bookings.id, voucherUses.bookingId))
        .innerJoin(voucherClaims, eq(voucherClaims.id, voucherUses.claimId))
        .where(
          and(
            eq(voucherClaims.voucherId, voucher.id),
            notInArray(bookings.status, ['CANCELLED', 'REJECTED']),
          ),
        );
      expect(live?.n).toBeLessThanOrEqual(1);
      // Free the claim for the next round.
      await t.gql(
        bookingMutation('cancelBookingBeforePaid'),
        { bookingId: two.id },
        { token: student.token },
      );
    }
    await expectSoundLedger(t.deps.db);
  });
});
