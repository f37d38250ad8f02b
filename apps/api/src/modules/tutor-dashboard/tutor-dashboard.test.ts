import type { BookingStatus, LedgerTransactionKind, LedgerAccountRef } from '@ajar/domain';
import { systemAccount } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import { marketReference, sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { bookings } from '../booking/testing';
import {
  accountIdentity,
  accounts,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  newKey,
} from '../ledger/testing';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR_MS = 60 * 60 * 1000;
const DASHBOARD = `query {
  getTutorDashboard {
    country timeZone currency earningsThisMonth profileViewsWeek profileViewsMonth completionPercent
    upcomingLessons { bookingId studentName startTime endTime status }
    upcomingClassSessions { sessionId classId title startsAt endsAt seats seatsTaken }
    reputation { medianReplyMinutes replyWithin acceptanceRate }
  }
}`;
interface Dashboard {
  country: string;
  timeZone: string;
  currency: string;
  earningsThisMonth: number;
  profileViewsWeek: number;
  profileViewsMonth: number;
  completionPercent: number;
  upcomingLessons: { bookingId: string; studentName: string; status: string }[];
  upcomingClassSessions: { title: string; startsAt: string }[];
  reputation: { acceptanceRate: number | null };
}

const dashboardOf = (token?: string) => t.gql<{ getTutorDashboard: Dashboard }>(DASHBOARD, {}, { token });

async function person(kind: 'tutor' | 'student') {
  const user = await (kind === 'tutor' ? makeTutor : makeStudent)(t.deps.db, { country: 'sg' });
  return { id: user.id, token: await sessionFor(t, user) };
}

async function lesson(tutorId: string, studentId: string, status: BookingStatus, hoursAhead: number) {
  const start = new Date(t.clock.now().getTime() + hoursAhead * HOUR_MS);
  const [row] = await t.deps.db
    .insert(bookings)
    .values({
      tutorId,
      studentId,
      subjectName: 'Mathematics',
      levelName: 'Secondary 1',
      startTime: start,
      endTime: new Date(start.getTime() + HOUR_MS),
      durationMinutes: 60,
      type: 'ONLINE',
      status,
      country: 'sg',
      currency: 'SGD',
      priceMinor: 4000,
      dueMinor: 4000,
    })
    .returning({ id: bookings.id });
  return row!.id;
}

/** The account's id, opening it when nothing was posted to it yet. */
async function accountId(ref: LedgerAccountRef): Promise<string> {
  await t.deps.db.insert(ledgerAccounts).values(ref).onConflictDoNothing();
  const [row] = await t.deps.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(accountIdentity(ref));
  return row!.id;
}

/**
 * A balanced movement dated `at`: written as postTransaction writes it, with its date given (the ledger is
 * append-only and dates by the database's clock, which the test clock does not move).
 */
async function moved(
  kind: LedgerTransactionKind,
  from: LedgerAccountRef,
  to: LedgerAccountRef,
  amount: number,
  at: Date,
) {
  const [fromId, toId] = [await accountId(from), await accountId(to)];
  await t.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(ledgerTransactions)
      .values({ kind, idempotencyKey: newKey('dash'), createdAt: at })
      .returning({ id: ledgerTransactions.id });
    await tx.insert(ledgerEntries).values([
      { transactionId: row!.id, accountId: fromId, currency: from.currency, amountMinor: -amount },
      { transactionId: row!.id, accountId: toId, currency: to.currency, amountMinor: amount },
    ]);
  });
}

describe('getTutorDashboard', () => {
  it("lists only this tutor's paid and accepted lessons of the next 7 days", async () => {
    const tutor = await person('tutor');
    const other = await person('tutor');
    const student = await person('student');
    const accepted = await lesson(tutor.id, student.id, 'ACCEPTED', 48);
    const paid = await lesson(tutor.id, student.id, 'PAID', 5);
    await lesson(tutor.id, student.id, 'PENDING', 24);
    await lesson(tutor.id, student.id, 'CANCELLED', 30);
    await lesson(tutor.id, student.id, 'ACCEPTED', 8 * 24);
    await lesson(tutor.id, student.id, 'DONE', -48);
    await lesson(other.id, student.id, 'ACCEPTED', 12);

    const answer = await dashboardOf(tutor.token);
    expect(answer.errors).toBeUndefined();
    const dashboard = answer.data!.getTutorDashboard;
    expect(dashboard.upcomingLessons.map((row) => [row.bookingId, row.status])).toEqual([
      [paid, 'PAID'],
      [accepted, 'ACCEPTED'],
    ]);
    expect(dashboard).toMatchObject({ country: 'sg', timeZone: 'Asia/Singapore', currency: 'SGD' });
  });

  it("adds exactly this calendar month's lesson and class earnings, in the market's zone", async () => {
    const tutor = await person('tutor');
    const other = await person('tutor');
    const student = await person('student');
    const now = t.clock.now(); // 2026-01-15T08:00Z: January in Singapore began 2025-12-31T16:00Z
    const monthStart = new Date('2025-12-31T16:00:00.000Z');
    const escrow = systemAccount('BOOKING_ESCROW', 'SGD');
    const classEscrow = systemAccount('CLASS_ESCROW', 'SGD');
    await moved('PAYMENT', accounts.paymentClearing(), escrow, 20_000, now);
    await moved('BALANCE_TOP_UP', accounts.paymentClearing(), accounts.student(student.id), 5_000, now);
    await moved('CLASS_ENROLMENT', accounts.student(student.id), classEscrow, 5_000, now);

    await moved('TUTOR_EARNING', escrow, accounts.tutor(tutor.id), 2_500, now);
    await moved('CLASS_SESSION_EARNING', classEscrow, accounts.tutor(tutor.id), 1_000, now);
    await moved('TUTOR_EARNING', escrow, accounts.tutor(tutor.id), 300, monthStart);
    await moved('TUTOR_EARNING', escrow, accounts.tutor(tutor.id), 700, new Date(monthStart.getTime() - 1));
    await moved('TUTOR_EARNING', escrow, accounts.tutor(other.id), 9_999, now);
    await moved('PAYOUT', accounts.tutor(tutor.id), accounts.payoutClearing(), 2_000, now);

    const dashboard = (await dashboardOf(tutor.token)).data!.getTutorDashboard;
    expect(dashboard.earningsThisMonth).toBe(3_800);
    expect((await dashboardOf(other.token)).data!.getTutorDashboard.earningsThisMonth).toBe(9_999);
  });

  it("lists the tutor's class sessions of the next 7 days", async () => {
    const tutor = await person('tutor');
    const reference = await marketReference(t, 'sg');
    const CREATE = `mutation Create($title: String!, $subjectPvid: ID!, $levelPvid: ID!, $description: String!,
      $seats: Int!, $price: Money!, $sessions: [ClassSessionInput!]!) {
      createClass(title: $title, subjectPvid: $subjectPvid, levelPvid: $levelPvid, description: $description,
        seats: $seats, price: $price, sessions: $sessions) { id } }`;
    const created = await t.gql(
      CREATE,
      {
        title: 'Algebra in small groups',
        subjectPvid: reference.subjects[0]?.id,
        levelPvid: reference.levels[0]?.id,
        description: 'Linear equations, factorising and word problems, with practice between sessions.',
        seats: 5,
        price: 10_000,
        sessions: [
          { date: '2026-01-17', time: '18:00', durationMinutes: 60 },
          { date: '2026-01-30', time: '18:00', durationMinutes: 60 },
        ],
      },
      { token: tutor.token },
    );
    expect(created.errors).toBeUndefined();
    const dashboard = (await dashboardOf(tutor.token)).data!.getTutorDashboard;
    expect(dashboard.upcomingClassSessions).toEqual([
      expect.objectContaining({ title: 'Algebra in small groups', startsAt: '2026-01-17T10:00:00.000Z' }),
    ]);
  });

  it('is refused to students and guests', async () => {
    const student = await person('student');
    expect((await dashboardOf()).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await dashboardOf(student.token)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });
});
