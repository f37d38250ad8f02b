import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import { requireOwned, requireTutor } from './profile-section-writes';
import { touchProfile } from './profile.queries';
import {
  certificates,
  education,
  experienceSubjects,
  experiences,
  profileCounsellingSubjects,
  profileNonAcademicSubjects,
  profileOtherPlatforms,
  profileSubjectLevels,
  profileSubjects,
  skills,
} from './profile.tables';

const DELETABLE = {
  education: { table: education, tutorOnly: false },
  experience: { table: experiences, tutorOnly: true },
  experienceSubject: { table: experienceSubjects, tutorOnly: true },
  subject: { table: profileSubjects, tutorOnly: true },
  level: { table: profileSubjectLevels, tutorOnly: true },
  skill: { table: skills, tutorOnly: false },
  otherPlatform: { table: profileOtherPlatforms, tutorOnly: false },
  counsellingSubject: { table: profileCounsellingSubjects, tutorOnly: true },
  nonAcademicSubject: { table: profileNonAcademicSubjects, tutorOnly: true },
  certificate: { table: certificates, tutorOnly: true },
} as const;

export type DeletableSection = keyof typeof DELETABLE;

/** Deletes the viewer's rows by pvid: if any pvid is not the viewer's, nothing is deleted (FORBIDDEN). */
export async function deleteOwnRows(
  deps: Deps,
  viewer: Viewer,
  section: DeletableSection,
  pvids: readonly string[],
): Promise<void> {
  const { table, tutorOnly } = DELETABLE[section];
  if (tutorOnly) requireTutor(viewer);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireOwned(tx, table, viewer, pvids);
    if (pvids.length === 0) return;
    await tx
      .delete(table)
      .where(and(eq(table.userId, viewer.userId), inArray(table.id, [...new Set(pvids)])));
    await touchProfile(tx, viewer.userId, now);
  });
}

/** deleteExperienceLevel: clears the level and curriculum of the viewer's experience subjects. */
export async function clearExperienceLevels(
  deps: Deps,
  viewer: Viewer,
  pvids: readonly string[],
): Promise<void> {
  requireTutor(viewer);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await requireOwned(tx, experienceSubjects, viewer, pvids);
    if (pvids.length === 0) return;
    await tx
      .update(experienceSubjects)
      .set({ level: null, curriculum: null })
      .where(
        and(
          eq(experienceSubjects.userId, viewer.userId),
          inArray(experienceSubjects.id, [...new Set(pvids)]),
        ),
      );
    await touchProfile(tx, viewer.userId, now);
  });
}
