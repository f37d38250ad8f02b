import type { ExperienceType } from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import type { ProfileView } from '../account';
import { requireOwned, requireTutor, writeProfile } from './profile-section-writes';
import { education, experienceSubjects, experiences } from './profile.tables';

export interface EducationChange {
  readonly pvid?: string | null | undefined;
  readonly institution: string;
  readonly fromDate: string;
  readonly toDate?: string | null | undefined;
  readonly isPresent: boolean;
}

const periodOf = (item: EducationChange) => ({
  institution: item.institution,
  fromDate: item.fromDate,
  toDate: item.isPresent ? null : (item.toDate ?? null),
  isPresent: item.isPresent,
});

/** updateEducation: entries with a pvid are updated (the viewer's only), the others added. */
export async function updateEducation(
  deps: Deps,
  viewer: Viewer,
  list: readonly EducationChange[],
): Promise<ProfileView> {
  return writeProfile(deps, viewer, async (tx) => {
    await requireOwned(
      tx,
      education,
      viewer,
      list.flatMap((item) => (item.pvid ? [item.pvid] : [])),
    );
    for (const item of list) {
      if (item.pvid) {
        await tx
          .update(education)
          .set(periodOf(item))
          .where(and(eq(education.id, item.pvid), eq(education.userId, viewer.userId)));
      } else {
        await tx.insert(education).values({ userId: viewer.userId, ...periodOf(item) });
      }
    }
  });
}

export interface ExperienceChange extends EducationChange {
  readonly type: ExperienceType;
  readonly isPrivateTutor: boolean;
  readonly subjects: readonly {
    readonly name: string;
    readonly level?: string | null | undefined;
    readonly curriculum?: string | null | undefined;
  }[];
}

/** updateExperience: like education; an updated experience's subjects are replaced by the ones given. */
export async function updateExperience(
  deps: Deps,
  viewer: Viewer,
  list: readonly ExperienceChange[],
): Promise<ProfileView> {
  requireTutor(viewer);
  return writeProfile(deps, viewer, async (tx) => {
    await requireOwned(
      tx,
      experiences,
      viewer,
      list.flatMap((item) => (item.pvid ? [item.pvid] : [])),
    );
    for (const item of list) {
      const values = { ...periodOf(item), type: item.type, isPrivateTutor: item.isPrivateTutor };
      let experienceId = item.pvid;
      if (experienceId) {
        await tx
          .update(experiences)
          .set(values)
          .where(and(eq(experiences.id, experienceId), eq(experiences.userId, viewer.userId)));
        await tx
          .delete(experienceSubjects)
          .where(
            and(
              eq(experienceSubjects.experienceId, experienceId),
              eq(experienceSubjects.userId, viewer.userId),
            ),
          );
      } else {
        const [inserted] = await tx
          .insert(experiences)
          .values({ userId: viewer.userId, ...values })
          .returning({ id: experiences.id });
        experienceId = inserted?.id;
      }
      if (experienceId && item.subjects.length > 0) {
        const id = experienceId;
        await tx.insert(experienceSubjects).values(
          item.subjects.map((subject, sortOrder) => ({
            userId: viewer.userId,
            experienceId: id,
            name: subject.name,
            level: subject.level ?? null,
            curriculum: subject.curriculum ?? null,
            sortOrder,
          })),
        );
      }
    }
  });
}
