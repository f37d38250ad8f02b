import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import type { ProfileView } from '../account';
import { counsellingSubjects, levels, nonAcademicCategories, referenceSubjects } from '../reference';
import { badInputAt, idsIn, lastWins, nonEmpty, requireTutor, writeProfile } from './profile-section-writes';
import {
  profileCounsellingSubjects,
  profileNonAcademicSubjects,
  profileSubjectLevels,
  profileSubjects,
} from './profile.tables';

/** The priced sections of a tutor: academic subjects with levels, counselling and lifelong subjects. */

export interface SubjectChange {
  readonly programmeSubjectPvid: string;
  readonly levels: readonly { readonly programmeLevelPvid: string; readonly pricePerHour: number }[];
}

/** updateSubject: adds or updates subjects of the viewer's market; each given subject's levels are replaced. */
export async function updateSubjects(
  deps: Deps,
  viewer: Viewer,
  list: readonly SubjectChange[],
): Promise<ProfileView> {
  requireTutor(viewer);
  return writeProfile(deps, viewer, async (tx) => {
    const subjectIds = list.map((item) => item.programmeSubjectPvid);
    const levelIds = list.flatMap((item) => item.levels.map((level) => level.programmeLevelPvid));
    const knownSubjects = await idsIn(
      tx
        .select({ id: referenceSubjects.id })
        .from(referenceSubjects)
        .where(
          and(
            inArray(referenceSubjects.id, nonEmpty(subjectIds)),
            eq(referenceSubjects.country, viewer.country),
          ),
        ),
    );
    const knownLevels = await idsIn(
      tx
        .select({ id: levels.id })
        .from(levels)
        .where(and(inArray(levels.id, nonEmpty(levelIds)), eq(levels.country, viewer.country))),
    );
    list.forEach((item, i) => {
      if (!knownSubjects.has(item.programmeSubjectPvid)) {
        throw badInputAt('subjectRequired', `list.${i}.programmeSubjectPvid`);
      }
      item.levels.forEach((level, j) => {
        if (!knownLevels.has(level.programmeLevelPvid)) {
          throw badInputAt('levelRequired', `list.${i}.levels.${j}.programmeLevelPvid`);
        }
      });
    });

    const subjects = lastWins(list, (item) => item.programmeSubjectPvid);
    if (subjects.length === 0) return;
    await tx
      .insert(profileSubjects)
      .values(subjects.map((item) => ({ userId: viewer.userId, subjectId: item.programmeSubjectPvid })))
      .onConflictDoNothing({ target: [profileSubjects.userId, profileSubjects.subjectId] });
    const rows = await tx
      .select({ id: profileSubjects.id, subjectId: profileSubjects.subjectId })
      .from(profileSubjects)
      .where(
        and(
          eq(profileSubjects.userId, viewer.userId),
          inArray(
            profileSubjects.subjectId,
            subjects.map((item) => item.programmeSubjectPvid),
          ),
        ),
      );
    const profileSubjectIdOf = new Map(rows.map((row) => [row.subjectId, row.id]));
    const ids = rows.map((row) => row.id);
    await tx
      .delete(profileSubjectLevels)
      .where(
        and(
          eq(profileSubjectLevels.userId, viewer.userId),
          inArray(profileSubjectLevels.profileSubjectId, ids),
        ),
      );
    const levelRows = subjects.flatMap((item) =>
      lastWins(item.levels, (level) => level.programmeLevelPvid).map((level) => ({
        userId: viewer.userId,
        profileSubjectId: profileSubjectIdOf.get(item.programmeSubjectPvid) ?? '',
        levelId: level.programmeLevelPvid,
        pricePerHourMinor: level.pricePerHour,
      })),
    );
    if (levelRows.length > 0) await tx.insert(profileSubjectLevels).values(levelRows);
  });
}

// ---------- counselling and lifelong subjects ----------

export interface PricedChoice {
  readonly pvid: string;
  readonly pricePerHour: number;
  readonly orderList?: number | null | undefined;
}

/** updateProgrammeSubjectCounselling: upserts by counselling subject of the viewer's market. */
export async function updateCounsellingSubjects(
  deps: Deps,
  viewer: Viewer,
  list: readonly PricedChoice[],
): Promise<ProfileView> {
  requireTutor(viewer);
  return writeProfile(deps, viewer, async (tx) => {
    const known = await idsIn(
      tx
        .select({ id: counsellingSubjects.id })
        .from(counsellingSubjects)
        .where(
          and(
            inArray(counsellingSubjects.id, nonEmpty(list.map((item) => item.pvid))),
            eq(counsellingSubjects.country, viewer.country),
          ),
        ),
    );
    list.forEach((item, i) => {
      if (!known.has(item.pvid))
        throw badInputAt('subjectRequired', `list.${i}.programmeSubjectCounsellingPvid`);
    });
    for (const [position, item] of lastWins(list, (choice) => choice.pvid).entries()) {
      const order = item.orderList ?? null;
      await tx
        .insert(profileCounsellingSubjects)
        .values({
          userId: viewer.userId,
          counsellingSubjectId: item.pvid,
          pricePerHourMinor: item.pricePerHour,
          orderList: order ?? position,
        })
        .onConflictDoUpdate({
          target: [profileCounsellingSubjects.userId, profileCounsellingSubjects.counsellingSubjectId],
          set: { pricePerHourMinor: item.pricePerHour, ...(order === null ? {} : { orderList: order }) },
        });
    }
  });
}

/** updateSubjectNonAcademic: upserts lifelong sub-categories offered in the viewer's market. */
export async function updateNonAcademicSubjects(
  deps: Deps,
  viewer: Viewer,
  list: readonly PricedChoice[],
): Promise<ProfileView> {
  requireTutor(viewer);
  return writeProfile(deps, viewer, async (tx) => {
    const known = await idsIn(
      tx
        .select({ id: nonAcademicCategories.id })
        .from(nonAcademicCategories)
        .where(
          and(
            inArray(nonAcademicCategories.id, nonEmpty(list.map((item) => item.pvid))),
            isNotNull(nonAcademicCategories.parentId),
            eq(nonAcademicCategories.status, 'ACTIVE'),
            or(isNull(nonAcademicCategories.country), eq(nonAcademicCategories.country, viewer.country)),
          ),
        ),
    );
    list.forEach((item, i) => {
      if (!known.has(item.pvid)) throw badInputAt('subjectRequired', `list.${i}.nonAcademicPvid`);
    });
    for (const [position, item] of lastWins(list, (choice) => choice.pvid).entries()) {
      const order = item.orderList ?? null;
      await tx
        .insert(profileNonAcademicSubjects)
        .values({
          userId: viewer.userId,
          nonAcademicId: item.pvid,
          pricePerHourMinor: item.pricePerHour,
          orderList: order ?? position,
        })
        .onConflictDoUpdate({
          target: [profileNonAcademicSubjects.userId, profileNonAcademicSubjects.nonAcademicId],
          set: { pricePerHourMinor: item.pricePerHour, ...(order === null ? {} : { orderList: order }) },
        });
    }
  });
}
