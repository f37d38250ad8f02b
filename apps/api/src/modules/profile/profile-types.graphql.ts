import { EXPERIENCE_TYPES, GENDERS } from '@ajar/domain';
import { builder } from '../../graphql/builder';
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
} from './profile.shapes';

export const GenderEnum = builder.enumType('Gender', { values: GENDERS });
export const ExperienceTypeEnum = builder.enumType('ExperienceType', { values: EXPERIENCE_TYPES });

// ---------- object types ----------

export const ProfileSubjectLevelType = builder
  .objectRef<ProfileSubjectLevelView>('ProfileSubjectLevel')
  .implement({
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

export const ProfileSubjectType = builder.objectRef<ProfileSubjectView>('ProfileSubject').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    programmeSubjectPvid: t.exposeID('programmeSubjectPvid'),
    name: t.exposeString('name'),
    levels: t.field({ type: [ProfileSubjectLevelType], resolve: (subject) => subject.levels }),
  }),
});

export const EducationType = builder.objectRef<EducationView>('Education').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    institution: t.exposeString('institution'),
    fromDate: t.exposeString('fromDate', { description: 'YYYY-MM-DD' }),
    toDate: t.exposeString('toDate', { nullable: true, description: 'Null when isPresent.' }),
    isPresent: t.exposeBoolean('isPresent'),
  }),
});

export const ExperienceSubjectType = builder.objectRef<ExperienceSubjectView>('ExperienceSubject').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    name: t.exposeString('name', { description: 'Subject name.' }),
    level: t.exposeString('level', { nullable: true, description: 'Level name.' }),
    curriculum: t.exposeString('curriculum', { nullable: true, description: 'Curriculum name.' }),
  }),
});

export const ExperienceType = builder.objectRef<ExperienceView>('Experience').implement({
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

export const CertificateType = builder.objectRef<CertificateView>('Certificate').implement({
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

export const SkillType = builder.objectRef<SkillView>('Skill').implement({
  fields: (t) => ({ pvid: t.exposeID('pvid'), name: t.exposeString('name') }),
});

export const OtherPlatformType = builder.objectRef<OtherPlatformView>('OtherPlatform').implement({
  fields: (t) => ({
    pvid: t.exposeID('pvid'),
    otherPlatformPvid: t.exposeID('otherPlatformPvid'),
    name: t.exposeString('name'),
    link: t.exposeString('link'),
    icon: t.exposeString('icon'),
  }),
});

export const ProfileCounsellingSubjectType = builder
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

export const ProfileSubNonAcademicType = builder
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

export const ProfileViewerType = builder.objectRef<ProfileViewerView>('ProfileViewer').implement({
  fields: (t) => ({
    userPvid: t.exposeID('userPvid'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    avatar: t.exposeString('avatar', { nullable: true }),
    viewedAt: t.expose('viewedAt', { type: 'DateTime' }),
  }),
});

export const ProfileViewStatsType = builder.objectRef<ProfileViewStatsView>('ProfileViewStats').implement({
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

export const SuggestionPriceType = builder.objectRef<SuggestionPriceView>('SuggestionPrice').implement({
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
