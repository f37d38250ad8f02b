import { ledgerAccountKey, mayGoNegative, type LedgerAccountRef } from '@ajar/domain';
import { and, count, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from '../../test-app';
import { ledgerDiscrepancies, ledgerSum } from '../../../modules/ledger/testing';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../../modules/ledger/testing';
import { payments } from '../../../modules/payment/testing';
import { payouts } from '../../../modules/payout/testing';
import { expectDisputesMatchModel } from './booking-model-dispute-invariants';
import type { ModelBooking, ModelRun } from './booking-model-state';
import { bookings } from '../../../modules/booking/testing';

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
    // The people's balances and earnings, escrow and the held dispute fees.
    if (!mayGoNegative(account.kind)) expect(server.get(key), key).toBeGreaterThanOrEqual(0);
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
          tutorShare: row.tutorShareMinor,
          disputeOpen: row.disputeOpen,
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
          tutorShare: b.tutorShare,
          disputeOpen: b.disputeOpen,
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
  await expectDisputesMatchModel(run);
  await expectHoldings(run);
}

/**
 * What each booking and dispute of the run holds, from the entries naming it (a booking's payments name it too):
 * each booking's part of escrow and each dispute's escalation fee in DISPUTE_FEES_HELD are what the model holds
 * and never below zero; no booking's money stays in TUTOR_EARNINGS, and a transfer paid out exactly the tutor's
 * earning (the price, or the share a late cancel or a dispute's outcome left them).
 */
export async function expectHoldings(run: ModelRun): Promise<void> {
  const { modelBookings, modelPayments, modelDisputes } = run;
  const db = () => run.t.deps.db;
  if (modelBookings.length === 0) return;
  const bookingIds = modelBookings.map((b) => b.id);
  const bookingOfPayment = new Map(
    modelPayments.flatMap((p) => (p.booking === null ? [] : [[p.id, modelBookings[p.booking]?.id ?? '']])),
  );
  const named = (type: string, ids: readonly string[]) =>
    and(eq(ledgerTransactions.referenceType, type), inArray(ledgerTransactions.referenceId, [...ids, '']));
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
        named('booking', bookingIds),
        named('payment', [...bookingOfPayment.keys()]),
        named(
          'dispute',
          modelDisputes.map((d) => d.id),
        ),
      ),
    );
  const sums = new Map<string, number>();
  for (const row of rows) {
    const owner =
      row.referenceType === 'payment' ? bookingOfPayment.get(row.referenceId ?? '') : row.referenceId;
    const key = `${owner ?? ''}:${row.kind}`;
    sums.set(key, (sums.get(key) ?? 0) + row.amount);
  }
  const of = (id: string, kind: string) => sums.get(`${id}:${kind}`) ?? 0;
  for (const booking of modelBookings) {
    const escrow = of(booking.id, 'BOOKING_ESCROW');
    expect(escrow, `escrow of ${booking.status} booking ${booking.id}`).toBe(heldNow(booking));
    expect(escrow, `escrow of booking ${booking.id}`).toBeGreaterThanOrEqual(0);
    expect(of(booking.id, 'TUTOR_EARNINGS'), `earnings of booking ${booking.id}`).toBe(0);
    expect(of(booking.id, 'PAYOUT_CLEARING'), `payout of booking ${booking.id}`).toBe(
      booking.transferred ? earningOf(booking) : 0,
    );
  }
  for (const dispute of modelDisputes) {
    const held = of(dispute.id, 'DISPUTE_FEES_HELD');
    expect(held, `fee held for ${dispute.status} dispute ${dispute.id}`).toBe(
      dispute.status === 'ESCALATED' ? (dispute.escalationFee ?? 0) : 0,
    );
    expect(held, `fee held for dispute ${dispute.id}`).toBeGreaterThanOrEqual(0);
  }
  const paidOut = await db()
    .select({ bookingId: payouts.bookingId, amount: payouts.amountMinor })
    .from(payouts)
    .where(inArray(payouts.bookingId, bookingIds));
  expect(new Map(paidOut.map((row) => [row.bookingId, row.amount]))).toEqual(
    new Map(modelBookings.filter((b) => b.transferred && earningOf(b) > 0).map((b) => [b.id, earningOf(b)])),
  );
}

/** What the tutor earns for a lesson: its price, or the share a late cancel or a dispute's outcome set. */
const earningOf = (booking: ModelBooking) => booking.tutorShare ?? booking.price;

/** What escrow holds for a booking now: nothing once it ended, but a late cancel's share until transferred. */
function heldNow(booking: ModelBooking): number {
  if (booking.transferred) return 0;
  if (booking.status === 'REJECTED' || booking.status === 'CANCELLED') return booking.tutorShare ?? 0;
  return booking.paid ? earningOf(booking) : booking.balancePart;
}
