import {
  CLASS_SCHEDULE_NOTICE_HOURS,
  MARKETS,
  classSessionShares,
  createClassSchema,
  minutesOfTime,
  updateClassSchema,
  zonedToInstant,
  type ClassSessionInput,
  type CountryCode,
} from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError, parseInput } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { enqueueJob } from '../jobs';
import { levels, referenceSubjects } from '../reference';
import { resources } from '../resource';
import { CLASS_SESSION_END_JOB } from './class-job-kinds';
import { assertTutorOf } from './classes.policy';
import {
  insertClass,
  insertSessions,
  lockClass,
  sessionsOf,
  setSessionShares,
  updateClassRow,
} from './classes.queries';
import { openClassrooms } from '../classroom';

const HOUR = 3_600_000;

/** The sessions as UTC instants, in start order; refused when one starts too soon or two overlap. */
export function scheduleOf(
  sessions: readonly ClassSessionInput[],
  country: CountryCode,
  now: Date,
): { startsAt: Date; endsAt: Date }[] {
  const zone = MARKETS[country].timeZone;
  const times = sessions
    .map((session) => {
      const startsAt = zonedToInstant(session.date, minutesOfTime(session.time) ?? 0, zone);
      return { startsAt, endsAt: new Date(startsAt.getTime() + session.durationMinutes * 60_000) };
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
  const earliest = now.getTime() + CLASS_SCHEDULE_NOTICE_HOURS * HOUR;
  if (times.some((time) => time.startsAt.getTime() < earliest))
    throw new DomainError('BAD_USER_INPUT', 'classSessionTooSoon', { sessions: 'classSessionTooSoon' });
  times.forEach((time, index) => {
    const previous = times[index - 1];
    if (previous && time.startsAt < previous.endsAt)
      throw new DomainError('BAD_USER_INPUT', 'classSessionsOverlap', { sessions: 'classSessionsOverlap' });
  });
  return times;
}

async function checkReferences(
  executor: Executor,
  viewer: Viewer,
  input: { subjectPvid?: string; levelPvid?: string; coverPvid?: string | null },
): Promise<void> {
  if (input.subjectPvid) {
    const [subject] = await executor
      .select({ id: referenceSubjects.id })
      .from(referenceSubjects)
      .where(and(eq(referenceSubjects.id, input.subjectPvid), eq(referenceSubjects.country, viewer.country)));
    if (!subject)
      throw new DomainError('BAD_USER_INPUT', 'subjectRequired', { subjectPvid: 'subjectRequired' });
  }
  if (input.levelPvid) {
    const [level] = await executor
      .select({ id: levels.id })
      .from(levels)
      .where(and(eq(levels.id, input.levelPvid), eq(levels.country, viewer.country)));
    if (!level) throw new DomainError('BAD_USER_INPUT', 'levelRequired', { levelPvid: 'levelRequired' });
  }
  if (input.coverPvid) {
    const [cover] = await executor
      .select({ id: resources.id })
      .from(resources)
      .where(
        and(
          eq(resources.id, input.coverPvid),
          eq(resources.ownerUserId, viewer.userId),
          eq(resources.kind, 'CLASS_COVER'),
        ),
      );
    if (!cover)
      throw new DomainError('BAD_USER_INPUT', 'classCoverInvalid', { coverPvid: 'classCoverInvalid' });
  }
}

/** Arms each session's earning job: its shares move to the tutor once it has ended. */
async function armEarnings(tx: Transaction, sessions: readonly { id: string; endsAt: Date }[]) {
  for (const session of sessions)
    await enqueueJob(tx, { kind: CLASS_SESSION_END_JOB, key: session.id, runAt: session.endsAt });
}

/**
 * createClass: a tutor publishes a class in their market and currency. Bad input is refused with the form's
 * messages and writes nothing; anything unexpected answers the spec's 'Create class fiald.'.
 */
export async function createClass(deps: Deps, viewer: Viewer, raw: unknown): Promise<string> {
  const input = parseInput(createClassSchema(viewer.country), raw);
  const now = deps.clock.now();
  const schedule = scheduleOf(input.sessions, viewer.country, now);
  await checkReferences(deps.db, viewer, input);
  const shares = classSessionShares(input.priceMinor, schedule.length);
  try {
    return await deps.db.transaction(async (tx) => {
      const row = await insertClass(tx, {
        tutorId: viewer.userId,
        country: viewer.country,
        currency: MARKETS[viewer.country].currency,
        title: input.title,
        subjectId: input.subjectPvid,
        levelId: input.levelPvid,
        description: input.description,
        coverResourceId: input.coverPvid,
        seats: input.seats,
        priceMinor: input.priceMinor,
        createdAt: now,
        updatedAt: now,
      });
      const sessions = await insertSessions(
        tx,
        schedule.map((time, index) => ({ classId: row.id, ...time, shareMinor: shares[index] ?? 0 })),
      );
      await armEarnings(tx, sessions);
      await openClassrooms(
        tx,
        'CLASS_SESSION',
        viewer.country,
        sessions.map((session) => session.id),
      );
      return row.id;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    const failed = new DomainError('INTERNAL', 'createClassFailed');
    failed.cause = error;
    throw failed;
  }
}

/**
 * updateClass: title, description and cover change any time; the price only while nobody is enrolled (the
 * shares of the sessions not cancelled are split again); the seats any time, never below the seats taken.
 */
export async function updateClass(
  deps: Deps,
  viewer: Viewer,
  classId: string,
  raw: unknown,
): Promise<string> {
  const input = parseInput(updateClassSchema(viewer.country), raw);
  await checkReferences(deps.db, viewer, { coverPvid: input.coverPvid ?? null });
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await lockClass(tx, classId);
    assertTutorOf(viewer, row);
    if (input.priceMinor !== undefined && input.priceMinor !== row.priceMinor) {
      if (row.seatsTaken > 0)
        throw new DomainError('CONFLICT', 'classPriceLocked', { priceMinor: 'classPriceLocked' });
      const open = (await sessionsOf(tx, [row.id])).filter((session) => session.cancelledAt === null);
      if (open.length > 0) {
        const shares = classSessionShares(input.priceMinor, open.length);
        await setSessionShares(
          tx,
          open.map((session, index) => ({ id: session.id, shareMinor: shares[index] ?? 0 })),
        );
      }
    }
    if (input.seats !== undefined && input.seats < row.seatsTaken)
      throw new DomainError('CONFLICT', 'classSeatsBelowEnrolled', { seats: 'classSeatsBelowEnrolled' });
    await updateClassRow(tx, row.id, {
      ...(input.title !== undefined ? { title: input.title } : {}),
      ...(input.description !== undefined ? { description: input.description } : {}),
      ...(input.coverPvid !== undefined ? { coverResourceId: input.coverPvid } : {}),
      ...(input.seats !== undefined ? { seats: input.seats } : {}),
      ...(input.priceMinor !== undefined ? { priceMinor: input.priceMinor } : {}),
      updatedAt: now,
    });
  });
  return classId;
}
