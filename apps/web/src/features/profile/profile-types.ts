import type { MyProfileFieldsFragment } from '../../gql/graphql';

/** The signed-in user's own profile, as the editor reads it. */
export type MyProfile = MyProfileFieldsFragment;
export type MySubject = MyProfile['subjectList'][number];
export type MyEducation = MyProfile['education'][number];
export type MyExperience = MyProfile['experience'][number];
export type MyCertificate = MyProfile['certificates'][number];
export type MyOtherPlatform = MyProfile['otherPlatforms'][number];
export type MyIntroductionVideo = MyProfile['videoIntroductionList'][number];
