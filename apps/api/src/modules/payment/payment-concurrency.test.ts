import { count, eq } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ADD_BOOKING, bookingWorld, bookings } from '../booking/testing';
import { expectSoundLedger, ledgerTransactions } from '../ledger/testing';
import { newIdempotencyKey, paymentApi } from './testing/payment-test-helpers';
import { settlePayment } from './payment-settlement.service';
import { SANDBOX_PROVIDER } from './payment.service';
import { payments } from './payment.tables';

/** Checkout races on real PostgreSQL (PGlite runs one transaction at a time, so it cannot race). */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the payment race tests (CI runs them on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('payment races on PostgreSQL', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  let api: ReturnType<typeof paymentApi>;
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
    api = paymentApi(t);
  });
  afterAll(() => t.close());

  async function pendingBooking() {
    const tutor = await world.tutor(2000);
    const student = await world.student();
    const result = await t.gql<{ addBooking: { booking: { pvid: string } } }>(
      ADD_BOOKING,
      { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...world.lesson(24) },
      { token: student.token },
    );
    return { student, id: result.data?.addBooking.booking.pvid ?? '' };
  }

  const referenceOf = (checkoutUrl: string | null) =>
    new URL(checkoutUrl ?? 'http://none/').pathname.split('/').pop() ?? '';

  it('makes one payment of 100 parallel replays of one idempotency key', async () => {
    const { student, id } = await pendingBooking();
    const key = newIdempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 100 }, () =>
        api.createTransaction(student.token, { service: 'BOOKING', bookingId: id, idempotencyKey: key }),
      ),
    );
    expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([201]));
    expect(new Set(answers.map((answer) => answer.body['paymentId'])).size).toBe(1);
    // The provider was asked outside the transaction, maybe more than once: the first answer is everyone's.
    expect(new Set(answers.map((answer) => answer.body['checkoutUrl'])).size).toBe(1);
    const [rows] = await t.deps.db.select({ n: count() }).from(payments).where(eq(payments.bookingId, id));
    expect(rows?.n).toBe(1);
  });

  it('writes one ledger transaction for 100 parallel approvals of one checkout', async () => {
    const { student, id } = await pendingBooking();
    const checkout = await api.checkoutFor(student.token, id);
    const outcome = {
      reference: referenceOf(checkout.checkoutUrl),
      approved: true,
      method: 'card',
      reason: null,
    };
    const results = await Promise.all(
      Array.from({ length: 100 }, () => settlePayment(t.deps, SANDBOX_PROVIDER, outcome, randomUUID())),
    );
    expect(results.filter((result) => result === 'paid')).toHaveLength(1);
    expect(results.filter((result) => result === 'unchanged')).toHaveLength(99);
    const [written] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, checkout.paymentId));
    expect(written?.n).toBe(1);
    await expectSoundLedger(t.deps.db);
  });

  it('applies one event once when it is delivered 100 times at once', async () => {
    const { student, id } = await pendingBooking();
    const checkout = await api.checkoutFor(student.token, id);
    const outcome = {
      reference: referenceOf(checkout.checkoutUrl),
      approved: true,
      method: 'card',
      reason: null,
    };
    const eventId = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => settlePayment(t.deps, SANDBOX_PROVIDER, outcome, eventId)),
    );
    expect(results.filter((result) => result === 'paid')).toHaveLength(1);
    expect(results.filter((result) => result === 'replayed')).toHaveLength(99);
    const [written] = await t.deps.db
      .select({ n: count() })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.referenceId, checkout.paymentId));
    expect(written?.n).toBe(1);
    await expectSoundLedger(t.deps.db);
  });

  it('leaves no half-written payment or booking when the connection dies during the approval', async () => {
    const { student, id } = await pendingBooking();
    const checkout = await api.checkoutFor(student.token, id);
    const outcome = {
      reference: referenceOf(checkout.checkoutUrl),
      approved: true,
      method: 'card',
      reason: null,
    };
    const eventId = randomUUID();
    const url = new URL(databaseUrl ?? '');
    const rows = await t.deps.db.execute('select current_database() as name');
    url.pathname = `/${(rows as unknown as { rows: { name: string }[] }).rows[0]?.name ?? ''}`;
    const blocker = new pg.Client({ connectionString: url.toString() });
    await blocker.connect();
    try {
      // Hold the booking: the approval locks its payment, then waits for the booking, and is killed there.
      await blocker.query('begin');
      await blocker.query('select 1 from bookings where id = $1 for update', [id]);
      // Its failure is caught at once: it may fail before the kill query below even answers.
      const approval = settlePayment(t.deps, SANDBOX_PROVIDER, outcome, eventId).then(
        () => null,
        (error: unknown) => error,
      );
      let victim: number | undefined;
      for (let attempt = 0; attempt < 200 && !victim; attempt += 1) {
        const found = await blocker.query<{ pid: number }>(
          `select pid from pg_stat_activity
            where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
        );
        victim = found.rows[0]?.pid;
        if (!victim) await new Promise((resolve) => setTimeout(resolve, 25));
      }
      await blocker.query('select pg_terminate_backend($1)', [victim]);
      expect(await approval).toBeInstanceOf(Error);
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    expect(
      (await t.deps.db.select().from(payments).where(eq(payments.id, checkout.paymentId)))[0]?.status,
    ).toBe('PENDING');
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]).toMatchObject({
      status: 'PENDING',
      paidAt: null,
    });
    await expectSoundLedger(t.deps.db);
    // The provider retries the same event: its record died with the approval, so now it goes through, once.
    expect(await settlePayment(t.deps, SANDBOX_PROVIDER, outcome, eventId)).toBe('paid');
    expect(await settlePayment(t.deps, SANDBOX_PROVIDER, outcome, eventId)).toBe('replayed');
    expect((await t.deps.db.select().from(bookings).where(eq(bookings.id, id)))[0]?.status).toBe('PAID');
  });
});
