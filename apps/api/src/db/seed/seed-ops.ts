import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Transaction } from '../client';
import { createStaffAccount, users } from '../../modules/account';
import { recordReport } from '../../modules/ops';
import { testimonials } from '../../modules/testimonial';
import { DEMO_EMAIL_DOMAIN } from './demo-people';
import { DEFAULT_PASSWORD } from './factories';

export const DEMO_STAFF_EMAIL = `staff@${DEMO_EMAIL_DOMAIN}`;

const HOUR_MS = 60 * 60 * 1000;

/**
 * The Ajar team's demo account (staff@ajar.test) and a few open reports, so the console has a queue to work
 * through: a tutor's profile, a review, a student's profile.
 */
export async function seedDemoOps(tx: Transaction, now: Date): Promise<void> {
  await createStaffAccount(tx, {
    email: DEMO_STAFF_EMAIL,
    password: DEFAULT_PASSWORD,
    firstName: 'Alya',
    lastName: 'Hakim',
    country: 'sg',
    now,
  });
  const emails = ['student', 'student.id', 'tutor', 'coach', 'student.my'].map(
    (name) => `${name}@${DEMO_EMAIL_DOMAIN}`,
  );
  const rows = await tx
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const idOf = (name: string) => rows.find((row) => row.email === `${name}@${DEMO_EMAIL_DOMAIN}`)?.id;
  const [student, studentId, tutor, coach, studentMy] = [
    idOf('student'),
    idOf('student.id'),
    idOf('tutor'),
    idOf('coach'),
    idOf('student.my'),
  ];
  if (!student || !studentId || !tutor || !coach || !studentMy) return;
  const [review] = await tx
    .select({ id: testimonials.id })
    .from(testimonials)
    .where(and(eq(testimonials.tutorUserId, tutor), eq(testimonials.status, 'ACTIVE')))
    .orderBy(asc(testimonials.createdAt))
    .limit(1);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR_MS);
  await recordReport(tx, {
    reporterId: student,
    targetType: 'PROFILE',
    targetId: coach,
    reason: 'Asked me to pay for lessons in cash, outside the site.',
    at: at(20),
  });
  if (review)
    await recordReport(tx, {
      reporterId: studentId,
      targetType: 'REVIEW',
      targetId: review.id,
      // The market's own language: the reporter is the Indonesian demo student.
      reason: 'Menurut saya pengulas ini tidak pernah ikut pelajaran.',
      at: at(6),
    });
  await recordReport(tx, {
    reporterId: tutor,
    targetType: 'PROFILE',
    targetId: studentMy,
    reason: 'Sends the same advert for another website to every tutor.',
    at: at(2),
  });
}
