import type { TutorKind } from '@ajar/domain';
import type {
  ContentDocumentView,
  SearchCoachView,
  SearchTutorDocumentView,
  SearchTutorView,
} from './search-views';

/** What search hands to GraphQL: built from one denormalised document row, no joins. */

export interface SearchTutorResultView {
  readonly page: number;
  readonly total: number;
  readonly totalPages: number;
  readonly tutors: readonly SearchTutorView[];
}

export interface CoachSearchResultView {
  readonly page: number;
  readonly total: number;
  readonly totalPages: number;
  readonly coaches: readonly SearchCoachView[];
}

export interface GlobalSearchResultView {
  readonly tutors: readonly SearchTutorDocumentView[];
  readonly contents: readonly ContentDocumentView[];
}

export interface MatchingTutorView {
  readonly tutor: SearchTutorView;
  readonly matchedSubjects: readonly string[];
  readonly weeklyPrice: number | null;
}

export type {
  SearchResourceView,
  CompletionUserView,
  SearchTutorView,
  CoachSubjectView,
  CompletionDetailView,
  SearchCoachView,
  SearchTutorDocumentView,
  ContentDocumentView,
} from './search-views';

/** How many educators of one kind a search box's words find (the tutors page's 'Also found'). */
export interface SearchKindTotalView {
  readonly kind: TutorKind;
  readonly total: number;
}
