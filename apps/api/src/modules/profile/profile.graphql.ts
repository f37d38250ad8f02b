import {
  EXPERIENCE_TYPES,
  GENDERS,
  MESSAGES,
  PROFILE_SECTIONS,
  basicProfileSchema,
  certificateSchema,
  counsellingSubjectListSchema,
  countrySchema,
  curriculumListSchema,
  educationListSchema,
  experienceListSchema,
  nonAcademicSubjectListSchema,
  otherPlatformListSchema,
  profileCompletionRequestSchema,
  schoolSchema,
  skillListSchema,
  subjectListSchema,
  updateProfileSchema,
} from '@ajar/domain';
import { z } from 'zod';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../graphql/errors';
import { MutationResultType, ProfileType, type MutationResult } from '../account/account.graphql';
import { CurriculumType } from '../reference/reference.graphql';
import {
  findSkillNames,
  profileViewStats,
  requestProfileCompletion,
  suggestionCountry,
  suggestionPrice,
  tutorArticlesOf,
} from './profile-insights.service';
import {
  addCertificate,
  addSkills,
  clearExperienceLevels,
  deleteOwnRows,
  updateCertificate,
  updateCounsellingSubjects,
  updateEducation,
  updateExperience,
  updateNonAcademicSubjects,
  updateOtherPlatforms,
  updateSubjects,
  type DeletableSection,
} from './profile-sections.service';
import {
  certificatesOf,
  counsellingSubjectsOf,
  curriculaOf,
  educationOf,
  experienceOf,
  nonAcademicOf,
  otherPlatformsOf,
  skillsOf,
  subjectsOf,
} from './profile.queries';
import {
  getProfile,
  updateBasicProfile,
  updateCurricula,
  updateProfile,
  updateSchool,
} from './profile.service';
import type {
  CertificateView,
  EducationView,
  ExperienceSubjectView,
  ExperienceView,
  OtherPlatformView,
  ProfileCounsellingSubjectView,
  ProfileNonAcademicView,
  ProfileSubNonAcademicView,
  ProfileSubjectLevelView,
  ProfileSubjectView,
  ProfileViewStatsView,
  ProfileViewerView,
  SkillView,
  SuggestionPriceView,
  TutorArticleView,
} from './profile.shapes';

/** Ids arrive as strings; GraphQL's ID input type also admits numbers. */
const idText = (id: string | number): string => String(id);
const deleted = (): MutationResult => ({ success: true, message: MESSAGES.deleted });

export const GenderEnum = builder.enumType('Gender', { values: GENDERS });
export const ExperienceTypeEnum = builder.enumType('ExperienceType', { values: EXPERIENCE_TYPES });

// ---------- object types ----------

const ProfileSubjectLevelType = builder.objectRef<ProfileSubjectLevelView>('ProfileSubjectLevel').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    programmeLevelPvid: t.exposeID('programmeLevelPvid'),
    name: t.exposeString('name'),
    curriculumName: t.exposeString('curriculumName'),
    pricePerHour: t.expose('pricePerHour', {
      type: 'Money',
      description: "Minor units of the profile's currency.",
    }),
  }),
});

const ProfileSubjectType = builder.objectRef<ProfileSubjectView>('ProfileSubject').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    programmeSubjectPvid: t.exposeID('programmeSubjectPvid'),
    name: t.exposeString('name'),
    levels: t.field({ type: [ProfileSubjectLevelType], resolve: (subject) => subject.levels }),
  }),
});

const EducationType = builder.objectRef<EducationView>('Education').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    institution: t.exposeString('institution'),
    fromDate: t.exposeString('fromDate', { description: 'YYYY-MM-DD' }),
    toDate: t.exposeString('toDate', { nullable: true, description: 'Null when isPresent.' }),
    isPresent: t.exposeBoolean('isPresent'),
  }),
});

const ExperienceSubjectType = builder.objectRef<ExperienceSubjectView>('ExperienceSubject').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name', { description: 'Subject name.' }),
    level: t.exposeString('level', { nullable: true, description: 'Level name.' }),
    curriculum: t.exposeString('curriculum', { nullable: true, description: 'Curriculum name.' }),
  }),
});

const ExperienceType = builder.objectRef<ExperienceView>('Experience').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    type: t.expose('type', { type: ExperienceTypeEnum }),
    institution: t.exposeString('institution'),
    fromDate: t.exposeString('fromDate'),
    toDate: t.exposeString('toDate', { nullable: true }),
    isPresent: t.exposeBoolean('isPresent'),
    isPrivateTutor: t.exposeBoolean('isPrivateTutor'),
    subjects: t.field({ type: [ExperienceSubjectType], resolve: (experience) => experience.subjects }),
  }),
});

const CertificateType = builder.objectRef<CertificateView>('Certificate').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name'),
    issuer: t.exposeString('issuer'),
    issuedDate: t.exposeString('issuedDate', { description: 'YYYY-MM-DD' }),
    relativePath: t.exposeString('relativePath', {
      nullable: true,
      description: 'Resource path of the file, when one was uploaded.',
    }),
    fileName: t.exposeString('fileName', { nullable: true }),
  }),
});

const SkillType = builder.objectRef<SkillView>('Skill').implement({
  fields: (t) => ({ pvid: t.exposeID('pvid'), name: t.exposeString('name') }),
});

const OtherPlatformType = builder.objectRef<OtherPlatformView>('OtherPlatform').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    otherPlatformPvid: t.exposeID('otherPlatformPvid'),
    name: t.exposeString('name'),
    link: t.exposeString('link'),
    icon: t.exposeString('icon'),
  }),
});

const ProfileCounsellingSubjectType = builder
  .objectRef<ProfileCounsellingSubjectView>('ProfileCounsellingSubject')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      programmeSubjectCounsellingPvid: t.exposeID('programmeSubjectCounsellingPvid'),
      name: t.exposeString('name'),
      pricePerHour: t.expose('pricePerHour', { type: 'Money' }),
      orderList: t.exposeInt('orderList'),
    }),
  });

const ProfileSubNonAcademicType = builder
  .objectRef<ProfileSubNonAcademicView>('ProfileSubNonAcademic')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      profileNonAcademicPvid: t.exposeID('profileNonAcademicPvid'),
      nonAcademicPvid: t.exposeID('nonAcademicPvid', { description: 'The reference sub-category.' }),
      name: t.exposeString('name'),
      status: t.exposeString('status'),
      pricePerHour: t.expose('pricePerHour', { type: 'Money' }),
      orderList: t.exposeInt('orderList'),
    }),
  });

export const ProfileNonAcademicType = builder
  .objectRef<ProfileNonAcademicView>('ProfileNonAcademic')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid', { description: 'The reference parent category.' }),
      name: t.exposeString('name'),
      status: t.exposeString('status'),
      subNonAcademic: t.field({
        type: [ProfileSubNonAcademicType],
        resolve: (category) => category.subNonAcademic,
      }),
    }),
  });

export const CompletionUserType = builder
  .objectRef<{ pvid: string; completionPercent: number }>('CompletionUser')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      completionPercent: t.exposeFloat('completionPercent', {
        description: '0..100 in steps of 12.5 (weights in packages/domain).',
      }),
    }),
  });

export const CompletionDetailType = builder
  .objectRef<{ pvid: string; profileSection: string; complete: boolean }>('CompletionDetail')
  .implement({
    fields: (t) => ({
      pvid: t.exposeID('pvid'),
      profileSection: t.exposeString('profileSection', {
        description:
          'One of: Subjects, Education, Experience, Certificate, IntroductionVideo, BasicProfile, Skill.',
      }),
      complete: t.exposeBoolean('complete'),
    }),
  });

const ProfileViewerType = builder.objectRef<ProfileViewerView>('ProfileViewer').implement({
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatar: t.exposeString('avatar', { nullable: true }),
    viewedAt: t.expose('viewedAt', { type: 'DateTime' }),
  }),
});

const ProfileViewStatsType = builder.objectRef<ProfileViewStatsView>('ProfileViewStats').implement({
  fields: (t) => ({
    oneWeek: t.exposeInt('oneWeek'),
    twoWeeks: t.exposeInt('twoWeeks'),
    oneMonth: t.exposeInt('oneMonth'),
    viewers: t.field({
      type: [ProfileViewerType],
      nullable: { list: false, items: true },
      description: 'Newest first, at most 50.',
      resolve: (stats) => stats.viewers,
    }),
  }),
});

const TutorArticleType = builder.objectRef<TutorArticleView>('TutorArticle').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    title: t.exposeString('title'),
    image: t.exposeString('image', { nullable: true }),
    comments: t.exposeInt('comments'),
    views: t.exposeInt('views'),
    upvotes: t.exposeInt('upvotes'),
    downvotes: t.exposeInt('downvotes'),
    status: t.exposeString('status'),
    tags: t.exposeStringList('tags'),
  }),
});

const SuggestionPriceType = builder.objectRef<SuggestionPriceView>('SuggestionPrice').implement({
  fields: (t) => ({
    country: t.exposeString('country'),
    currency: t.exposeString('currency'),
    suggestionMin: t.expose('suggestionMin', { type: 'Money', description: 'Minor units.' }),
    suggestionMax: t.expose('suggestionMax', { type: 'Money' }),
    minimumTariff: t.expose('minimumTariff', { type: 'Money' }),
    sliderMin: t.expose('sliderMin', { type: 'Money' }),
    sliderMax: t.expose('sliderMax', { type: 'Money' }),
    sliderStep: t.expose('sliderStep', { type: 'Money' }),
  }),
});

// ---------- the Profile type's issue-3 fields ----------

// Lists load in one query per list for every profile of the request (no caching across mutations).
const NO_CACHE = { cache: false } as const;

builder.objectFields(ProfileType, (t) => ({
  dateModified: t.expose('dateModified', { type: 'DateTime' }),
  nric: t.exposeString('nric', { nullable: true, description: 'Private.' }),
  phone: t.exposeString('phone', { nullable: true, description: 'Private.' }),
  gender: t.expose('gender', { type: GenderEnum, nullable: true }),
  race: t.exposeString('race', { nullable: true, description: 'Private.' }),
  referralCode: t.exposeString('referralCode', {
    description: "The owner's code used in testimonial links.",
  }),
  eventsFromGoogle: t.exposeBoolean('eventsFromGoogle', { nullable: true, description: 'Private.' }),
  school: t.exposeString('school', { nullable: true }),
  isOwner: t.exposeBoolean('isOwner'),
  subjectList: t.loadableGroup({
    type: ProfileSubjectType,
    load: (userIds: string[], { deps }) => subjectsOf(deps.db, userIds),
    group: (subject) => subject.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  education: t.loadableGroup({
    type: EducationType,
    load: (userIds: string[], { deps }) => educationOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  experience: t.loadableGroup({
    type: ExperienceType,
    load: (userIds: string[], { deps }) => experienceOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  certificates: t.loadableGroup({
    type: CertificateType,
    load: (userIds: string[], { deps }) => certificatesOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  skills: t.loadableGroup({
    type: SkillType,
    load: (userIds: string[], { deps }) => skillsOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  otherPlatforms: t.loadableGroup({
    type: OtherPlatformType,
    load: (userIds: string[], { deps }) => otherPlatformsOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  curriculumList: t.loadableGroup({
    type: CurriculumType,
    load: (userIds: string[], { deps }) => curriculaOf(deps.db, userIds),
    group: (entry) => ('userPvid' in entry ? String(entry.userPvid) : ''),
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  counsellingSubjects: t.loadableGroup({
    type: ProfileCounsellingSubjectType,
    load: (userIds: string[], { deps }) => counsellingSubjectsOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  nonAcademic: t.loadableGroup({
    type: ProfileNonAcademicType,
    load: (userIds: string[], { deps }) => nonAcademicOf(deps.db, userIds),
    group: (entry) => entry.userPvid,
    resolve: (profile) => profile.userPvid,
    loaderOptions: NO_CACHE,
  }),
  completionUser: t.field({
    type: CompletionUserType,
    resolve: (profile) => ({ pvid: profile.userPvid, completionPercent: profile.completion.percent }),
  }),
  completionDetail: t.field({
    type: [CompletionDetailType],
    resolve: (profile) =>
      PROFILE_SECTIONS.map((section) => ({
        pvid: `${profile.userPvid}:${section}`,
        profileSection: section,
        complete: profile.completion.sections[section],
      })),
  }),
  visibleInSearch: t.boolean({
    description: 'completionPercent >= PROFILE_VISIBILITY_THRESHOLD (tutors only).',
    resolve: (profile) => profile.completion.visibleInSearch,
  }),
  testimonialCount: t.exposeInt('testimonialCount'),
  averageRating: t.exposeFloat('averageRating', { nullable: true }),
}));

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

const SubjectInput = builder.inputType('SubjectInput', {
  fields: (t) => ({
    programmeSubjectPvid: t.id({ required: true }),
    levels: t.field({
      type: [SubjectLevelInput],
      required: true,
      description: 'Replaces the levels of this subject.',
    }),
  }),
});

const EducationInput = builder.inputType('EducationInput', {
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

const ExperienceInput = builder.inputType('ExperienceInput', {
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

const OtherPlatformInput = builder.inputType('OtherPlatformInput', {
  fields: (t) => ({
    pvid: t.id(),
    otherPlatformPvid: t.id({ required: true }),
    link: t.string({ required: true }),
  }),
});

const CounsellingSubjectInput = builder.inputType('CounsellingSubjectInput', {
  fields: (t) => ({
    programmeSubjectCounsellingPvid: t.id({ required: true }),
    pricePerHour: t.field({ type: 'Money', required: true }),
    orderList: t.int(),
  }),
});

const NonAcademicSubjectInput = builder.inputType('NonAcademicSubjectInput', {
  fields: (t) => ({
    nonAcademicPvid: t.id({ required: true, description: 'A reference sub-category.' }),
    pricePerHour: t.field({ type: 'Money', required: true }),
    orderList: t.int(),
  }),
});

// ---------- queries ----------

const suggestionArgs = z.object({ country: countrySchema.nullable().optional() });

builder.queryFields((t) => ({
  getProfile: t.field({
    type: ProfileType,
    description:
      "No arguments: the signed-in user's own profile (UNAUTHENTICATED, HTTP 401, without a valid token). userPvid or code (the profile token): that tutor's public profile (NOT_FOUND for anyone else's); private fields are null unless the viewer is the owner. Opening by code, or with source \"SRCH\", counts as a profile view.",
    args: { userPvid: t.arg.id(), code: t.arg.string(), source: t.arg.string() },
    resolve: (_root, args, { deps, viewer }) =>
      getProfile(deps, viewer, {
        userPvid: args.userPvid === null || args.userPvid === undefined ? null : idText(args.userPvid),
        code: args.code,
        source: args.source,
      }),
  }),
  findSkills: t.stringList({
    description: 'Existing skill names containing filter (any case), at most 10.',
    args: { filter: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps }) => findSkillNames(deps, args.filter),
  }),
  getSuggestionPrice: t.field({
    type: SuggestionPriceType,
    description: "The market's price settings in minor units. Default: the viewer's country, else sg.",
    args: { country: t.arg.string() },
    resolve: (_root, args, { viewer }) =>
      suggestionPrice(suggestionCountry(parseInput(suggestionArgs, args).country ?? null, viewer)),
  }),
  listWhoViewedProfile: t.withAuth({ loggedIn: true }).field({
    type: ProfileViewStatsType,
    description: "Who opened the viewer's profile: distinct viewers over 1, 2 and 4 weeks, and the latest.",
    resolve: (_root, _args, { deps, viewer }) => profileViewStats(deps, viewer),
  }),
  getTutorArticles: t.field({
    type: [TutorArticleType],
    nullable: { list: false, items: true },
    description: 'Published articles of that tutor (the tutor also sees drafts and those in review).',
    args: { tutorPvid: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => tutorArticlesOf(deps, viewer, idText(args.tutorPvid)),
  }),
}));

// ---------- mutations ----------

builder.mutationFields((t) => {
  const pvidList = { pvidList: t.arg.idList({ required: true }) };
  const ownDelete = (section: DeletableSection, tutorOnly: boolean, description?: string) =>
    (tutorOnly ? t.withAuth({ tutor: true }) : t.withAuth({ loggedIn: true })).field({
      type: MutationResultType,
      description,
      args: pvidList,
      resolve: async (_root, args, { deps, viewer }) => {
        await deleteOwnRows(deps, viewer, section, args.pvidList.map(idText));
        return deleted();
      },
    });

  return {
    updateBasicProfile: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      args: { desc: t.arg.string(), address: t.arg.string() },
      resolve: (_root, args, { deps, viewer }) =>
        updateBasicProfile(deps, viewer, parseInput(basicProfileSchema, args)),
    }),
    updateProfile: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      args: {
        firstName: t.arg.string(),
        lastName: t.arg.string(),
        dob: t.arg.string(),
        nric: t.arg.string(),
        phone: t.arg.string(),
        gender: t.arg({ type: GenderEnum }),
        race: t.arg.string(),
        address: t.arg.string(),
        description: t.arg.string(),
        eventsFromGoogle: t.arg.boolean(),
        balance: t.arg({
          type: 'Money',
          description: 'Refused (FORBIDDEN) unless unchanged: money only moves through the ledger.',
        }),
        hasBalance: t.arg.boolean({ description: 'Likewise.' }),
      },
      resolve: (_root, args, { deps, viewer }) =>
        updateProfile(deps, viewer, parseInput(updateProfileSchema, args)),
    }),
    updateProfileCurriculum: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      description: 'Replaces the curriculum list.',
      args: { list: t.arg.idList({ required: true }) },
      resolve: (_root, args, { deps, viewer }) =>
        updateCurricula(deps, viewer, parseInput(curriculumListSchema, { list: args.list.map(idText) }).list),
    }),
    updateSubject: t.withAuth({ tutor: true }).field({
      type: ProfileType,
      description: 'Upserts subjects by programmeSubjectPvid.',
      args: { list: t.arg({ type: [SubjectInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          programmeSubjectPvid: idText(item.programmeSubjectPvid),
          levels: item.levels.map((level) => ({
            ...level,
            programmeLevelPvid: idText(level.programmeLevelPvid),
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
          pvid: item.pvid == null ? item.pvid : idText(item.pvid),
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
          pvid: item.pvid == null ? item.pvid : idText(item.pvid),
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
          pvid: item.pvid == null ? item.pvid : idText(item.pvid),
          otherPlatformPvid: idText(item.otherPlatformPvid),
        }));
        return updateOtherPlatforms(deps, viewer, parseInput(otherPlatformListSchema, { list }).list);
      },
    }),
    updateSchoolProfile: t.withAuth({ loggedIn: true }).field({
      type: ProfileType,
      args: { school: t.arg.string({ required: true }) },
      resolve: (_root, args, { deps, viewer }) =>
        updateSchool(deps, viewer, parseInput(schoolSchema, args).school),
    }),
    updateProgrammeSubjectCounselling: t.withAuth({ tutor: true }).field({
      type: ProfileType,
      args: { list: t.arg({ type: [CounsellingSubjectInput], required: true }) },
      resolve: (_root, args, { deps, viewer }) => {
        const list = args.list.map((item) => ({
          ...item,
          programmeSubjectCounsellingPvid: idText(item.programmeSubjectCounsellingPvid),
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
        const list = args.list.map((item) => ({ ...item, nonAcademicPvid: idText(item.nonAcademicPvid) }));
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
        await clearExperienceLevels(deps, viewer, args.pvidList.map(idText));
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
            resourcePvid: args.resourcePvid == null ? args.resourcePvid : idText(args.resourcePvid),
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
          idText(args.pvid),
          parseInput(certificateSchema, {
            ...args,
            resourcePvid: args.resourcePvid == null ? args.resourcePvid : idText(args.resourcePvid),
          }),
        ),
    }),
    deleteCertificate: t.withAuth({ tutor: true }).field({
      type: MutationResultType,
      args: { pvid: t.arg.id({ required: true }) },
      resolve: async (_root, args, { deps, viewer }) => {
        await deleteOwnRows(deps, viewer, 'certificate', [idText(args.pvid)]);
        return deleted();
      },
    }),
    profileCompletionRequest: t.withAuth({ loggedIn: true }).field({
      type: MutationResultType,
      description: 'Asks a tutor (by mail) to complete a section of their profile.',
      args: {
        userPvid: t.arg.id({ required: true }),
        section: t.arg.string({ required: true }),
        messages: t.arg.string(),
      },
      resolve: async (_root, args, { deps, viewer }) => {
        const request = parseInput(profileCompletionRequestSchema, {
          ...args,
          userPvid: idText(args.userPvid),
        });
        await requestProfileCompletion(deps, viewer, request);
        return { success: true, message: MESSAGES.completionRequestSent };
      },
    }),
  };
});
