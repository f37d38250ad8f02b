import { ASSIGNMENT_SEARCH_LIMIT, TUTOR_EXPERIENCE_FILTERS, type CountryCode } from '@ajar/domain';
import type { FindAssignmentQueryVariables } from '../../gql/graphql';
import { parsePriceParam, priceParam, toMinorPriceRange, type PriceSelection } from '../browse';

export type ExperienceFilter = (typeof TUTOR_EXPERIENCE_FILTERS)[number];

/** The public assignments' filters, kept in the address so a search can be shared and reloaded. */
export interface AssignmentFilters {
  readonly keywords: string;
  readonly subject: string | null;
  readonly curriculum: string | null;
  /** Over 1, 2, 3 or 5 years (spec section 3); null for any. */
  readonly experience: ExperienceFilter | null;
  /** Major units of the market's currency, within its price slider; null for any price. */
  readonly price: PriceSelection | null;
}

export const NO_FILTERS: AssignmentFilters = {
  keywords: '',
  subject: null,
  curriculum: null,
  experience: null,
  price: null,
};

const PARAMS = {
  keywords: 'q',
  subject: 'subject',
  curriculum: 'curriculum',
  experience: 'experience',
  price: 'price',
} as const;

/** The spec's search input limit (section 5). */
const KEYWORDS_MAX = 100;

function experienceOf(raw: string | null): ExperienceFilter | null {
  return TUTOR_EXPERIENCE_FILTERS.find((years) => String(years) === raw) ?? null;
}

export function readAssignmentFilters(params: URLSearchParams, country: CountryCode): AssignmentFilters {
  return {
    keywords: (params.get(PARAMS.keywords) ?? '').slice(0, KEYWORDS_MAX),
    subject: params.get(PARAMS.subject) || null,
    curriculum: params.get(PARAMS.curriculum) || null,
    experience: experienceOf(params.get(PARAMS.experience)),
    price: parsePriceParam(params.get(PARAMS.price), country),
  };
}

export function writeAssignmentFilters(filters: AssignmentFilters, country: CountryCode): URLSearchParams {
  const params = new URLSearchParams();
  const keywords = filters.keywords.trim();
  if (keywords) params.set(PARAMS.keywords, keywords);
  if (filters.subject) params.set(PARAMS.subject, filters.subject);
  if (filters.curriculum) params.set(PARAMS.curriculum, filters.curriculum);
  if (filters.experience !== null) params.set(PARAMS.experience, String(filters.experience));
  const price = filters.price ? priceParam(filters.price, country) : null;
  if (price) params.set(PARAMS.price, price);
  return params;
}

export function countActiveFilters(filters: AssignmentFilters): number {
  return [
    filters.keywords.trim() !== '',
    filters.subject !== null,
    filters.curriculum !== null,
    filters.experience !== null,
    filters.price !== null,
  ].filter(Boolean).length;
}

/** findAssignment's variables: the page's market, prices in minor units, absent filters left out. */
export function findAssignmentVariables(
  filters: AssignmentFilters,
  country: CountryCode,
): FindAssignmentQueryVariables {
  const range = toMinorPriceRange(filters.price, country);
  const keywords = filters.keywords.trim();
  return {
    country,
    limit: ASSIGNMENT_SEARCH_LIMIT,
    ...(keywords ? { keywords } : {}),
    ...(filters.subject ? { subject: filters.subject } : {}),
    ...(filters.curriculum ? { curriculum: filters.curriculum } : {}),
    ...(filters.experience !== null ? { tutorExperience: filters.experience } : {}),
    ...(range?.startPrice !== undefined ? { startPrice: range.startPrice } : {}),
    ...(range?.endPrice !== undefined ? { endPrice: range.endPrice } : {}),
  };
}
