import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  EXCLUSION_VIOLATION,
  UNIQUE_VIOLATION,
  postgresConstraint,
  postgresErrorCode,
} from '../../db/postgres-error';
import { DomainError } from '../../kernel/domain-error';
import type { Database, Transaction } from '../../db/client';
import { lockKey } from '../../db/advisory-lock';
import { enqueueJob } from '../jobs';
import { BOOKING_JOBS } from './booking-job-kinds';
import { FIRST_BOOKING_INDEX, TRIAL_BOOKING_INDEX, bookings } from './booking.tables';

const slotTaken = (): DomainError => new DomainError('CONFLICT', 'slotTaken', { startTime: 'slotTaken' });

/** Runs a write that may overlap another booking of the tutor; the exclusion constraint answers slotTaken. */
async function holdingSlot<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (postgresErrorCode(error) === EXCLUSION_VIOLATION) throw slotTaken();
    throw error;
  }
}

/**
 * Inserts a booking; 'firstBookingTaken' when it was to be a first booking but another first booking of the
 * same student and tutor, still unpaid, got in first (two requests at once).
 */
export async function insertBooking(
  executor: Executor,
  values: typeof bookings.$inferInsert,
): Promise<string | 'firstBookingTaken' | 'trialTaken'> {
  try {
    // In its own savepoint: a refused insert leaves the caller's transaction usable.
    return await holdingSlot(() =>
      executor.transaction(async (savepoint) => {
        const [row] = await savepoint.insert(bookings).values(values).returning({ id: bookings.id });
        if (!row) throw new Error('booking: the inserted row is missing');
        return row.id;
      }),
    );
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION && postgresConstraint(error) === FIRST_BOOKING_INDEX)
      return 'firstBookingTaken';
    if (postgresErrorCode(error) === UNIQUE_VIOLATION && postgresConstraint(error) === TRIAL_BOOKING_INDEX)
      return 'trialTaken';
    throw error;
  }
}

type NewBooking = typeof bookings.$inferInsert & { startTime: Date; studentId: string; tutorId: string };

/**
 * Inserts a booking with its expiry job (unpaid when its start passes, it is cancelled and frees its slot), in
 * one transaction. Whether it is the pair's first booking is decided inside it, under a lock of the student and
 * tutor, so a first booking paid meanwhile (and so out of the unpaid-first index) is seen and not repeated.
 */
export async function insertBookingWithExpiry(
  db: Database,
  valuesOf: (isFirstBooking: boolean) => NewBooking,
  firstTaken: (tx: Transaction) => Promise<boolean>,
): Promise<{ id: string; isFirstBooking: boolean } | 'trialTaken'> {
  return db.transaction(async (tx) => {
    const pair = valuesOf(false);
    await lockKey(tx, 'FRST', `${pair.studentId}:${pair.tutorId}`);
    let isFirstBooking = !(await firstTaken(tx));
    let inserted = await insertBooking(tx, valuesOf(isFirstBooking));
    if (inserted === 'firstBookingTaken') {
      // A first booking made elsewhere than here got in: this one is a single lesson.
      isFirstBooking = false;
      inserted = await insertBooking(tx, valuesOf(false));
    }
    if (inserted === 'firstBookingTaken')
      throw new Error('booking: a plain booking cannot take the first place');
    if (inserted === 'trialTaken') return inserted;
    await enqueueJob(tx, { kind: BOOKING_JOBS.expire, key: inserted, runAt: pair.startTime });
    return { id: inserted, isFirstBooking };
  });
}

/** Moves a booking to another time (its duration stays); the constraint re-checks the tutor's slots. */
export async function moveBooking(
  executor: Executor,
  bookingId: string,
  change: { startTime: Date; endTime: Date; location: string; notes: string; updatedAt: Date },
): Promise<void> {
  await holdingSlot(() => executor.update(bookings).set(change).where(eq(bookings.id, bookingId)));
}
