import { MARKETS, addDays, localDateOf, type CountryCode, type CurrencyCode } from '@ajar/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { marketReference } from '../../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { bookingWorld } from '../../booking/testing';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../ledger/testing';

/** What the classes tests share: the app, a world of tutors and students, and the class operations. */

export const CLASS_FIELDS = `id title description country currency price due seats seatsTaken status cover
  enrolmentOpen viewerEnrolled viewerIsTutor subject { pvid name } level { pvid name }
  tutor { userPvid firstName } sessions { id startTime endTime share cancelled earned }`;

export interface ClassBody {
  id: string;
  title: string;
  currency: string;
  price: number;
  due: number;
  seats: number;
  seatsTaken: number;
  status: string;
  enrolmentOpen: boolean;
  viewerEnrolled: boolean;
  viewerIsTutor: boolean;
  subject: { pvid: string; name: string };
  sessions: {
    id: string;
    startTime: string;
    endTime: string;
    share: number;
    cancelled: boolean;
    earned: boolean;
  }[];
}

export let t: TestApp;
export let world: ReturnType<typeof bookingWorld>;

export function setUpClasses(): void {
  beforeAll(async () => {
    t = await startTestApp();
    world = bookingWorld(t);
  });
  afterAll(() => t.close());
}

export const CURRENCY: Record<'sg' | 'id', CurrencyCode> = { sg: 'SGD', id: 'IDR' };

/** Sessions `days` ahead (market dates) at 18:00 local, an hour each. */
export function sessionsAhead(country: CountryCode, days: readonly number[], time = '18:00') {
  const today = localDateOf(t.clock.now(), MARKETS[country].timeZone);
  return days.map((day) => ({ date: addDays(today, day), time, durationMinutes: 60 }));
}

export const CREATE_CLASS = `mutation Create($title: String!, $subjectPvid: ID!, $levelPvid: ID!, $description: String!,
  $coverPvid: ID, $seats: Int!, $price: Money!, $sessions: [ClassSessionInput!]!) {
  createClass(title: $title, subjectPvid: $subjectPvid, levelPvid: $levelPvid, description: $description,
    coverPvid: $coverPvid, seats: $seats, price: $price, sessions: $sessions) { ${CLASS_FIELDS} } }`;

export type Tutor = Awaited<ReturnType<ReturnType<typeof bookingWorld>['tutor']>>;

/** The tutor's subject and level (their market's first ones) and a class's usual fields. */
export async function classInput(tutor: Tutor, country: CountryCode, extra: Record<string, unknown> = {}) {
  const reference = await marketReference(t, country);
  return {
    title: 'Algebra in small groups',
    subjectPvid: reference.subjects[0]?.id ?? '',
    levelPvid: reference.levels[0]?.id ?? '',
    description: 'Linear equations, factorising and word problems, with practice between sessions.',
    seats: 5,
    price: 10_000,
    sessions: sessionsAhead(country, [3, 5, 7]),
    ...extra,
  };
}

export async function createClassAs(
  tutor: Tutor,
  country: CountryCode = 'sg',
  extra: Record<string, unknown> = {},
): Promise<ClassBody> {
  const result = await t.gql<{ createClass: ClassBody }>(
    CREATE_CLASS,
    await classInput(tutor, country, extra),
    { token: tutor.token },
  );
  if (!result.data) throw new Error(JSON.stringify(result.errors));
  return result.data.createClass;
}

export const ENROL = `mutation($classId: ID!) { enrolInClass(classId: $classId) { classId enrolmentId paid currency } }`;

export const enrol = (token: string, classId: string) =>
  t.gql<{ enrolInClass: { paid: number; currency: string } }>(ENROL, { classId }, { token });

export const cancelSession = (token: string, classId: string, sessionId: string) =>
  t.gql<{ cancelClassSession: { refunded: number; students: number } }>(
    `mutation($classId: ID!, $sessionId: ID!) { cancelClassSession(classId: $classId, sessionId: $sessionId) {
      refunded students } }`,
    { classId, sessionId },
    { token },
  );

/** What CLASS_ESCROW holds for one class: the sum of its entries in transactions about that class. */
export async function escrowOfClass(classId: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amountMinor}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerTransactions.referenceId, classId), eq(ledgerAccounts.kind, 'CLASS_ESCROW')));
  return Number(row?.total ?? 0);
}
