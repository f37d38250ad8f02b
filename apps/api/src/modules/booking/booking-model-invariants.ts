import { ledgerAccountKey, mayGoNegative, type LedgerAccountRef } from '@ajar/domain';
import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app';
import { ledgerDiscrepancies, ledgerSum } from '../ledger/testing';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../ledger/testing';
import { payments } from '../payment/testing';
import { payouts } from '../payout/testing';
import type { ModelBooking, ModelPayment, ModelRun } from './booking-model-state';
import { bookings } from './booking.tables';

/** What the booking money model checks on the server: after every step, and per booking after a run. */

type Db = TestApp['deps']['db'];

export async function entryCount(db: () => Db): Promise<number> {
  const [row] = await db().select({ n: count() }).from(ledgerEntries);
  return row?.n ?? 0;
}

export async function trackedBalances(
  db: () => Db,
  tracked: readonly LedgerAccountRef[],
  userIds: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db()
    .select({
      kind: ledgerAccounts.kind,
      ownerUserId: ledgerAccounts.ownerUserId,
      currency: ledgerAccounts.currency,
      balanceMinor: ledgerAccounts.balanceMinor,
    })
    .from(ledgerAccounts)
    .where(or(isNull(ledgerAccounts.ownerUserId), inArray(ledgerAccounts.ownerUserId, userIds)));
  const found = new Map(rows.map((row) => [ledgerAccountKey(row), row.balanceMinor]));
  return new Map(
    tracked.map((account) => [ledgerAccountKey(account), found.get(ledgerAccountKey(account)) ?? 0]),
  );
}

export async function expectServerMatchesModel(run: ModelRun): Promise<void> {
  const { tracked, balances, userIds, modelBookings, modelPayments } = run;
  const db = () => run.t.deps.db;
  const server = await trackedBalances(db, tracked, userIds);
  for (const account of tracked) {
    const key = ledgerAccountKey(account);
    expect(server.get(key), key).toBe(balances.get(key));
  }
  expect((await entryCount(db)) - run.entriesAtStart, 'ledger entries written').toBe(run.entriesWritten);
  expect(await ledgerSum(db(), 'SGD')).toBe(0);
  expect(await ledgerDiscrepancies(db())).toEqual({
    accountsOffBalance: [],
    unbalancedTransactionIds: [],
  });
  const negative = await db()
    .select({ kind: ledgerAccounts.kind, ownerUserId: ledgerAccounts.ownerUserId })
    .from(ledgerAccounts)
    .where(lt(ledgerAccounts.balanceMinor, 0));
  expect(negative.filter(({ kind }) => !mayGoNegative(kind))).toEqual([]);

  const bookingRows = await db().select().from(bookings).where(inArray(bookings.studentId, userIds));
  expect(
    new Map(
      bookingRows.map((row) => [
        row.id,
        {
          status: row.status,
          price: row.priceMinor,
          due: row.dueMinor,
          isFirst: row.isFirstBooking,
          balancePart: row.amountPaidUsingUserBalanceMinor,
          paid: row.paidAt !== null,
          transferred: row.isTutorWithdrawMoney,
        },
      ]),
    ),
  ).toEqual(
    new Map(
      modelBookings.map((b) => [
        b.id,
        {
          status: b.status,
          price: b.price,
          due: b.due,
          isFirst: b.isFirst,
          balancePart: b.balancePart,
          paid: b.paid,
          transferred: b.transferred,
        },
      ]),
    ),
  );
  const paymentRows = await db()
    .select({
      id: payments.id,
      status: payments.status,
      amount: payments.amountMinor,
      fee: payments.feeMinor,
    })
    .from(payments)
    .where(inArray(payments.userId, userIds));
  expect(new Map(paymentRows.map((row) => [row.id, row]))).toEqual(
    new Map(modelPayments.map((p) => [p.id, { id: p.id, status: p.status, amount: p.amount, fee: p.fee }])),
  );
}

/** What the entries naming each booking (or its payments) leave in escrow and pay out to its tutor. */
export async function expectMoneyPerBooking(
  db: () => Db,
  modelBookings: readonly ModelBooking[],
  modelPayments: readonly ModelPayment[],
): Promise<void> {
  if (modelBookings.length === 0) return;
  const bookingIds = modelBookings.map((b) => b.id);
  const bookingOfPayment = new Map(
    modelPayments.flatMap((p) => (p.booking === null ? [] : [[p.id, modelBookings[p.booking]?.id ?? '']])),
  );
  const rows = await db()
    .select({
      kind: ledgerAccounts.kind,
      referenceType: ledgerTransactions.referenceType,
      referenceId: ledgerTransactions.referenceId,
      amount: ledgerEntries.amountMinor,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      or(
        and(
          eq(ledgerTransactions.referenceType, 'booking'),
          inArray(ledgerTransactions.referenceId, bookingIds),
        ),
        and(
          eq(ledgerTransactions.referenceType, 'payment'),
          inArray(ledgerTransactions.referenceId, [...bookingOfPayment.keys(), '']),
        ),
      ),
    );
  const sums = new Map<string, number>();
  for (const row of rows) {
    const bookingId =
      row.referenceType === 'booking' ? row.referenceId : bookingOfPayment.get(row.referenceId ?? '');
    const key = `${bookingId ?? ''}:${row.kind}`;
    sums.set(key, (sums.get(key) ?? 0) + row.amount);
  }
  for (const booking of modelBookings) {
    // A late cancel leaves the tutor's share in escrow until they transfer it.
    const share = booking.status === 'CANCELLED' && !booking.transferred ? (booking.tutorShare ?? 0) : 0;
    const ended = booking.status === 'REJECTED' || booking.status === 'CANCELLED' || booking.transferred;
    const held = ended ? share : booking.paid ? booking.price : booking.balancePart;
    const earned = booking.tutorShare ?? booking.price;
    const of = (kind: string) => sums.get(`${booking.id}:${kind}`) ?? 0;
    expect(of('BOOKING_ESCROW'), `escrow of ${booking.status} booking ${booking.id}`).toBe(held);
    expect(of('TUTOR_EARNINGS'), `earnings of booking ${booking.id}`).toBe(0);
    expect(of('PAYOUT_CLEARING'), `payout of booking ${booking.id}`).toBe(booking.transferred ? earned : 0);
  }
  const paidOut = await db()
    .select({ bookingId: payouts.bookingId, amount: payouts.amountMinor })
    .from(payouts)
    .where(inArray(payouts.bookingId, bookingIds));
  expect(new Map(paidOut.map((row) => [row.bookingId, row.amount]))).toEqual(
    new Map(modelBookings.filter((b) => b.transferred).map((b) => [b.id, b.tutorShare ?? b.price])),
  );
}
