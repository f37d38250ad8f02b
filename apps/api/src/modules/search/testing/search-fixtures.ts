import type { CountryCode, TutorKind } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { makeStudent, makeTutor } from '../../../db/seed/factories';
import { insertResource } from '../../../test/profile-fixtures';
import type { TestApp } from '../../../test/test-app';
import { users, type UserRow } from '../../account/testing';
import {
  certificates,
  education,
  experienceSubjects,
  experiences,
  profileCounsellingSubjects,
  profileCurricula,
  profileNonAcademicSubjects,
  profileSubjectLevels,
  profileSubjects,
  skills,
} from '../../profile/testing';
import { bookings } from '../../booking/testing';
import { testimonials } from '../../testimonial/testing';

export interface Offer {
  readonly subjectId: string;
  readonly levelId: string;
  readonly price: number;
}

export interface SearchTutorSpec {
  readonly firstName: string;
  readonly lastName: string;
  readonly country?: CountryCode;
  readonly kind?: TutorKind;
  readonly address?: string;
  readonly description?: string;
  readonly offers?: readonly Offer[];
  readonly curriculumIds?: readonly string[];
  readonly lifelong?: readonly { id: string; price: number }[];
  readonly counselling?: readonly { id: string; price: number }[];
  readonly skills?: readonly string[];
  /** Start of a present experience (defaults to 2 years before the test clock). */
  readonly experienceFrom?: string;
  readonly avatar?: boolean;
  /** Without the introduction video, certificate and education: 50%, below the threshold. */
  readonly incomplete?: boolean;
  readonly isActive?: boolean;
  readonly dateJoined?: Date;
  readonly ratings?: readonly number[];
}

/** A tutor written straight into the tables, complete (100%) unless told otherwise; not yet indexed. */
export async function makeSearchTutor(t: TestApp, spec: SearchTutorSpec): Promise<UserRow> {
  const db = t.deps.db;
  const user = await makeTutor(db, {
    firstName: spec.firstName,
    lastName: spec.lastName,
    country: spec.country ?? 'sg',
    tutorKind: spec.kind ?? 'ACADEMIC',
    address: spec.address ?? 'Bishan, Singapore',
    description: spec.description ?? 'A patient tutor.',
    isActive: spec.isActive ?? true,
    dateJoined: spec.dateJoined ?? t.clock.now(),
  });
  const userId = user.id;
  const bySubject = new Map<string, Offer[]>();
  for (const offer of spec.offers ?? [])
    bySubject.set(offer.subjectId, [...(bySubject.get(offer.subjectId) ?? []), offer]);
  for (const [subjectId, offers] of bySubject) {
    const [subject] = await db.insert(profileSubjects).values({ userId, subjectId }).returning();
    await db.insert(profileSubjectLevels).values(
      offers.map((offer) => ({
        userId,
        profileSubjectId: subject?.id ?? '',
        levelId: offer.levelId,
        pricePerHourMinor: offer.price,
      })),
    );
  }
  if (spec.curriculumIds?.length)
    await db
      .insert(profileCurricula)
      .values(spec.curriculumIds.map((curriculumId, sortOrder) => ({ userId, curriculumId, sortOrder })));
  if (spec.lifelong?.length)
    await db
      .insert(profileNonAcademicSubjects)
      .values(
        spec.lifelong.map((item) => ({ userId, nonAcademicId: item.id, pricePerHourMinor: item.price })),
      );
  if (spec.counselling?.length)
    await db.insert(profileCounsellingSubjects).values(
      spec.counselling.map((item) => ({
        userId,
        counsellingSubjectId: item.id,
        pricePerHourMinor: item.price,
      })),
    );
  await db.insert(skills).values((spec.skills ?? ['Patience']).map((name) => ({ userId, name })));
  const [experience] = await db
    .insert(experiences)
    .values({
      userId,
      type: 'ACADEMIC',
      institution: 'Raffles Institution',
      fromDate: spec.experienceFrom ?? '2024-01-01',
      isPresent: true,
    })
    .returning();
  await db.insert(experienceSubjects).values({
    userId,
    experienceId: experience?.id ?? '',
    name: 'Mathematics',
    level: 'Secondary 3',
    curriculum: 'GCE O-Level',
  });
  if (!spec.incomplete) {
    await db
      .insert(education)
      .values({ userId, institution: 'NUS', fromDate: '2010-08-01', isPresent: true });
    await db
      .insert(certificates)
      .values({ userId, name: 'CELTA', issuer: 'Cambridge', issuedDate: '2016-06-30' });
    await insertResource(db, userId, 'VIDEO');
  }
  if (spec.avatar ?? true) {
    const avatar = await insertResource(db, userId, 'AVATAR');
    await db.update(users).set({ avatarUrl: avatar.path }).where(eq(users.id, userId));
  }
  // Each rating is a student's review of a lesson they had (only those make the rating).
  for (const [index, rating] of (spec.ratings ?? []).entries()) {
    const student = await makeStudent(db);
    const startTime = new Date(Date.UTC(2025, 0, 1 + index, 10));
    const [lesson] = await db
      .insert(bookings)
      .values({
        tutorId: userId,
        studentId: student.id,
        subjectName: 'Mathematics',
        levelName: 'Secondary 1',
        startTime,
        endTime: new Date(startTime.getTime() + 3_600_000),
        durationMinutes: 60,
        type: 'ONLINE',
        status: 'DONE',
        country: user.country,
        currency: 'SGD',
        priceMinor: 4000,
        dueMinor: 4000,
      })
      .returning({ id: bookings.id });
    await db.insert(testimonials).values({
      tutorUserId: userId,
      reviewerUserId: student.id,
      bookingId: lesson?.id ?? null,
      reviewerEmail: student.email,
      reviewerName: 'Reviewer',
      comment: 'Great',
      rating,
      status: 'ACTIVE',
    });
  }
  return user;
}
