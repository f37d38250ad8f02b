/**
 * Demo data for `npm start` on an empty database and for `npm run seed`.
 *
 * Demo logins (password `password123` for all):
 *   student@ajar.test     student (sg), with an SG$ 50.00 balance
 *   tutor@ajar.test       academic tutor (sg)
 *   coach@ajar.test       lifelong-learning coach (sg)
 *   counsellor@ajar.test  counsellor (sg)
 *   company@ajar.test     company (sg)
 *   unverified@ajar.test  student (sg) who has not activated the account yet
 *   staff@ajar.test       the Ajar team (the console at /sg/ops), with a few open reports to work through
 *   student.<cc>@ajar.test, tutor.<cc>@ajar.test, company.<cc>@ajar.test for cc in id my ph in lk us
 * and a crowd of listed tutors, coaches and counsellors in every market (crowd-tutors.ts).
 */
import { COUNTRY_CODES, MARKETS, boostPriceOf, majorToMinor, type CountryCode } from '@ajar/domain';
import { and, asc, count, eq, like, sql } from 'drizzle-orm';
import { flushSearchIndex } from '../../modules/search';
import type { Database, Executor, Transaction } from '../client';
import { recordPaidCreditsPurchase } from '../../modules/payment';
import { bookBoost } from '../../modules/boost';
import { users } from '../../modules/account';
import { cities, seedReference } from '../../modules/reference';
import { crowdTutors, DEMO_CROWD } from './crowd-tutors';
import { DEMO_EMAIL_DOMAIN, DEMO_MARKETS, type DemoPerson } from './demo-people';
import { DEFAULT_PASSWORD, makeCompany, makeStudent, makeTutor } from './factories';
import { seedDemoAssignments } from './seed-assignments';
import { seedDemoLearningGoals } from './seed-learning-goals';
import { seedDemoOps } from './seed-ops';
import { seedDemoProfiles } from './seed-profiles';
import { seedLessonReviews } from './seed-lesson-reviews';
import { seedMarketVouchers } from './seed-vouchers';
import { seedMarketTeachingTerms } from './seed-trust';
import { seedMarketClasses } from './seed-classes';
import { seedMarketFeeds } from './seed-feeds';
import { seedMarketCommunity } from './seed-community';
import { seedMarketReads } from './seed-reads';
import { seedMarketStudyRooms } from './seed-rooms';
import { seedTutorAnalytics } from './seed-analytics';
import { seedBulkTutors, type BulkSeedOptions } from './seed-bulk-tutors';

export { seedBulkTutors };

export const DEMO_PASSWORD = DEFAULT_PASSWORD;

const DAY = 24 * 60 * 60 * 1000;

function emailFor(person: DemoPerson, fallback: string): string {
  return person.email ?? `${fallback}@${DEMO_EMAIL_DOMAIN}`;
}

function slug(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]+/g, '');
}

/** Joined some weeks ago, spread so lists sorted by "recently" look natural. */
function joinedDaysAgo(days: number, now: Date): Date {
  return new Date(now.getTime() - days * DAY);
}

/** How many crowd tutors each market gets (tests may ask for fewer). */
export type CrowdSizes = Partial<Record<CountryCode, number>>;

async function seedCrowd(db: Executor, country: CountryCode, size: number, now: Date): Promise<void> {
  const names = await db
    .select({ name: cities.name })
    .from(cities)
    .where(eq(cities.country, country))
    .orderBy(asc(cities.sortOrder));
  const crowd = crowdTutors(
    country,
    size,
    names.map((row) => row.name),
  );
  for (const tutor of crowd) {
    await makeTutor(db, {
      country,
      firstName: tutor.firstName,
      lastName: tutor.lastName,
      email: tutor.email,
      tutorKind: tutor.tutorKind,
      // The city alone: the profile adds the market's name after it.
      address: tutor.city,
      dateJoined: joinedDaysAgo(tutor.joinedDaysAgo, now),
    });
  }
}

/** The credits each market's first demo tutor bought. */
const DEMO_TUTOR_CREDITS = 250;
/** The 30-day boosts of each market's second demo tutor, at their prices. */
const DEMO_BOOSTS = (['HomePage', 'CategoryListingPage'] as const).map((boostType) => ({
  boostType,
  numberOfDays: 30,
  price: boostPriceOf(boostType, 30) ?? 0,
}));

/**
 * The market's second tutor bought credits and boosts two days ago: featured on the home page for a month, and
 * outside Singapore (whose journeys read browse in its plain order) at the top of browse results too.
 */
async function seedBoosts(db: Transaction, userId: string, country: CountryCode, at: Date): Promise<void> {
  const boosts = country === 'sg' ? DEMO_BOOSTS.slice(0, 1) : DEMO_BOOSTS;
  const credits = boosts.reduce((sum, boost) => sum + boost.price, 0);
  await recordPaidCreditsPurchase(db, { userId, country, credits, at });
  for (const boost of boosts) await bookBoost(db, { userId, ...boost, now: at });
}

async function seedMarket(db: Transaction, country: CountryCode, now: Date): Promise<void> {
  const market = DEMO_MARKETS[country];
  const suffix = country === 'sg' ? '' : `.${country}`;
  const common = { country, address: market.address };

  const tutorIds: string[] = [];
  let demoStudentId: string | undefined;
  const studentIds: string[] = [];
  for (const [index, tutor] of market.tutors.entries()) {
    const made = await makeTutor(db, {
      ...common,
      ...tutor,
      email: emailFor(
        tutor,
        index === 0 ? `tutor${suffix}` : `${slug(tutor.firstName)}.${slug(tutor.lastName)}`,
      ),
      dateJoined: joinedDaysAgo(30 + index * 17, now),
    });
    // The market's first tutor bought credits a week ago: the credits pages show a purchase.
    if (index === 0)
      await recordPaidCreditsPurchase(db, {
        userId: made.id,
        country,
        credits: DEMO_TUTOR_CREDITS,
        at: joinedDaysAgo(7, now),
      });
    if (index === 1) await seedBoosts(db, made.id, country, joinedDaysAgo(2, now));
    tutorIds.push(made.id);
  }
  for (const [index, student] of market.students.entries()) {
    const made = await makeStudent(db, {
      ...common,
      ...student,
      email: emailFor(
        student,
        index === 0 ? `student${suffix}` : `${slug(student.firstName)}.${slug(student.lastName)}`,
      ),
      balanceMinor:
        index === 0 ? majorToMinor(MARKETS[country].suggestionRange.min * 5, MARKETS[country].currency) : 0,
      dateJoined: joinedDaysAgo(10 + index * 9, now),
    });
    if (index === 0) demoStudentId = made.id;
    studentIds.push(made.id);
  }
  await seedMarketVouchers(db, { country, tutorIds, studentId: demoStudentId, now });
  await seedMarketTeachingTerms(db, { country, tutorIds, now });
  await seedMarketClasses(db, { country, tutorIds, studentIds, now });
  await seedMarketFeeds(db, { country, tutorIds, studentIds, now });
  await seedMarketCommunity(db, { country, tutorIds, studentIds, now });
  await seedMarketReads(db, { country, tutorIds, studentIds, now });
  await seedMarketStudyRooms(db, { country, studentIds, now });
  // Tutor analytics: the first tutor's last 12 weeks
  const [firstTutor, ...otherTutors] = tutorIds;
  if (firstTutor)
    await seedTutorAnalytics(db, {
      country,
      tutorId: firstTutor,
      viewerIds: [...studentIds, ...otherTutors],
      studentIds,
      now,
    });
  await makeCompany(db, {
    ...common,
    ...market.company,
    email: emailFor(market.company, `company${suffix}`),
    dateJoined: joinedDaysAgo(60, now),
  });
}

/** The demo marketplace, assuming no demo user exists yet. */
async function insertDemo(db: Database, now: Date, crowd: CrowdSizes): Promise<void> {
  await db.transaction(async (tx) => {
    for (const country of COUNTRY_CODES) {
      await seedMarket(tx, country, now);
      await seedCrowd(tx, country, crowd[country] ?? DEMO_CROWD[country], now);
    }
    await makeStudent(tx, {
      email: `unverified@${DEMO_EMAIL_DOMAIN}`,
      firstName: 'Hui Min',
      lastName: 'Chua',
      verified: false,
    });
    await seedDemoProfiles(tx, now);
    await seedLessonReviews(tx, now);
    await seedDemoAssignments(tx, now);
    await seedDemoLearningGoals(tx, now);
    // The team's console
    await seedDemoOps(tx, now);
  });
}

/**
 * Seeds an empty database (reference lists plus the demo marketplace). Does nothing when any user
 * exists, so it is safe on every start. Returns whether it seeded.
 */
export async function seedDemo(
  db: Database,
  now: Date = new Date(),
  options: { crowd?: CrowdSizes } = {},
): Promise<boolean> {
  await seedReference(db);
  const [row] = await db.select({ users: count() }).from(users);
  if ((row?.users ?? 0) > 0) return false;
  await insertDemo(db, now, options.crowd ?? {});
  await flushSearchIndex(db);
  await db.execute(sql`analyze`);
  return true;
}

/**
 * The demo's vouchers step aside for the new demo's: withdrawn, their codes freed (the retired tutors' and
 * Ajar's seeded AJAR- ones); claims of demo accounts about to be removed go with them.
 */
async function retireDemoVouchers(db: Database): Promise<void> {
  await db.execute(sql`update vouchers set code = code || '-' || left(id::text, 8), deleted_at = coalesce(deleted_at, now())
    where deleted_at is null and (code like 'AJAR-%' or user_id in
      (select id from users where email like ${`retired.%@retired.invalid`} or email like ${`%@${DEMO_EMAIL_DOMAIN}`}))`);
  await db.execute(sql`delete from voucher_claims where user_id in
    (select id from users where email like ${`%@${DEMO_EMAIL_DOMAIN}`})`);
}

/**
 * Removes every demo account (and, by cascade, their sessions, codes and companies). Money history is
 * never deleted: a demo account with ledger accounts, bookings, payments or staff actions is retired instead
 * (deactivated, its email freed for the new demo account).
 */
export async function wipeDemo(db: Database): Promise<number> {
  const demo = like(users.email, `%@${DEMO_EMAIL_DOMAIN}`);
  const hasMoneyHistory = sql`(exists (select 1 from ledger_accounts a where a.owner_user_id = ${users.id})
    or exists (select 1 from bookings b where b.student_id = ${users.id} or b.tutor_id = ${users.id})
    or exists (select 1 from payments p where p.user_id = ${users.id})
    or exists (select 1 from staff_audit_log l where l.staff_id = ${users.id}))`;
  const retired = await db
    .update(users)
    .set({
      email: sql`'retired.' || ${users.id} || '@retired.invalid'`,
      isActive: false,
      deactivatedAt: new Date(),
      deactivationReason: 'demo re-seeded',
    })
    .where(and(demo, hasMoneyHistory))
    .returning({ id: users.id });
  await retireDemoVouchers(db);
  const removed = await db.delete(users).where(demo).returning({ id: users.id });
  return removed.length + retired.length;
}

/** `npm run seed`: the demo accounts are replaced; other accounts are kept. */
export async function reseedDemo(
  db: Database,
  options: { tutors?: number; crowd?: CrowdSizes } & Omit<BulkSeedOptions, 'now'> = {},
): Promise<void> {
  await seedReference(db);
  await wipeDemo(db);
  const now = new Date();
  await insertDemo(db, now, options.crowd ?? {});
  if (options.tutors) await seedBulkTutors(db, options.tutors, { ...options, now });
  await flushSearchIndex(db);
  // Fresh planner statistics after a bulk load (PGlite has no autovacuum to gather them later).
  await db.execute(sql`analyze`);
}
