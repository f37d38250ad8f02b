import {
  MARKETS,
  ROLE_CODES,
  addDays,
  classSessionShares,
  localDateOf,
  majorToMinor,
  zonedToInstant,
  type CountryCode,
} from '@ajar/domain';
import { asc, eq } from 'drizzle-orm';
import type { Transaction } from '../../db/client';
import { enqueueJob } from '../jobs';
import { creditBalance } from '../ledger';
import { levels, referenceSubjects } from '../reference';
import { CLASS_SESSION_END_JOB } from './class-job-kinds';
import { enrolFromBalance } from './class-enrol.service';
import { openClassrooms } from '../classroom';
import { insertClass, insertSessions } from './classes.queries';

/** A demo class: its tutor, words, price in major units, sessions (days from now at a local hour) and students. */
export interface DemoClass {
  readonly tutorId: string;
  readonly title: string;
  readonly description: string;
  readonly priceMajor: number;
  readonly seats: number;
  readonly days: readonly number[];
  readonly hour: number;
  readonly subjectIndex: number;
  readonly studentIds: readonly string[];
}

/**
 * Seeds a market's demo class the way a tutor creates one and students enrol: sessions in the market's zone,
 * shares by the domain's rule, earning jobs armed, and each student's seat paid from a balance topped up for it.
 */
export async function seedDemoClass(tx: Transaction, country: CountryCode, demo: DemoClass, now: Date) {
  const market = MARKETS[country];
  const subjects = await tx
    .select({ id: referenceSubjects.id })
    .from(referenceSubjects)
    .where(eq(referenceSubjects.country, country))
    .orderBy(asc(referenceSubjects.sortOrder));
  const [level] = await tx
    .select({ id: levels.id })
    .from(levels)
    .where(eq(levels.country, country))
    .orderBy(asc(levels.sortOrder))
    .limit(1);
  const subject = subjects[demo.subjectIndex % Math.max(1, subjects.length)];
  if (!subject || !level) return;
  const priceMinor = majorToMinor(demo.priceMajor, market.currency);
  const row = await insertClass(tx, {
    tutorId: demo.tutorId,
    country,
    currency: market.currency,
    title: demo.title,
    subjectId: subject.id,
    levelId: level.id,
    description: demo.description,
    seats: demo.seats,
    priceMinor,
    createdAt: now,
    updatedAt: now,
  });
  const today = localDateOf(now, market.timeZone);
  const shares = classSessionShares(priceMinor, demo.days.length);
  const sessions = await insertSessions(
    tx,
    demo.days.map((day, index) => {
      const startsAt = zonedToInstant(addDays(today, day), demo.hour * 60, market.timeZone);
      return {
        classId: row.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 60 * 60_000),
        shareMinor: shares[index] ?? 0,
      };
    }),
  );
  for (const session of sessions)
    await enqueueJob(tx, { kind: CLASS_SESSION_END_JOB, key: session.id, runAt: session.endsAt });
  await openClassrooms(
    tx,
    'CLASS_SESSION',
    country,
    sessions.map((session) => session.id),
  );
  for (const studentId of demo.studentIds) {
    await creditBalance(tx, studentId, country, priceMinor, `demo-class:${row.id}:${studentId}`);
    await enrolFromBalance(tx, { userId: studentId, roleCode: ROLE_CODES.student, country }, row.id, now);
  }
}
