import { MESSAGES } from '@ajar/domain';
import { and, count, eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { resolveViewer } from '../account/testing';
import { type Viewer } from '../../kernel/viewer';
import { accountIdentity, accounts, expectSoundLedger, ledgerAccounts } from '../ledger/testing';
import { payBookingWithBalance } from './booking-actions.service';
import { ADD_BOOKING, bookingWorld, type Party } from './testing/booking-test-helpers';
import { bookings } from './booking.tables';

/**
 * The booking races on real PostgreSQL, where requests run in parallel on a pool of connections
 * (PGlite runs one at a time, so it cannot race).
 */
const databaseUrl = process.env['TEST_DATABASE_URL'];
if (!databaseUrl) {
  console.warn('TEST_DATABASE_URL is not set: skipping the booking race tests (CI runs them on PostgreSQL).');
}

describe.skipIf(!databaseUrl)('booking races on PostgreSQL', () => {
  let t: TestApp;
  let world: ReturnType<typeof bookingWorld>;
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
  });
  afterAll(() => t.close());

  async function viewerOf(party: Party): Promise<Viewer> {
    const viewer = await resolveViewer(t.deps, party.token);
    if (!viewer) throw new Error('no session');
    return viewer;
  }

  /** Unpaid, not-first bookings of one student with one tutor, an hour apart, each costing `price`. */
  async function pendingBookings(student: Party, tutorId: string, howMany: number, price: number) {
    const start = t.clock.now().getTime() + 2 * 3_600_000;
    const rows = await t.deps.db
      .insert(bookings)
      .values(
        Array.from({ length: howMany }, (_, index) => ({
          tutorId,
          studentId: student.userId,
          subjectName: 'Mathematics',
          levelName: 'Secondary 1',
          startTime: new Date(start + index * 3_600_000),
          endTime: new Date(start + index * 3_600_000 + 3_600_000),
          durationMinutes: 60,
          type: 'ONLINE' as const,
          country: 'sg' as const,
          currency: 'SGD' as const,
          priceMinor: price,
          dueMinor: price,
        })),
      )
      .returning({ id: bookings.id });
    return rows.map((row) => row.id);
  }

  it('prices exactly 1 of 20 concurrent bookings of one student with one tutor as the first booking', async () => {
    const tutor = await world.tutor(4000);
    const student = await world.student();
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        t.gql<{ addBooking: { isThisFirstBooking: boolean; bookingPrice: number } }>(
          ADD_BOOKING,
          {
            tutorPvid: tutor.userId,
            subjectPvid: tutor.subjectLevelId,
            type: 'ONLINE',
            ...world.lesson(24 + index * 2, 60),
          },
          { token: student.token },
        ),
      ),
    );
    expect(results.flatMap((result) => result.errors ?? [])).toEqual([]);
    const prices = results.map((result) => result.data?.addBooking.bookingPrice);
    expect(results.filter((result) => result.data?.addBooking.isThisFirstBooking)).toHaveLength(1);
    expect(prices.filter((price) => price === 4000 * 8)).toHaveLength(1);
    expect(prices.filter((price) => price === 4000)).toHaveLength(19);
  });

  it('lets exactly 1 of 50 concurrent addBooking for one slot through; the rest hear slotTaken, no 500', async () => {
    const tutor = await world.tutor();
    const students = await Promise.all(Array.from({ length: 50 }, () => world.student()));
    const slot = world.lesson(24, 60);
    const results = await Promise.all(
      students.map((student) =>
        t.gql(
          ADD_BOOKING,
          { tutorPvid: tutor.userId, subjectPvid: tutor.subjectLevelId, type: 'ONLINE', ...slot },
          { token: student.token },
        ),
      ),
    );
    expect(results.map((result) => result.status).filter((status) => status !== 200)).toEqual([]);
    const won = results.filter((result) => !result.errors);
    const lost = results.filter((result) => result.errors);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(49);
    for (const result of lost) {
      expect(result.errors?.[0]?.extensions).toMatchObject({ code: 'CONFLICT', messageKey: 'slotTaken' });
      expect(result.errors?.[0]?.message).toBe(MESSAGES.slotTaken);
    }
    const [held] = await t.deps.db
      .select({ n: count() })
      .from(bookings)
      .where(eq(bookings.tutorId, tutor.userId));
    expect(held?.n).toBe(1);
  });

  it('accepts at most 10 of 1,000 concurrent balance payments against a balance covering 10', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    const price = 2500;
    await world.topUp(student.userId, price * 10);
    const ids = await pendingBookings(student, tutor.userId, 1000, price);
    const viewer = await viewerOf(student);
    const outcomes = await Promise.allSettled(ids.map((id) => payBookingWithBalance(t.deps, viewer, id)));
    const paid = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    const refused = outcomes.filter(
      (outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected',
    );
    expect(paid).toHaveLength(10);
    expect(new Set(refused.map((outcome) => (outcome.reason as { messageKey?: string }).messageKey))).toEqual(
      new Set(['insufficientBalance']),
    );
    const [stillPending] = await t.deps.db
      .select({ n: count() })
      .from(bookings)
      .where(and(inArray(bookings.id, ids), eq(bookings.status, 'PENDING')));
    expect(stillPending?.n).toBe(990);
    const [account] = await t.deps.db
      .select({ balanceMinor: ledgerAccounts.balanceMinor })
      .from(ledgerAccounts)
      .where(accountIdentity(accounts.student(student.userId)));
    expect(account?.balanceMinor).toBe(0);
    await expectSoundLedger(t.deps.db);
  });

  it('leaves no half-written payment when the database connection dies in the middle of it', async () => {
    const tutor = await world.tutor();
    const student = await world.student();
    await world.topUp(student.userId, 5000);
    const [id] = await pendingBookings(student, tutor.userId, 1, 5000);
    if (!id) throw new Error('no booking');
    const viewer = await viewerOf(student);

    // Another connection holds the student's ledger account, so the payment stops half-way (booking locked,
    // waiting for the account); then its connection is killed.
    const blocker = new pg.Client({ connectionString: await databaseUrlOfTest() });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query(
        `select 1 from ledger_accounts where kind = 'STUDENT_BALANCE' and owner_user_id = $1 for update`,
        [student.userId],
      );
      // Its failure is caught at once: it may fail before the kill query below even answers.
      const payment = payBookingWithBalance(t.deps, viewer, id).then(
        () => null,
        (error: unknown) => error,
      );
      const victim = await waitForBlockedBackend(blocker);
      await blocker.query('select pg_terminate_backend($1)', [victim]);
      expect(await payment).toBeInstanceOf(Error);
      await blocker.query('rollback');
    } finally {
      await blocker.end();
    }
    const [row] = await t.deps.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({ status: 'PENDING', amountPaidUsingUserBalanceMinor: 0, paidAt: null });
    expect(await world.balance(student.userId)).toBe(5000);
    await expectSoundLedger(t.deps.db);
    // The pool recovers: the same payment goes through now.
    expect((await payBookingWithBalance(t.deps, viewer, id)).status).toBe('PAID');
  });

  /** The test app's own database (createTestDatabase makes one per app). */
  async function databaseUrlOfTest(): Promise<string> {
    const rows = await t.deps.db.execute<{ name: string }>('select current_database() as name');
    const name = (rows as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${name}`;
    return url.toString();
  }

  async function waitForBlockedBackend(blocker: pg.Client): Promise<number> {
    for (let attempt = 0; attempt < 200; attempt += 1) {
      const found = await blocker.query<{ pid: number }>(
        `select pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and wait_event_type = 'Lock'`,
      );
      const pid = found.rows[0]?.pid;
      if (pid) return pid;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('the payment never waited for the account lock');
  }
});
