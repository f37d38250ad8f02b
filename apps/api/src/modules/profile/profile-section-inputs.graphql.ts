import { builder } from '../../graphql/builder';
import { ExperienceTypeEnum } from './profile-types.graphql';

// ---------- inputs ----------

const SubjectLevelInput = builder.inputType('SubjectLevelInput', {
  fields: (t) => ({
    programmeLevelPvid: t.id({ required: true }),
    pricePerHour: t.field({
      type: 'Money',
      required: true,
      description: "Minor units, from the market's minimum tariff to its maximum price.",
    }),
  }),
});

export const SubjectInput = builder.inputType('SubjectInput', {
  fields: (t) => ({
    programmeSubjectPvid: t.id({ required: true }),
    levels: t.field({
      type: [SubjectLevelInput],
      required: true,
      description: 'Replaces the levels of this subject.',
    }),
  }),
});

export const EducationInput = builder.inputType('EducationInput', {
  fields: (t) => ({
    pvid: t.id({ description: 'Set to update, omit to add.' }),
    institution: t.string({ required: true }),
    fromDate: t.string({ required: true }),
    toDate: t.string(),
    isPresent: t.boolean({ required: true }),
  }),
});

const ExperienceSubjectInput = builder.inputType('ExperienceSubjectInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    level: t.string(),
    curriculum: t.string(),
  }),
});

export const ExperienceInput = builder.inputType('ExperienceInput', {
  fields: (t) => ({
    pvid: t.id(),
    type: t.field({ type: ExperienceTypeEnum, required: true }),
    institution: t.string({ required: true }),
    fromDate: t.string({ required: true }),
    toDate: t.string(),
    isPresent: t.boolean({ required: true }),
    isPrivateTutor: t.boolean({ required: true }),
    subjects: t.field({ type: [ExperienceSubjectInput], required: true }),
  }),
});

export const OtherPlatformInput = builder.inputType('OtherPlatformInput', {
  fields: (t) => ({
    pvid: t.id(),
    otherPlatformPvid: t.id({ required: true }),
    link: t.string({ required: true }),
  }),
});

export const CounsellingSubjectInput = builder.inputType('CounsellingSubjectInput', {
  fields: (t) => ({
    programmeSubjectCounsellingPvid: t.id({ required: true }),
    pricePerHour: t.field({ type: 'Money', required: true }),
    orderList: t.int(),
  }),
});

export const NonAcademicSubjectInput = builder.inputType('NonAcademicSubjectInput', {
  fields: (t) => ({
    nonAcademicPvid: t.id({ required: true, description: 'A reference sub-category.' }),
    pricePerHour: t.field({ type: 'Money', required: true }),
    orderList: t.int(),
  }),
});
