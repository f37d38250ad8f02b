import {
  MESSAGES,
  certificateSchema,
  counsellingSubjectListSchema,
  educationListSchema,
  experienceListSchema,
  nonAcademicSubjectListSchema,
  otherPlatformListSchema,
  skillListSchema,
  subjectListSchema,
} from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { ProfileType } from '../account/transport';
import { MutationResultType, type MutationResult } from '../../graphql/mutation-result';
import { addCertificate, updateCertificate } from './profile-certificates.service';
import { updateEducation, updateExperience } from './profile-education.service';
import {
  clearExperienceLevels,
  deleteOwnRows,
  type DeletableSection,
} from './profile-section-deletes.service';
import { addSkills, updateOtherPlatforms } from './profile-skills.service';
import {
  updateCounsellingSubjects,
  updateNonAcademicSubjects,
  updateSubjects,
} from './profile-subjects.service';
import {
  CounsellingSubjectInput,
  EducationInput,
  ExperienceInput,
  NonAcademicSubjectInput,
  OtherPlatformInput,
  SubjectInput,
} from './profile-section-inputs.graphql';
import { CertificateType } from './profile-types.graphql';

const deleted = (): MutationResult => ({ success: true, message: MESSAGES.deleted });

builder.mutationFields((t) => {
  const pvidList = { pvidList: t.arg.idList({ required: true }) };
  const ownDelete = (section: DeletableSection, tutorOnly: boolean, description?: string) =>
    (tutorOnly ? t.withAuth({ tutor: true }) : t.withAuth({ loggedIn: true })).field({
      type: MutationResultType,
      description,
      args: pvidList,
      resolve: async (_root, args, { deps, viewer }) => {
        await deleteOwnRows(deps, viewer, section, args.pvidList);
        return deleted();
      },
    });

  return {
    updateSubject: t.withAuth({ tutor: true }).field({
      type: ProfileType,
      description: 'Upserts subjects by programmeSubjectPvid.',
      args: { list: t.arg({ type: [SubjectInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          programmeSubjectPvid: item.programmeSubjectPvid,
          levels: item.levels.map((level) => ({
            ...level,
            programmeLevelPvid: level.programmeLevelPvid,
          })),
        }));
        return updateSubjects(deps, viewer, parseInput(subjectListSchema(viewer.country), { list }).list);
      },
    }),
    updateEducation: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      args: { list: t.arg({ type: [EducationInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          ...item,
          pvid: item.pvid,
        }));
        return updateEducation(deps, viewer, parseInput(educationListSchema, { list }).list);
      },
    }),
    updateExperience: t.withAuth({ tutor: true }).field({
      type: ProfileType,
      args: { list: t.arg({ type: [ExperienceInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          ...item,
          pvid: item.pvid,
        }));
        return updateExperience(deps, viewer, parseInput(experienceListSchema, { list }).list);
      },
    }),
    updateSkill: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      description: 'Adds skills by name (dedup, case-insensitive).',
      args: { list: t.arg.stringList({ required: true }) },
      resolve: (_root, args, { deps, viewer }) =>
        addSkills(deps, viewer, parseInput(skillListSchema, args).list),
    }),
    updateOtherPlatform: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      args: { list: t.arg({ type: [OtherPlatformInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          ...item,
          pvid: item.pvid,
          otherPlatformPvid: item.otherPlatformPvid,
        }));
        return updateOtherPlatforms(deps, viewer, parseInput(otherPlatformListSchema, { list }).list);
      },
    }),
    updateProgrammeSubjectCounselling: t.withAuth({ tutor: true }).field({
      type: ProfileType,
      args: { list: t.arg({ type: [CounsellingSubjectInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          ...item,
          programmeSubjectCounsellingPvid: item.programmeSubjectCounsellingPvid,
        }));
        const parsed = parseInput(counsellingSubjectListSchema(viewer.country), { list }).list;
        return updateCounsellingSubjects(
          deps,
          viewer,
          parsed.map((item) => ({ ...item, pvid: item.programmeSubjectCounsellingPvid })),
        );
      },
    }),
    updateSubjectNonAcademic: t.withAuth({ tutor: true }).field({
      type: ProfileType,
      args: { list: t.arg({ type: [NonAcademicSubjectInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({ ...item, nonAcademicPvid: item.nonAcademicPvid }));
        const parsed = parseInput(nonAcademicSubjectListSchema(viewer.country), { list }).list;
        return updateNonAcademicSubjects(
          deps,
          viewer,
          parsed.map((item) => ({ ...item, pvid: item.nonAcademicPvid })),
        );
      },
    }),
    deleteEducation: ownDelete('education', false),
    deleteExperience: ownDelete('experience', true),
    deleteExperienceSubject: ownDelete('experienceSubject', true),
    deleteExperienceLevel: t.withAuth({ tutor: true }).field({
      type: MutationResultType,
      description: 'Clears level and curriculum of those experience subjects.',
      args: pvidList,
      resolve: async (_root, args, { deps, viewer }) => {
        await clearExperienceLevels(deps, viewer, args.pvidList);
        return deleted();
      },
    }),
    deleteSubject: ownDelete('subject', true, 'ProfileSubject pvids.'),
    deleteLevel: ownDelete('level', true, 'ProfileSubjectLevel pvids.'),
    deleteSkill: ownDelete('skill', false),
    deleteOtherPlatform: ownDelete('otherPlatform', false),
    deleteProgrammeSubjectCounselling: ownDelete('counsellingSubject', true),
    deleteSubjectNonAcademic: ownDelete('nonAcademicSubject', true),
    addCertificate: t.withAuth({ tutor: true }).field({
      type: CertificateType,
      args: {
        name: t.arg.string({ required: true }),
        issuer: t.arg.string({ required: true }),
        issuedDate: t.arg.string({ required: true }),
        resourcePvid: t.arg.id(),
      },
      resolve: (_root, args, { deps, viewer }) =>
        addCertificate(
          deps,
          viewer,
          parseInput(certificateSchema, {
            ...args,
            resourcePvid: args.resourcePvid == null ? args.resourcePvid : args.resourcePvid,
          }),
        ),
    }),
    updateCertificate: t.withAuth({ tutor: true }).field({
      type: CertificateType,
      args: {
        pvid: t.arg.id({ required: true }),
        name: t.arg.string({ required: true }),
        issuer: t.arg.string({ required: true }),
        issuedDate: t.arg.string({ required: true }),
        resourcePvid: t.arg.id(),
      },
      resolve: (_root, args, { deps, viewer }) =>
        updateCertificate(
          deps,
          viewer,
          args.pvid,
          parseInput(certificateSchema, {
            ...args,
            resourcePvid: args.resourcePvid == null ? args.resourcePvid : args.resourcePvid,
          }),
        ),
    }),
    deleteCertificate: t.withAuth({ tutor: true }).field({
      type: MutationResultType,
      args: { pvid: t.arg.id({ required: true }) },
      resolve: async (_root, args, { deps, viewer }) => {
        await deleteOwnRows(deps, viewer, 'certificate', [args.pvid]);
        return deleted();
      },
    }),
  };
});
