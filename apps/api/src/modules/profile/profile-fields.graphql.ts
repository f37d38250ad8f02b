import { PROFILE_SECTIONS } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { ProfileType } from '../account/transport';
import { CurriculumType } from '../reference/transport';
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
} from './profile-lists.queries';
import {
  CertificateType,
  CompletionDetailType,
  CompletionUserType,
  EducationType,
  ExperienceType,
  GenderEnum,
  OtherPlatformType,
  ProfileCounsellingSubjectType,
  ProfileNonAcademicType,
  ProfileSubjectType,
  SkillType,
} from './profile-types.graphql';

// ---------- the Profile type's fields ----------

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
  testimonialCount: t.exposeInt('testimonialCount', {
    description: 'Published testimonials: reviews of lessons and those from the tutor’s link.',
  }),
  reviewCount: t.exposeInt('reviewCount', {
    description: 'Published reviews of lessons the reviewers had (verified lessons): what the rating counts.',
  }),
  averageRating: t.exposeFloat('averageRating', {
    nullable: true,
    description: 'The average rating of the published reviews of lessons; null without one.',
  }),
}));
