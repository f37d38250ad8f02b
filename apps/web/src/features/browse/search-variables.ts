import { DEFAULT_CITY_FILTER, PAGE_SIZE, type CountryCode } from '@ajar/domain';
import type { BrowseFindCoachesQueryVariables, BrowseFindTutorsMutationVariables } from '../../gql/graphql';
import type { BrowseFilters } from './browse-filters';
import { toMinorPriceRange } from './price-range';

/** Where a findTutors call comes from (the contract's fromWhere). */
export type TutorSearchOrigin = 'browse' | 'lifelong';

const nonEmpty = <T>(list: readonly T[]): T[] | undefined => (list.length > 0 ? [...list] : undefined);

function citiesOf(city: string): string[] | undefined {
  return city && city !== DEFAULT_CITY_FILTER ? [city] : undefined;
}

/**
 * findTutors arguments for a browse page. The API reads `rating` as both the minimum rating and the
 * 'rating' sort, so sorting by rating alone asks for tutors rated at least 1 (rated tutors first).
 */
export function findTutorsVariables(
  filters: BrowseFilters,
  country: CountryCode,
  origin: TutorSearchOrigin,
): BrowseFindTutorsMutationVariables {
  const academic = origin === 'browse';
  const rating = filters.rating ?? (filters.sort === 'rating' ? 1 : undefined);
  return {
    country,
    fromWhere: origin,
    keywords: filters.keywords.trim() || undefined,
    subjects: academic ? nonEmpty(filters.subjects) : undefined,
    curriculums: academic ? nonEmpty(filters.curriculums) : undefined,
    levels: academic ? nonEmpty(filters.levels) : undefined,
    nonAcademicPvid: academic ? undefined : (filters.category ?? undefined),
    price_range: toMinorPriceRange(filters.price, country),
    tutorExperience: filters.experience ?? undefined,
    cities: citiesOf(filters.city),
    rating,
    testimonial: filters.testimonial || undefined,
    availableDays: nonEmpty(filters.days),
    availableTimes: nonEmpty(filters.times),
    recently: filters.sort === 'recent' || undefined,
    alphabet: filters.sort === 'alphabet' || undefined,
    pricePerHour: filters.sort === 'price' || undefined,
    limit: PAGE_SIZE,
    page: filters.page,
  };
}

/** findCoaches arguments for the counsellors page (`page` is the 'Load more' page). */
export function findCoachesVariables(
  filters: BrowseFilters,
  country: CountryCode,
  page: number,
): BrowseFindCoachesQueryVariables {
  return {
    country,
    keywords: filters.keywords.trim() || undefined,
    coachesSubjectPvid: filters.category ?? undefined,
    price_range: toMinorPriceRange(filters.price, country),
    cities: citiesOf(filters.city),
    recently: filters.sort === 'recent' || undefined,
    alphabet: filters.sort === 'alphabet' || undefined,
    limit: PAGE_SIZE,
    page,
  };
}
