import type { ExperienceType, MessageKey } from '@ajar/domain';
import { and, eq, inArray, isNotNull, isNull, or } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError, forbidden } from '../../graphql/errors';
import type { ProfileView } from '../account/account.shapes';
import type { Viewer } from '../account/session.service';
import {
  counsellingSubjects,
  levels,
  nonAcademicCategories,
  otherPlatforms,
  referenceSubjects,
} from '../reference/reference.tables';
import { resources } from '../resource/resource.tables';
import { mayEditTutorSections } from './profile.policy';
import { certificatesOf, ownedIds, touchProfile } from './profile.queries';
import { isPvid, ownProfile } from './profile.service';
import type { CertificateView } from './profile.shapes';
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

/**
 * The profile's sections: every write is one transaction that checks everything (references in
 * the viewer's market, ownership of every pvid) before it changes anything, and returns the new
 * profile. Inputs arrive already parsed by the domain schemas (spec messages, price minimums).
 */

const badInputAt = (messageKey: MessageKey, field: string): DomainError =>
  new DomainError('BAD_USER_INPUT', messageKey, { [field]: messageKey });

function requireTutor(viewer: Viewer): void {
  if (!mayEditTutorSections(viewer)) throw forbidden();
}

/** Runs a profile write: one transaction, the profile marked modified, the new profile returned. */
function writeProfile(
  deps: Deps,
  viewer: Viewer,
  write: (tx: Executor) => Promise<void>,
): Promise<ProfileView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await write(tx);
    await touchProfile(tx, viewer.userId, now);
    return ownProfile(tx, viewer);
  });
}

/** Refuses (FORBIDDEN) unless every pvid names a row of `table` that the viewer owns. */
async function requireOwned(
  tx: Executor,
  table: Parameters<typeof ownedIds>[1],
  viewer: Viewer,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !isPvid(id))) throw forbidden();
  const owned = await ownedIds(tx, table, viewer.userId, wanted);
  if (owned.size !== wanted.length) throw forbidden();
}

/** Later entries for the same key replace earlier ones; the first position is kept. */
function lastWins<Item>(items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  const byKey = new Map<string, Item>();
  for (const item of items) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}

// ---------- subjects ----------

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

/** inArray needs a non-empty list; an impossible id keeps the query valid and matching nothing. */
function nonEmpty(ids: readonly string[]): string[] {
  const valid = ids.filter(isPvid);
  return valid.length > 0 ? valid : ['00000000-0000-0000-0000-000000000000'];
}

async function idsIn(query: Promise<{ id: string }[]>): Promise<Set<string>> {
  return new Set((await query).map((row) => row.id));
}

// ---------- education and experience ----------

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

// ---------- skills and platforms ----------

/** updateSkill: adds the names the viewer does not have yet (case-insensitive). */
export async function addSkills(deps: Deps, viewer: Viewer, names: readonly string[]): Promise<ProfileView> {
  return writeProfile(deps, viewer, async (tx) => {
    const unique = lastWins(names, (name) => name.toLowerCase());
    if (unique.length === 0) return;
    await tx
      .insert(skills)
      .values(unique.map((name) => ({ userId: viewer.userId, name })))
      .onConflictDoNothing();
  });
}

export interface OtherPlatformChange {
  readonly pvid?: string | null | undefined;
  readonly otherPlatformPvid: string;
  readonly link: string;
}

/** updateOtherPlatform: links to a tutor's pages elsewhere; with a pvid updated, else added. */
export async function updateOtherPlatforms(
  deps: Deps,
  viewer: Viewer,
  list: readonly OtherPlatformChange[],
): Promise<ProfileView> {
  return writeProfile(deps, viewer, async (tx) => {
    const known = await idsIn(
      tx
        .select({ id: otherPlatforms.id })
        .from(otherPlatforms)
        .where(inArray(otherPlatforms.id, nonEmpty(list.map((item) => item.otherPlatformPvid)))),
    );
    list.forEach((item, i) => {
      if (!known.has(item.otherPlatformPvid)) throw badInputAt('required', `list.${i}.otherPlatformPvid`);
    });
    await requireOwned(
      tx,
      profileOtherPlatforms,
      viewer,
      list.flatMap((item) => (item.pvid ? [item.pvid] : [])),
    );
    for (const item of list) {
      const values = { otherPlatformId: item.otherPlatformPvid, link: item.link };
      if (item.pvid) {
        await tx
          .update(profileOtherPlatforms)
          .set(values)
          .where(
            and(eq(profileOtherPlatforms.id, item.pvid), eq(profileOtherPlatforms.userId, viewer.userId)),
          );
      } else {
        await tx.insert(profileOtherPlatforms).values({ userId: viewer.userId, ...values });
      }
    }
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

// ---------- certificates ----------

export interface CertificateChange {
  readonly name: string;
  readonly issuer: string;
  readonly issuedDate: string;
  readonly resourcePvid?: string | null | undefined;
}

/** The file of a certificate must be a CERTIFICATE upload of the viewer's own. */
async function requireCertificateFile(tx: Executor, viewer: Viewer, resourcePvid: string): Promise<void> {
  const [resource] = await tx
    .select({ ownerUserId: resources.ownerUserId, kind: resources.kind })
    .from(resources)
    .where(eq(resources.id, resourcePvid))
    .limit(1);
  if (!resource || resource.ownerUserId !== viewer.userId) throw forbidden();
  if (resource.kind !== 'CERTIFICATE') throw badInputAt('fileTypeInvalid', 'resourcePvid');
}

async function certificateView(tx: Executor, viewer: Viewer, id: string): Promise<CertificateView> {
  const found = (await certificatesOf(tx, [viewer.userId])).find((certificate) => certificate.pvid === id);
  if (!found) throw new DomainError('NOT_FOUND', 'notFound');
  return found;
}

export async function addCertificate(
  deps: Deps,
  viewer: Viewer,
  change: CertificateChange,
): Promise<CertificateView> {
  requireTutor(viewer);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    if (change.resourcePvid) await requireCertificateFile(tx, viewer, change.resourcePvid);
    const [inserted] = await tx
      .insert(certificates)
      .values({
        userId: viewer.userId,
        name: change.name,
        issuer: change.issuer,
        issuedDate: change.issuedDate,
        resourceId: change.resourcePvid ?? null,
      })
      .returning({ id: certificates.id });
    await touchProfile(tx, viewer.userId, now);
    return certificateView(tx, viewer, inserted?.id ?? '');
  });
}

/** updateCertificate: a missing resourcePvid keeps the current file. */
export async function updateCertificate(
  deps: Deps,
  viewer: Viewer,
  pvid: string,
  change: CertificateChange,
): Promise<CertificateView> {
  requireTutor(viewer);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await requireOwned(tx, certificates, viewer, [pvid]);
    if (change.resourcePvid) await requireCertificateFile(tx, viewer, change.resourcePvid);
    await tx
      .update(certificates)
      .set({
        name: change.name,
        issuer: change.issuer,
        issuedDate: change.issuedDate,
        ...(change.resourcePvid ? { resourceId: change.resourcePvid } : {}),
      })
      .where(and(eq(certificates.id, pvid), eq(certificates.userId, viewer.userId)));
    await touchProfile(tx, viewer.userId, now);
    return certificateView(tx, viewer, pvid);
  });
}

// ---------- deletes ----------

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
