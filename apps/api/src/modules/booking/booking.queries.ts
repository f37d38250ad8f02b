import type { BookingStatus } from '@ajar/domain';
import { and, asc, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { roles, users } from '../account';
import { profileSubjectLevels, profileSubjects, profiles } from '../profile';
import { levels, referenceSubjects } from '../reference';
import { isPvid } from '../../kernel/ids';
import { bookingReschedules, bookings, type BookingRow } from './booking.tables';

/** A party of a booking as the spec's Booking shows it (student and tutor: pvid, userPvid, email, …). */
export interface BookingParty {
  readonly userId: string;
  readonly email: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly phone: string | null;
  readonly address: string | null;
  readonly isActive: boolean;
}

/** A new time proposed and not yet answered. */
export interface OpenReschedule {
  readonly id: string;
  readonly proposedById: string;
  readonly startTime: Date;
  readonly endTime: Date;
  readonly createdAt: Date;
}

export interface BookingWithParties {
  readonly booking: BookingRow;
  readonly student: BookingParty;
  readonly tutor: BookingParty;
  readonly reschedule: OpenReschedule | null;
}

const studentUsers = alias(users, 'booking_student');
const tutorUsers = alias(users, 'booking_tutor');
const studentProfiles = alias(profiles, 'booking_student_profile');
const tutorProfiles = alias(profiles, 'booking_tutor_profile');

function withParties(executor: Executor) {
  return executor
    .select({
      booking: bookings,
      student: {
        userId: studentUsers.id,
        email: studentUsers.email,
        firstName: studentUsers.firstName,
        lastName: studentUsers.lastName,
        country: studentUsers.country,
        phone: studentProfiles.phone,
        address: studentUsers.address,
        isActive: studentUsers.isActive,
      },
      tutor: {
        userId: tutorUsers.id,
        email: tutorUsers.email,
        firstName: tutorUsers.firstName,
        lastName: tutorUsers.lastName,
        country: tutorUsers.country,
        phone: tutorProfiles.phone,
        address: tutorUsers.address,
        isActive: tutorUsers.isActive,
      },
      reschedule: {
        id: bookingReschedules.id,
        proposedById: bookingReschedules.proposedById,
        startTime: bookingReschedules.startTime,
        endTime: bookingReschedules.endTime,
        createdAt: bookingReschedules.createdAt,
      },
    })
    .from(bookings)
    .innerJoin(studentUsers, eq(studentUsers.id, bookings.studentId))
    .leftJoin(studentProfiles, eq(studentProfiles.userId, bookings.studentId))
    .innerJoin(tutorUsers, eq(tutorUsers.id, bookings.tutorId))
    .leftJoin(tutorProfiles, eq(tutorProfiles.userId, bookings.tutorId))
    .leftJoin(
      bookingReschedules,
      and(eq(bookingReschedules.bookingId, bookings.id), eq(bookingReschedules.status, 'PROPOSED')),
    );
}

const asParties = (
  rows: {
    booking: BookingRow;
    student: BookingParty;
    tutor: BookingParty;
    reschedule: OpenReschedule | null;
  }[],
): BookingWithParties[] => rows;

export async function findBookingWithParties(
  executor: Executor,
  bookingId: string,
): Promise<BookingWithParties | undefined> {
  if (!isPvid(bookingId)) return undefined;
  const [row] = asParties(await withParties(executor).where(eq(bookings.id, bookingId)).limit(1));
  return row;
}

/** The booking, only when `userId` is its student or tutor (ownership in the WHERE). */
export async function findBookingOfParty(
  executor: Executor,
  bookingId: string,
  userId: string,
): Promise<BookingWithParties | undefined> {
  if (!isPvid(bookingId) || !isPvid(userId)) return undefined;
  const [row] = asParties(
    await withParties(executor)
      .where(
        and(eq(bookings.id, bookingId), or(eq(bookings.studentId, userId), eq(bookings.tutorId, userId))),
      )
      .limit(1),
  );
  return row;
}

/** The booking row, locked for the rest of the transaction: every state change starts here. */
export async function lockBooking(executor: Executor, bookingId: string): Promise<BookingRow | undefined> {
  if (!isPvid(bookingId)) return undefined;
  const [row] = await executor
    .select()
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .for('update')
    .limit(1);
  return row;
}

export type BookingRole = 'student' | 'tutor';

/** A user's bookings as student or tutor, optionally of some statuses, soonest lesson first. */
export async function listBookingsOf(
  executor: Executor,
  userId: string,
  role: BookingRole,
  statuses: readonly BookingStatus[] | null,
): Promise<BookingWithParties[]> {
  if (!isPvid(userId)) return [];
  const party = role === 'student' ? bookings.studentId : bookings.tutorId;
  const rows = await withParties(executor)
    .where(and(eq(party, userId), statuses ? inArray(bookings.status, [...statuses]) : undefined))
    .orderBy(desc(bookings.startTime));
  return asParties(rows);
}

/** A user's bookings as student or tutor, of some statuses, that end after a moment: soonest first. */
export async function bookingsEndingAfter(
  executor: Executor,
  userId: string,
  role: BookingRole,
  statuses: readonly BookingStatus[],
  from: Date,
): Promise<BookingWithParties[]> {
  if (!isPvid(userId) || statuses.length === 0) return [];
  const party = role === 'student' ? bookings.studentId : bookings.tutorId;
  const rows = await withParties(executor)
    .where(
      and(eq(party, userId), inArray(bookings.status, [...statuses]), sql`${bookings.endTime} > ${from}`),
    )
    .orderBy(asc(bookings.startTime));
  return asParties(rows);
}

/** Whether the student has a trial lesson with this tutor that still counts (not cancelled or rejected). */
export async function trialTaken(executor: Executor, studentId: string, tutorId: string): Promise<boolean> {
  const [row] = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.tutorId, tutorId),
        eq(bookings.isTrial, true),
        inArray(bookings.status, ['PENDING', 'PAID', 'ACCEPTED', 'DONE']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Whether a new booking of this student with this tutor is priced as a first booking: not when a booking
 * with the tutor was paid, nor while another first booking with the tutor waits for payment.
 */
export async function firstBookingTaken(
  executor: Executor,
  studentId: string,
  tutorId: string,
): Promise<boolean> {
  const [row] = await executor
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.tutorId, tutorId),
        or(
          isNotNull(bookings.paidAt),
          and(eq(bookings.isFirstBooking, true), eq(bookings.status, 'PENDING')),
        ),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** A tutor's subject level as a booking copies it, with the tutor's account. */
export interface BookableSubject {
  readonly subjectLevelId: string;
  readonly subjectName: string;
  readonly levelName: string;
  readonly pricePerHourMinor: number;
}

export async function findBookableSubject(
  executor: Executor,
  tutorId: string,
  subjectLevelId: string,
): Promise<BookableSubject | undefined> {
  const [row] = await executor
    .select({
      subjectLevelId: profileSubjectLevels.id,
      subjectName: referenceSubjects.name,
      levelName: levels.name,
      pricePerHourMinor: profileSubjectLevels.pricePerHourMinor,
    })
    .from(profileSubjectLevels)
    .innerJoin(profileSubjects, eq(profileSubjects.id, profileSubjectLevels.profileSubjectId))
    .innerJoin(referenceSubjects, eq(referenceSubjects.id, profileSubjects.subjectId))
    .innerJoin(levels, eq(levels.id, profileSubjectLevels.levelId))
    .where(and(eq(profileSubjectLevels.id, subjectLevelId), eq(profileSubjectLevels.userId, tutorId)))
    .limit(1);
  return row;
}

export interface BookableTutor {
  readonly id: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly country: string;
  readonly isActive: boolean;
  readonly roleCode: string;
}

export async function findUserWithRole(
  executor: Executor,
  userId: string,
): Promise<BookableTutor | undefined> {
  const [row] = await executor
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      country: users.country,
      isActive: users.isActive,
      roleCode: roles.code,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
