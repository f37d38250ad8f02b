import type { BookingStatus } from '@ajar/domain';
import { and, asc, eq, gte, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { users } from '../account';
import { bookings } from '../booking';
import { calendarFeeds, googleCalendarLinks } from './calendar.tables';

/** Makes the tutor's feed, or replaces it: the old URL stops working. */
export async function replaceCalendarFeed(
  executor: Executor,
  userId: string,
  tokenHash: string,
  now: Date,
): Promise<void> {
  await executor
    .insert(calendarFeeds)
    .values({ userId, tokenHash, createdAt: now })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { tokenHash, createdAt: now } });
}

export async function calendarFeedOf(
  executor: Executor,
  userId: string,
): Promise<{ createdAt: Date } | undefined> {
  const [row] = await executor
    .select({ createdAt: calendarFeeds.createdAt })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return row;
}

/** Whose feed this token hash opens; nobody's once the account is deactivated. */
export async function feedOwnerByTokenHash(
  executor: Executor,
  tokenHash: string,
): Promise<string | undefined> {
  const [row] = await executor
    .select({ userId: calendarFeeds.userId })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(and(eq(calendarFeeds.tokenHash, tokenHash), eq(users.isActive, true)));
  return row?.userId;
}

export interface FeedBookingRow {
  readonly id: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly subjectName: string;
  readonly levelName: string;
  readonly location: string;
  readonly notes: string;
  readonly status: BookingStatus;
  readonly createdAt: Date;
  readonly updatedAt: Date;
  readonly studentFirstName: string;
  readonly studentLastName: string;
}

/** The tutor's bookings in these statuses starting from `since`, earliest first. */
export async function tutorFeedBookings(
  executor: Executor,
  tutorId: string,
  statuses: readonly BookingStatus[],
  since: Date,
): Promise<FeedBookingRow[]> {
  return executor
    .select({
      id: bookings.id,
      startTime: bookings.startTime,
      endTime: bookings.endTime,
      subjectName: bookings.subjectName,
      levelName: bookings.levelName,
      location: bookings.location,
      notes: bookings.notes,
      status: bookings.status,
      createdAt: bookings.createdAt,
      updatedAt: bookings.updatedAt,
      studentFirstName: users.firstName,
      studentLastName: users.lastName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(
      and(
        eq(bookings.tutorId, tutorId),
        inArray(bookings.status, [...statuses]),
        gte(bookings.startTime, since),
      ),
    )
    .orderBy(asc(bookings.startTime), asc(bookings.id));
}

export async function hasGoogleCalendarLink(executor: Executor, userId: string): Promise<boolean> {
  const [row] = await executor
    .select({ userId: googleCalendarLinks.userId })
    .from(googleCalendarLinks)
    .where(eq(googleCalendarLinks.userId, userId));
  return row !== undefined;
}

/** Keeps the (sealed) refresh token Google gave last; linking again replaces it. */
export async function saveGoogleCalendarLink(
  executor: Executor,
  userId: string,
  sealedRefreshToken: string,
  now: Date,
): Promise<void> {
  await executor
    .insert(googleCalendarLinks)
    .values({ userId, sealedRefreshToken, createdAt: now })
    .onConflictDoUpdate({
      target: googleCalendarLinks.userId,
      set: { sealedRefreshToken, createdAt: now },
    });
}
