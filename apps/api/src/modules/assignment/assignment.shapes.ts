import type { CountryCode, CurrencyCode, TutorGenderPreference } from '@ajar/domain';

/** A person named on an assignment: the student who posted it, or a tutor on its acceptance list. */
export interface AssignmentPersonView {
  readonly userPvid: string;
  readonly userCode: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The avatar's storage path, or null. */
  readonly avatarUrl: string | null;
}

/** Spec section 3, acceptanceTutorList: one tutor and one assignment. */
export interface AssignmentAcceptanceView {
  readonly pvid: string;
  readonly isApply: boolean;
  readonly isAccept: boolean | null;
  readonly broadcasted: boolean;
  readonly updatedAt: Date;
  readonly tutor: AssignmentPersonView;
}

/** How the viewer stands to an assignment. */
export type AssignmentRole = 'OWNER' | 'TUTOR' | 'VIEWER';

/** Spec section 3, Assignment posting. Prices are hourly, in minor units of `currency`. */
export interface AssignmentView {
  readonly pvid: string;
  readonly title: string;
  readonly tutorExperience: number;
  readonly location: string;
  readonly notes: string | null;
  readonly isActive: boolean;
  readonly tutorGender: TutorGenderPreference;
  readonly curriculumPvid: string;
  readonly subjectPvid: string;
  readonly programmeLevelName: string;
  readonly programmeSubjectName: string;
  readonly priceRangeStartPrice: number;
  readonly priceRangeEndPrice: number;
  readonly currency: CurrencyCode;
  readonly country: CountryCode;
  readonly isJoin: boolean;
  readonly joinStudent: number;
  readonly broadcast: boolean;
  readonly broadcastCount: number | null;
  readonly createdAt: Date;
  readonly role: AssignmentRole;
  readonly profileJoin: AssignmentPersonView;
  /** The owner sees every tutor; a tutor sees only their own row; anyone else sees none. */
  readonly acceptanceTutorList: readonly AssignmentAcceptanceView[];
  /** How many tutors applied (everyone may know how popular it is). */
  readonly applicantCount: number;
}
