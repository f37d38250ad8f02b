import type { CountryCode, ProfileSection, TutorKind } from '@ajar/domain';

/**
 * What a search index answers: the tutor, coach and overlay hits built from one denormalised document
 * row (search.tables.ts); search.shapes.ts adds the result pages.
 */

/** A lifelong sub-category a tutor offers (the shape of profile's ProfileSubNonAcademicView). */
export interface SearchSubNonAcademicView {
  readonly pvid: string;
  readonly profileNonAcademicPvid: string;
  readonly nonAcademicPvid: string;
  readonly name: string;
  readonly status: string;
  readonly pricePerHour: number;
  readonly orderList: number;
}

/**
 * A lifelong category a tutor offers, as the card stores it: the shape of profile's ProfileNonAcademicView
 * (the search GraphQL type shows it through profile's type, so TypeScript keeps the two in step).
 */
export interface SearchNonAcademicView {
  readonly userPvid: string;
  readonly pvid: string;
  readonly name: string;
  readonly status: string;
  readonly subNonAcademic: readonly SearchSubNonAcademicView[];
}

export interface SearchResourceView {
  readonly path: string;
}

export interface CompletionUserView {
  readonly pvid: string;
  readonly completionPercent: number;
}

/** Spec section 3, Tutor search result (one tutor card). */
export interface SearchTutorView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string | null;
  readonly role: string;
  readonly tutorKind: TutorKind;
  readonly token: string;
  readonly country: CountryCode;
  readonly currency: string;
  /** Minor units: the lowest hourly price of what the search is about. */
  readonly pricePerHour: number | null;
  readonly description: string | null;
  readonly subjects: readonly string[];
  readonly experienceYears: number;
  readonly experienceLevel: string | null;
  readonly experienceSubject: string | null;
  readonly experienceCurriculum: string | null;
  readonly experienceInstitution: string | null;
  readonly testimonial: number;
  readonly rating: number | null;
  readonly resource: SearchResourceView | null;
  readonly completionUser: CompletionUserView;
  readonly nonAcademic: readonly SearchNonAcademicView[];
  readonly joinedAt: Date;
  /** A browse-results boost runs for this tutor: shown first, marked Featured. */
  readonly featured: boolean;
}

export interface CoachSubjectView {
  readonly pvid: string;
  readonly orderList: number;
  readonly programSubjectCoachesPvid: string;
  readonly pricePerHour: number;
  readonly subject: { readonly pvid: string; readonly name: string; readonly country: string };
}

export interface CompletionDetailView {
  readonly pvid: string;
  readonly profileSection: ProfileSection;
  readonly complete: boolean;
}

export interface SearchCoachView {
  readonly pvid: string;
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly address: string | null;
  readonly token: string;
  readonly pricePerHour: number | null;
  readonly currency: string;
  readonly country: CountryCode;
  readonly description: string | null;
  readonly completionUser: CompletionUserView;
  readonly completionDetail: readonly CompletionDetailView[];
  readonly userSubject: readonly CoachSubjectView[];
  readonly resource: SearchResourceView | null;
}

/** The global search overlay's tutor hit; field names are the spec's, verbatim. */
export interface SearchTutorDocumentView {
  readonly id: string;
  readonly FirstName: string;
  readonly LastName: string;
  readonly Description: string | null;
  readonly Address: string | null;
  readonly Subjects: readonly string[];
  readonly Prices: readonly number[];
  readonly experienceInYears: number;
  readonly Country: string;
  readonly Token: string;
  readonly skill: readonly string[];
  readonly rating: number | null;
  readonly testimonial: number;
  readonly currency: string;
  readonly avatar: string | null;
}

export interface ContentDocumentView {
  readonly id: string;
  readonly Title: string;
  readonly Subject: string | null;
  readonly Price: number;
  readonly Currency: string;
  readonly Tags: readonly string[];
  readonly views: number;
  readonly sales: number;
  readonly Rating: number | null;
  readonly reviews: number;
  readonly Description: string | null;
  readonly authorName: string;
  readonly authorToken: string;
  readonly authorUserPvid: string;
}
