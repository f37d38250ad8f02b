import type { AvailabilityWindow, CountryCode, TutorKind } from '@ajar/domain';
import type {
  ContentDocumentView,
  SearchCoachView,
  SearchTutorDocumentView,
  SearchTutorView,
} from './search-views';

export type TutorSort = 'relevance' | 'recently' | 'alphabet' | 'price' | 'rating';
export type SearchedKind = 'ACADEMIC' | 'LIFELONG';

export interface PriceBounds {
  readonly start: number | null;
  readonly end: number | null;
}

interface PageRequest {
  readonly limit: number;
  readonly offset: number;
}

/** A validated findTutors / sortTutors request. Empty lists mean "no filter". */
export interface TutorQuery extends PageRequest {
  readonly country: CountryCode;
  readonly kind: SearchedKind;
  readonly keywords: string | null;
  readonly price: PriceBounds | null;
  readonly subjectIds: readonly string[];
  readonly curriculumIds: readonly string[];
  readonly levelIds: readonly string[];
  readonly nonAcademicId: string | null;
  readonly minExperienceYears: number | null;
  readonly minRating: number | null;
  readonly withTestimonial: boolean;
  /** The address must contain this (case- and accent-insensitive). */
  readonly location: string | null;
  /** The address must contain one of these. */
  readonly cities: readonly string[];
  /**
   * Weekly hours (the availability area's, or its default) must overlap one of these; none: no filter.
   * Built by the domain's availabilityWindows, which weeklyHoursMeet reads alike.
   */
  readonly availability: readonly AvailabilityWindow[];
  readonly sort: TutorSort;
}

export interface CoachQuery extends PageRequest {
  readonly country: CountryCode;
  readonly keywords: string | null;
  readonly price: PriceBounds | null;
  readonly counsellingSubjectId: string | null;
  readonly location: string | null;
  readonly cities: readonly string[];
  readonly sort: Exclude<TutorSort, 'price' | 'rating'>;
}

export interface MatchingQuery {
  readonly country: CountryCode;
  readonly subjectIds: readonly string[];
  readonly limit: number;
}

export interface Page<Item> {
  readonly total: number;
  readonly items: readonly Item[];
}

export interface MatchingHit {
  readonly tutor: SearchTutorView;
  readonly matchedSubjects: readonly string[];
  /** Lowest hourly price among the matched subjects, minor units. */
  readonly lowestPrice: number | null;
}

export interface KindTotal {
  readonly kind: TutorKind;
  readonly total: number;
}

export interface GlobalHits {
  readonly tutors: readonly SearchTutorDocumentView[];
  readonly contents: readonly ContentDocumentView[];
}

/**
 * Typo-tolerant tutor search over listed tutors of one market (spec section 5 rules applied
 * inside). The PostgreSQL implementation runs unchanged on PGlite.
 */
export interface SearchIndex {
  findTutors(query: TutorQuery): Promise<Page<SearchTutorView>>;
  findCoaches(query: CoachQuery): Promise<Page<SearchCoachView>>;
  matchingTutors(query: MatchingQuery): Promise<readonly MatchingHit[]>;
  globalSearch(country: CountryCode, keywords: string, limit: number): Promise<GlobalHits>;
  /** How many listed educators of each kind the keywords find in the market (kinds finding none left out). */
  kindTotals(country: CountryCode, keywords: string): Promise<readonly KindTotal[]>;
  /** Cards of listed tutors among these users (any market). */
  tutorCardsByUserIds(userIds: readonly string[]): Promise<Map<string, SearchTutorView>>;
}
