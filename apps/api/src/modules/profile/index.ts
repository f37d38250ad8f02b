// The public face of the profile area: the one file other areas and the app layer import.
export { testimonialConfirmMail } from './profile.mails';
export { mayReviewTutor } from './profile.policy';
export type { ProfileNonAcademicView } from './profile.shapes';
export {
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
  profiles,
  skills,
} from './profile.tables';
export {
  counsellingSubjectsOf,
  curriculaOf,
  experienceOf,
  nonAcademicOf,
  skillsOf,
  subjectsOf,
} from './profile-lists.queries';
export { profileCoresOf } from './profile.queries';
export type { ProfileCore } from './profile.queries';
export { groupBy } from './profile.shapes';
export type { ExperienceView } from './profile.shapes';
export { profileViewStats, profileViewersPerWeek, seedProfileViews } from './profile-insights.service';
export { tutorShareMeta } from './profile-share';
