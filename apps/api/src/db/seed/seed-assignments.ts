import { MARKETS, majorToMinor, type CountryCode } from '@ajar/domain';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../client';
import { users } from '../../modules/account';
import { assignments } from '../../modules/assignment';
import { curricula, referenceSubjects } from '../../modules/reference';
import { demoStudentEmail } from './demo-people';

/** What the demo students of a market are looking for (no broadcast: seeding notifies nobody). */
const DEMO_ASSIGNMENTS: Partial<
  Record<CountryCode, readonly { title: string; location: string; notes: string; prices: [number, number] }[]>
> = {
  sg: [
    {
      title: 'Secondary 3 Maths tutor, twice a week',
      location: 'Bukit Timah, Singapore',
      notes: 'Preparing for the O-Level prelims; weekday evenings after 6 pm suit us best.',
      prices: [40, 70],
    },
    {
      title: 'Online Maths revision before the exams',
      location: 'Online',
      notes: 'Six weeks of past-paper practice, one hour a lesson.',
      prices: [30, 50],
    },
  ],
  id: [
    {
      title: 'Guru les Matematika SMP di Jakarta Selatan',
      location: 'Kebayoran Baru, Jakarta Selatan',
      notes: 'Dua kali seminggu, sore hari setelah sekolah.',
      prices: [100000, 200000],
    },
  ],
};

const MATHS = /^(mathematics|matematika|math)$/i;

/** A few open assignments per market from its documented demo student, so the public lists are not empty. */
export async function seedDemoAssignments(db: Executor, now: Date): Promise<void> {
  for (const [country, wanted] of Object.entries(DEMO_ASSIGNMENTS) as [
    CountryCode,
    typeof DEMO_ASSIGNMENTS.sg,
  ][]) {
    const [student] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, demoStudentEmail(country)))
      .limit(1);
    const [curriculum] = await db
      .select({ id: curricula.id })
      .from(curricula)
      .where(eq(curricula.country, country))
      .orderBy(asc(curricula.sortOrder))
      .limit(1);
    const subjects = await db
      .select({ id: referenceSubjects.id, name: referenceSubjects.name })
      .from(referenceSubjects)
      .where(eq(referenceSubjects.country, country));
    const maths = subjects.find((subject) => MATHS.test(subject.name)) ?? subjects[0];
    if (!student || !curriculum || !maths || !wanted) continue;
    const currency = MARKETS[country].currency;
    await db.insert(assignments).values(
      wanted.map((assignment, index) => ({
        studentId: student.id,
        country,
        title: assignment.title,
        curriculumId: curriculum.id,
        subjectId: maths.id,
        location: assignment.location,
        notes: assignment.notes,
        tutorGender: 'Any' as const,
        priceStartMinor: majorToMinor(assignment.prices[0], currency),
        priceEndMinor: majorToMinor(assignment.prices[1], currency),
        createdAt: new Date(now.getTime() - (index + 1) * 3_600_000),
      })),
    );
  }
}
