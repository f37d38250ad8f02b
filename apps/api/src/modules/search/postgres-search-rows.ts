import { MARKETS, PROFILE_SECTIONS, previewText, type CountryCode, type TutorKind } from '@ajar/domain';
import type { SearchCoachView, SearchTutorDocumentView, SearchTutorView } from './search-views';
import type { SearchCard } from './search-card';
import type { TutorQuery } from './search-index';
import { searchTutorDocuments as doc } from './search.tables';

/** The search documents' card columns and how a row becomes a tutor, coach or document view. */

export const cardColumns = {
  userId: doc.userId,
  country: doc.country,
  tutorKind: doc.tutorKind,
  firstName: doc.firstName,
  lastName: doc.lastName,
  token: doc.token,
  address: doc.address,
  description: doc.description,
  avatarPath: doc.avatarPath,
  completionPercent: doc.completionPercent,
  experienceYears: doc.experienceYears,
  testimonialCount: doc.testimonialCount,
  rating: doc.rating,
  joinedAt: doc.joinedAt,
  minPrice: doc.minPrice,
  skills: doc.skills,
  card: doc.card,
  boost: doc.boost,
};

export interface CardRow {
  readonly userId: string;
  readonly country: string;
  readonly tutorKind: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly token: string;
  readonly address: string | null;
  readonly description: string | null;
  readonly avatarPath: string | null;
  readonly completionPercent: number;
  readonly experienceYears: number;
  readonly testimonialCount: number;
  readonly rating: number | null;
  readonly joinedAt: Date;
  readonly minPrice: number | null;
  readonly skills: string[];
  readonly card: SearchCard;
  readonly boost: number;
}

const preview = (text: string | null): string | null => (text === null ? null : previewText(text));

/** The lowest price of what the search is about: the asked subjects / levels / category, else everything. */
export function priceFor(
  row: CardRow,
  query: Partial<Pick<TutorQuery, 'subjectIds' | 'levelIds' | 'nonAcademicId'>>,
): number | null {
  const subjects = query.subjectIds ?? [];
  const levels = query.levelIds ?? [];
  let prices: number[] = [];
  if (row.tutorKind === 'LIFELONG' && query.nonAcademicId) {
    prices = row.card.nonAcademicOffers
      .filter((offer) => offer.id === query.nonAcademicId || offer.parentId === query.nonAcademicId)
      .map((offer) => offer.price);
  } else if (row.tutorKind === 'ACADEMIC' && (subjects.length > 0 || levels.length > 0)) {
    prices = row.card.offers
      .filter(
        (offer) =>
          (subjects.length === 0 || subjects.includes(offer.subjectId)) &&
          (levels.length === 0 || levels.includes(offer.levelId)),
      )
      .map((offer) => offer.price);
  }
  return prices.length > 0 ? Math.min(...prices) : row.minPrice;
}

export function tutorView(row: CardRow, pricePerHour: number | null): SearchTutorView {
  const country = row.country as CountryCode;
  return {
    pvid: row.userId,
    userPvid: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    role: row.card.role,
    tutorKind: row.tutorKind as TutorKind,
    token: row.token,
    country,
    currency: MARKETS[country].currency,
    pricePerHour,
    description: preview(row.description),
    subjects: row.card.subjects,
    experienceYears: row.experienceYears,
    experienceLevel: row.card.experience.level,
    experienceSubject: row.card.experience.subject,
    experienceCurriculum: row.card.experience.curriculum,
    experienceInstitution: row.card.experience.institution,
    testimonial: row.testimonialCount,
    rating: row.rating,
    resource: row.avatarPath ? { path: row.avatarPath } : null,
    completionUser: { pvid: row.userId, completionPercent: row.completionPercent },
    nonAcademic: row.card.nonAcademic,
    joinedAt: row.joinedAt,
    featured: row.boost > 0,
  };
}

export function coachView(row: CardRow): SearchCoachView {
  const country = row.country as CountryCode;
  return {
    pvid: row.userId,
    userPvid: row.userId,
    firstName: row.firstName,
    lastName: row.lastName,
    address: row.address,
    token: row.token,
    pricePerHour: row.minPrice,
    currency: MARKETS[country].currency,
    country,
    description: preview(row.description),
    completionUser: { pvid: row.userId, completionPercent: row.completionPercent },
    completionDetail: PROFILE_SECTIONS.map((section) => ({
      pvid: `${row.userId}:${section}`,
      profileSection: section,
      complete: row.card.sections[section],
    })),
    userSubject: row.card.userSubject,
    resource: row.avatarPath ? { path: row.avatarPath } : null,
  };
}

export function documentView(row: CardRow): SearchTutorDocumentView {
  const country = row.country as CountryCode;
  return {
    id: row.userId,
    FirstName: row.firstName,
    LastName: row.lastName,
    Description: preview(row.description),
    Address: row.address,
    Subjects: row.card.subjects,
    Prices: row.card.prices,
    experienceInYears: row.experienceYears,
    Country: country,
    Token: row.token,
    skill: row.skills.slice(0, 10),
    rating: row.rating,
    testimonial: row.testimonialCount,
    currency: MARKETS[country].currency,
    avatar: row.avatarPath,
  };
}

/** tsquery text of one lexeme ('simple' lexemes are folded words of letters and digits only). */
