import { asc, desc, eq, inArray } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import {
  counsellingSubjects,
  curricula,
  levels,
  nonAcademicCategories,
  nonAcademicNameIn,
  otherPlatforms,
  referenceSubjects,
} from '../reference';
import { users } from '../account';
import { resources } from '../resource';
import {
  certificates,
  education,
  experienceSubjects,
  experiences,
  profileCounsellingSubjects,
  profileCurricula,
  profileNonAcademicSubjects,
  profileOtherPlatforms,
  profileSubjectLevels,
  profileSubjects,
  skills,
} from './profile.tables';
import {
  groupBy,
  type CertificateView,
  type EducationView,
  type ExperienceView,
  type OtherPlatformView,
  type ProfileCounsellingSubjectView,
  type ProfileCurriculumView,
  type ProfileNonAcademicView,
  type ProfileSubjectView,
  type SkillView,
} from './profile.shapes';

// ---------- the lists, batched by owner (one or two queries per list whatever the number of profiles) ----------

export async function subjectsOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<ProfileSubjectView[]> {
  if (userIds.length === 0) return [];
  const subjectRows = await executor
    .select({
      pvid: profileSubjects.id,
      userPvid: profileSubjects.userId,
      programmeSubjectPvid: referenceSubjects.id,
      name: referenceSubjects.name,
    })
    .from(profileSubjects)
    .innerJoin(referenceSubjects, eq(referenceSubjects.id, profileSubjects.subjectId))
    .where(inArray(profileSubjects.userId, [...userIds]))
    .orderBy(asc(referenceSubjects.sortOrder), asc(referenceSubjects.name));
  const levelRows = await executor
    .select({
      pvid: profileSubjectLevels.id,
      profileSubjectPvid: profileSubjectLevels.profileSubjectId,
      programmeLevelPvid: levels.id,
      name: levels.name,
      curriculumName: curricula.name,
      pricePerHour: profileSubjectLevels.pricePerHourMinor,
    })
    .from(profileSubjectLevels)
    .innerJoin(levels, eq(levels.id, profileSubjectLevels.levelId))
    .innerJoin(curricula, eq(curricula.id, levels.curriculumId))
    .where(inArray(profileSubjectLevels.userId, [...userIds]))
    .orderBy(asc(curricula.sortOrder), asc(levels.sortOrder));
  const levelsBySubject = groupBy(levelRows, (level) => level.profileSubjectPvid);
  return subjectRows.map((subject) => ({
    ...subject,
    levels: (levelsBySubject.get(subject.pvid) ?? []).map(
      ({ profileSubjectPvid: _subject, ...level }) => level,
    ),
  }));
}

export async function educationOf(executor: Executor, userIds: readonly string[]): Promise<EducationView[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({
      pvid: education.id,
      userPvid: education.userId,
      institution: education.institution,
      fromDate: education.fromDate,
      toDate: education.toDate,
      isPresent: education.isPresent,
    })
    .from(education)
    .where(inArray(education.userId, [...userIds]))
    .orderBy(desc(education.isPresent), desc(education.fromDate), asc(education.createdAt));
}

export async function experienceOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<ExperienceView[]> {
  if (userIds.length === 0) return [];
  const rows = await executor
    .select({
      pvid: experiences.id,
      userPvid: experiences.userId,
      type: experiences.type,
      institution: experiences.institution,
      fromDate: experiences.fromDate,
      toDate: experiences.toDate,
      isPresent: experiences.isPresent,
      isPrivateTutor: experiences.isPrivateTutor,
    })
    .from(experiences)
    .where(inArray(experiences.userId, [...userIds]))
    .orderBy(desc(experiences.isPresent), desc(experiences.fromDate), asc(experiences.createdAt));
  const subjectRows = await executor
    .select({
      pvid: experienceSubjects.id,
      experienceId: experienceSubjects.experienceId,
      name: experienceSubjects.name,
      level: experienceSubjects.level,
      curriculum: experienceSubjects.curriculum,
    })
    .from(experienceSubjects)
    .where(inArray(experienceSubjects.userId, [...userIds]))
    .orderBy(asc(experienceSubjects.sortOrder), asc(experienceSubjects.name));
  const subjectsByExperience = groupBy(subjectRows, (subject) => subject.experienceId);
  return rows.map((row) => ({
    ...row,
    subjects: (subjectsByExperience.get(row.pvid) ?? []).map(({ experienceId: _id, ...subject }) => subject),
  }));
}

export async function certificatesOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<CertificateView[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({
      pvid: certificates.id,
      userPvid: certificates.userId,
      name: certificates.name,
      issuer: certificates.issuer,
      issuedDate: certificates.issuedDate,
      relativePath: resources.path,
      fileName: resources.fileName,
    })
    .from(certificates)
    .leftJoin(resources, eq(resources.id, certificates.resourceId))
    .where(inArray(certificates.userId, [...userIds]))
    .orderBy(desc(certificates.issuedDate), asc(certificates.createdAt));
}

export async function skillsOf(executor: Executor, userIds: readonly string[]): Promise<SkillView[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({ pvid: skills.id, userPvid: skills.userId, name: skills.name })
    .from(skills)
    .where(inArray(skills.userId, [...userIds]))
    .orderBy(asc(skills.createdAt), asc(skills.name));
}

export async function otherPlatformsOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<OtherPlatformView[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({
      pvid: profileOtherPlatforms.id,
      userPvid: profileOtherPlatforms.userId,
      otherPlatformPvid: otherPlatforms.id,
      name: otherPlatforms.name,
      link: profileOtherPlatforms.link,
      icon: otherPlatforms.iconLink,
    })
    .from(profileOtherPlatforms)
    .innerJoin(otherPlatforms, eq(otherPlatforms.id, profileOtherPlatforms.otherPlatformId))
    .where(inArray(profileOtherPlatforms.userId, [...userIds]))
    .orderBy(asc(otherPlatforms.sortOrder), asc(profileOtherPlatforms.createdAt));
}

export async function curriculaOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<ProfileCurriculumView[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({
      pvid: curricula.id,
      userPvid: profileCurricula.userId,
      name: curricula.name,
      country: curricula.country,
    })
    .from(profileCurricula)
    .innerJoin(curricula, eq(curricula.id, profileCurricula.curriculumId))
    .where(inArray(profileCurricula.userId, [...userIds]))
    .orderBy(asc(profileCurricula.sortOrder), asc(curricula.sortOrder));
}

export async function counsellingSubjectsOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<ProfileCounsellingSubjectView[]> {
  if (userIds.length === 0) return [];
  return executor
    .select({
      pvid: profileCounsellingSubjects.id,
      userPvid: profileCounsellingSubjects.userId,
      programmeSubjectCounsellingPvid: counsellingSubjects.id,
      name: counsellingSubjects.name,
      pricePerHour: profileCounsellingSubjects.pricePerHourMinor,
      orderList: profileCounsellingSubjects.orderList,
    })
    .from(profileCounsellingSubjects)
    .innerJoin(
      counsellingSubjects,
      eq(counsellingSubjects.id, profileCounsellingSubjects.counsellingSubjectId),
    )
    .where(inArray(profileCounsellingSubjects.userId, [...userIds]))
    .orderBy(asc(profileCounsellingSubjects.orderList), asc(counsellingSubjects.sortOrder));
}

export async function nonAcademicOf(
  executor: Executor,
  userIds: readonly string[],
): Promise<ProfileNonAcademicView[]> {
  if (userIds.length === 0) return [];
  const parent = alias(nonAcademicCategories, 'parent');
  const rows = await executor
    .select({
      pvid: profileNonAcademicSubjects.id,
      userPvid: profileNonAcademicSubjects.userId,
      nonAcademicPvid: nonAcademicCategories.id,
      name: nonAcademicCategories.name,
      status: nonAcademicCategories.status,
      pricePerHour: profileNonAcademicSubjects.pricePerHourMinor,
      orderList: profileNonAcademicSubjects.orderList,
      parentPvid: parent.id,
      parentName: parent.name,
      parentStatus: parent.status,
      country: users.country,
    })
    .from(profileNonAcademicSubjects)
    .innerJoin(users, eq(users.id, profileNonAcademicSubjects.userId))
    .innerJoin(nonAcademicCategories, eq(nonAcademicCategories.id, profileNonAcademicSubjects.nonAcademicId))
    .innerJoin(parent, eq(parent.id, nonAcademicCategories.parentId))
    .where(inArray(profileNonAcademicSubjects.userId, [...userIds]))
    .orderBy(
      asc(parent.sortOrder),
      asc(profileNonAcademicSubjects.orderList),
      asc(nonAcademicCategories.sortOrder),
    );
  const groups = groupBy(rows, (row) => `${row.userPvid}/${row.parentPvid}`);
  return [...groups.values()].flatMap((group) => {
    const [first] = group;
    if (!first) return [];
    return [
      {
        pvid: first.parentPvid,
        userPvid: first.userPvid,
        name: nonAcademicNameIn(first.country, first.parentName),
        status: first.parentStatus,
        subNonAcademic: group.map((row) => ({
          pvid: row.pvid,
          profileNonAcademicPvid: row.parentPvid,
          nonAcademicPvid: row.nonAcademicPvid,
          name: nonAcademicNameIn(row.country, row.name),
          status: row.status,
          pricePerHour: row.pricePerHour,
          orderList: row.orderList,
        })),
      },
    ];
  });
}
