import type { CountryCode, ExperienceType } from '@ajar/domain';

/** The profile's lists as services hand them to GraphQL. Each carries its owner for batching. */

export interface OwnedView {
  /** The profile owner's user id (the loaders group by it; not exposed). */
  readonly userPvid: string;
}

export interface ProfileSubjectLevelView {
  readonly pvid: string;
  readonly programmeLevelPvid: string;
  readonly name: string;
  readonly curriculumName: string;
  /** Minor units of the profile's currency. */
  readonly pricePerHour: number;
}

export interface ProfileSubjectView extends OwnedView {
  readonly pvid: string;
  readonly programmeSubjectPvid: string;
  readonly name: string;
  readonly levels: readonly ProfileSubjectLevelView[];
}

export interface EducationView extends OwnedView {
  readonly pvid: string;
  readonly institution: string;
  readonly fromDate: string;
  readonly toDate: string | null;
  readonly isPresent: boolean;
}

export interface ExperienceSubjectView {
  readonly pvid: string;
  readonly name: string;
  readonly level: string | null;
  readonly curriculum: string | null;
}

export interface ExperienceView extends OwnedView {
  readonly pvid: string;
  readonly type: ExperienceType;
  readonly institution: string;
  readonly fromDate: string;
  readonly toDate: string | null;
  readonly isPresent: boolean;
  readonly isPrivateTutor: boolean;
  readonly subjects: readonly ExperienceSubjectView[];
}

export interface CertificateView extends OwnedView {
  readonly pvid: string;
  readonly name: string;
  readonly issuer: string;
  readonly issuedDate: string;
  readonly relativePath: string | null;
  readonly fileName: string | null;
}

export interface SkillView extends OwnedView {
  readonly pvid: string;
  readonly name: string;
}

export interface OtherPlatformView extends OwnedView {
  readonly pvid: string;
  readonly otherPlatformPvid: string;
  readonly name: string;
  readonly link: string;
  readonly icon: string;
}

export interface CurriculumView {
  readonly pvid: string;
  readonly name: string;
  readonly country: CountryCode;
}

export interface ProfileCurriculumView extends CurriculumView, OwnedView {}

export interface ProfileCounsellingSubjectView extends OwnedView {
  readonly pvid: string;
  readonly programmeSubjectCounsellingPvid: string;
  readonly name: string;
  readonly pricePerHour: number;
  readonly orderList: number;
}

export interface ProfileSubNonAcademicView {
  readonly pvid: string;
  readonly profileNonAcademicPvid: string;
  readonly nonAcademicPvid: string;
  readonly name: string;
  readonly status: string;
  readonly pricePerHour: number;
  readonly orderList: number;
}

export interface ProfileNonAcademicView extends OwnedView {
  /** The reference parent category. */
  readonly pvid: string;
  readonly name: string;
  readonly status: string;
  readonly subNonAcademic: readonly ProfileSubNonAcademicView[];
}

export interface ProfileViewerView {
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: string | null;
  readonly viewedAt: Date;
}

export interface ProfileViewStatsView {
  readonly oneWeek: number;
  readonly twoWeeks: number;
  readonly oneMonth: number;
  readonly viewers: readonly ProfileViewerView[];
}

export interface SuggestionPriceView {
  readonly country: string;
  readonly currency: string;
  readonly suggestionMin: number;
  readonly suggestionMax: number;
  readonly minimumTariff: number;
  readonly sliderMin: number;
  readonly sliderMax: number;
  readonly sliderStep: number;
}

/** Groups rows by a key, keeping their order. */
export function groupBy<Row, Key>(rows: readonly Row[], keyOf: (row: Row) => Key): Map<Key, Row[]> {
  const groups = new Map<Key, Row[]>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
