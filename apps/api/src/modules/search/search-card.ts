import type { ProfileSection } from '@ajar/domain';
import type { CoachSubjectView, SearchNonAcademicView } from './search-views';

/** An academic offer: a subject at a level for a price (minor units). */
export interface SearchOffer {
  readonly subjectId: string;
  readonly subjectName: string;
  readonly levelId: string;
  readonly price: number;
}

/** A lifelong offer: a sub-category (and its parent category) for a price. */
export interface SearchNonAcademicOffer {
  readonly id: string;
  readonly parentId: string;
  readonly price: number;
}

/** What the card jsonb of a search document holds: the nested parts of the result shapes. */
export interface SearchCard {
  readonly role: string;
  /** Shown names: academic subjects, lifelong sub-categories or counselling subjects, at most 10. */
  readonly subjects: readonly string[];
  readonly offers: readonly SearchOffer[];
  readonly nonAcademicOffers: readonly SearchNonAcademicOffer[];
  readonly prices: readonly number[];
  readonly experience: {
    readonly level: string | null;
    readonly subject: string | null;
    readonly curriculum: string | null;
    readonly institution: string | null;
  };
  readonly nonAcademic: readonly SearchNonAcademicView[];
  readonly userSubject: readonly CoachSubjectView[];
  readonly sections: Readonly<Record<ProfileSection, boolean>>;
}
