import type { BookingStatus } from '@ajar/domain';
import type { TestApp } from '../../../test/test-app';
import { bookings } from '../../booking/testing';

export interface LessonOptions {
  readonly tutorId: string;
  readonly studentId: string;
  readonly start: Date;
  readonly minutes?: number;
  readonly status?: BookingStatus;
  readonly subjectName?: string;
  readonly levelName?: string;
  readonly location?: string;
  readonly notes?: string;
  readonly priceMinor?: number;
}

/**
 * A booking row written directly (the calendar, payout and transaction tests read bookings; how bookings
 * are made is the booking module's tests' business).
 */
export async function insertLesson(t: TestApp, options: LessonOptions): Promise<string> {
  const minutes = options.minutes ?? 60;
  const price = options.priceMinor ?? 4000;
  const [row] = await t.deps.db
    .insert(bookings)
    .values({
      tutorId: options.tutorId,
      studentId: options.studentId,
      subjectName: options.subjectName ?? 'Mathematics',
      levelName: options.levelName ?? 'Secondary 1',
      startTime: options.start,
      endTime: new Date(options.start.getTime() + minutes * 60_000),
      durationMinutes: minutes,
      type: 'ONLINE',
      location: options.location ?? '',
      notes: options.notes ?? '',
      status: options.status ?? 'PAID',
      country: 'sg',
      currency: 'SGD',
      priceMinor: price,
      dueMinor: price,
    })
    .returning({ id: bookings.id });
  if (!row) throw new Error('insert returned no booking');
  return row.id;
}

/** `hours` from the test clock's now. */
export const hoursFromNow = (t: TestApp, hours: number): Date =>
  new Date(t.clock.now().getTime() + hours * 3_600_000);
