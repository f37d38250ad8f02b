import { COUNTRY_CODES, ROLE_CODES, type LearningGoalsInput } from '@ajar/domain';
import { and, count, countDistinct, desc, eq, like, max } from 'drizzle-orm';
import type { Executor } from '../client';
import { roles, users } from '../../modules/account';
import { seedLearningGoals } from '../../modules/learning-goals';
import { profileSubjectLevels, profileSubjects } from '../../modules/profile';
import { referenceSubjects } from '../../modules/reference';
import { demoStudentEmail } from './demo-people';

/** What the demo students of every market said at onboarding: the documented one prepares an exam, the others school. */
const DEMO_GOALS: readonly Omit<LearningGoalsInput, 'subjects' | 'level' | 'budgetPerHour'>[] = [
  { goal: 'EXAM', preferredDays: ['Mon', 'Wed', 'Sat'], preferredTimes: ['EVENING'] },
  { goal: 'SCHOOL', preferredDays: ['Tue', 'Thu'], preferredTimes: ['AFTERNOON', 'EVENING'] },
];

/**
 * The demo students' learning goals, in every market: the subject most of the market's tutors teach, at its most
 * taught level, the documented student within a budget every such lesson fits, the others without one. Their homes
 * show tutors recommended from these.
 */
export async function seedDemoLearningGoals(db: Executor, now: Date): Promise<void> {
  for (const country of COUNTRY_CODES) {
    const [subject] = await db
      .select({
        subjectId: profileSubjects.subjectId,
        tutors: countDistinct(profileSubjects.userId),
        highest: max(profileSubjectLevels.pricePerHourMinor),
      })
      .from(profileSubjects)
      .innerJoin(profileSubjectLevels, eq(profileSubjectLevels.profileSubjectId, profileSubjects.id))
      .innerJoin(referenceSubjects, eq(referenceSubjects.id, profileSubjects.subjectId))
      .where(eq(referenceSubjects.country, country))
      .groupBy(profileSubjects.subjectId)
      .orderBy(desc(countDistinct(profileSubjects.userId)), profileSubjects.subjectId)
      .limit(1);
    if (!subject) continue;
    const [level] = await db
      .select({ levelId: profileSubjectLevels.levelId })
      .from(profileSubjectLevels)
      .innerJoin(profileSubjects, eq(profileSubjects.id, profileSubjectLevels.profileSubjectId))
      .where(eq(profileSubjects.subjectId, subject.subjectId))
      .groupBy(profileSubjectLevels.levelId)
      .orderBy(desc(count()), profileSubjectLevels.levelId)
      .limit(1);
    const taught = {
      subjectId: subject.subjectId,
      levelId: level?.levelId ?? null,
      highest: subject.highest,
    };
    if (!taught) continue;
    const students = await db
      .select({ id: users.id, email: users.email })
      .from(users)
      .innerJoin(roles, eq(roles.id, users.roleId))
      .where(
        and(eq(roles.code, ROLE_CODES.student), eq(users.country, country), like(users.email, '%@ajar.test')),
      )
      .orderBy(users.id);
    for (const student of students) {
      const documented = student.email === demoStudentEmail(country);
      const goals = DEMO_GOALS[documented ? 0 : 1]!;
      await seedLearningGoals(db, {
        userId: student.id,
        country,
        now,
        goals: {
          ...goals,
          subjects: [taught.subjectId],
          level: taught.levelId,
          budgetPerHour: documented ? Number(taught.highest) : null,
        },
      });
    }
  }
}
