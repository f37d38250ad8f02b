import {
  DEFAULT_CITY_FILTER,
  SEARCH_INPUT_MAX,
  TIMES_OF_DAY,
  TUTOR_EXPERIENCE_FILTERS,
  WEEKDAYS,
  type CountryCode,
  type TimeOfDay,
  type Weekday,
} from '@ajar/domain';
import { parsePriceParam, priceParam, type PriceSelection } from './price-range';

export const BROWSE_SORTS = ['relevance', 'recent', 'alphabet', 'price', 'rating'] as const;
export type BrowseSort = (typeof BROWSE_SORTS)[number];

export const MIN_RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Everything a browse page searches by. The URL query string holds all of it, so a link reproduces
 * the search and back/forward step through searches. Prices are MAJOR units (what the slider shows).
 * `category` is the lifelong category (nonAcademicPvid) or the counselling subject, by page.
 */
export interface BrowseFilters {
  readonly keywords: string;
  readonly subjects: readonly string[];
  readonly curriculums: readonly string[];
  readonly levels: readonly string[];
  readonly category: string | null;
  readonly price: PriceSelection | null;
  readonly experience: number | null;
  readonly city: string;
  readonly rating: number | null;
  readonly testimonial: boolean;
  /** Teaches on one of these days (in the week's order) … */
  readonly days: readonly Weekday[];
  /** … within one of these times of day (in the day's order). */
  readonly times: readonly TimeOfDay[];
  readonly sort: BrowseSort;
  readonly page: number;
}

export const EMPTY_FILTERS: BrowseFilters = {
  keywords: '',
  subjects: [],
  curriculums: [],
  levels: [],
  category: null,
  price: null,
  experience: null,
  city: DEFAULT_CITY_FILTER,
  rating: null,
  testimonial: false,
  days: [],
  times: [],
  sort: 'relevance',
  page: 1,
};

/** Query-string keys; `keywords` is also what the header's tutor search box sends. */
const KEY = {
  keywords: 'keywords',
  subjects: 'subjects',
  curriculums: 'curriculums',
  levels: 'levels',
  category: 'category',
  price: 'price',
  experience: 'experience',
  city: 'city',
  rating: 'rating',
  testimonial: 'testimonial',
  days: 'days',
  times: 'times',
  sort: 'sort',
  page: 'page',
} as const satisfies Record<keyof BrowseFilters, string>;

const LIST_SEPARATOR = ',';
// Pvids are opaque ids: anything else in the URL is dropped rather than sent to the API.
const ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

function readList(params: URLSearchParams, key: string): string[] {
  const values = params
    .getAll(key)
    .flatMap((value) => value.split(LIST_SEPARATOR))
    .map((value) => value.trim())
    .filter((value) => ID_PATTERN.test(value));
  return [...new Set(values)];
}

/**
 * The choices of `allowed` the URL names (any case), in `allowed`'s order: `days=mon,sat` and `times=evening`.
 */
function readChoices<T extends string>(params: URLSearchParams, key: string, allowed: readonly T[]): T[] {
  const named = new Set(
    params
      .getAll(key)
      .flatMap((value) => value.split(LIST_SEPARATOR))
      .map((value) => value.trim().toLowerCase()),
  );
  return allowed.filter((choice) => named.has(choice.toLowerCase()));
}

const writeChoices = (choices: readonly string[]): string =>
  choices.map((choice) => choice.toLowerCase()).join(LIST_SEPARATOR);

function readWhole(params: URLSearchParams, key: string): number | null {
  const raw = params.get(key);
  if (raw === null || !/^\d{1,6}$/.test(raw)) return null;
  return Number(raw);
}

function oneOf<T extends number | string>(value: unknown, allowed: readonly T[]): T | null {
  return allowed.includes(value as T) ? (value as T) : null;
}

/** The filters a URL asks for; anything malformed falls back to its default. */
export function filtersFromSearch(params: URLSearchParams, country: CountryCode): BrowseFilters {
  const category = params.get(KEY.category);
  const city = params.get(KEY.city)?.trim();
  const page = readWhole(params, KEY.page);
  return {
    keywords: (params.get(KEY.keywords) ?? '').trim().slice(0, SEARCH_INPUT_MAX),
    subjects: readList(params, KEY.subjects),
    curriculums: readList(params, KEY.curriculums),
    levels: readList(params, KEY.levels),
    category: category !== null && ID_PATTERN.test(category) ? category : null,
    price: parsePriceParam(params.get(KEY.price), country),
    experience: oneOf(readWhole(params, KEY.experience), TUTOR_EXPERIENCE_FILTERS),
    city: city ? city.slice(0, SEARCH_INPUT_MAX) : DEFAULT_CITY_FILTER,
    rating: oneOf(readWhole(params, KEY.rating), MIN_RATINGS),
    testimonial: params.get(KEY.testimonial) === '1',
    days: readChoices(params, KEY.days, WEEKDAYS),
    times: readChoices(params, KEY.times, TIMES_OF_DAY),
    sort: oneOf(params.get(KEY.sort), BROWSE_SORTS) ?? 'relevance',
    page: page !== null && page >= 1 ? page : 1,
  };
}

/** The query string of `filters`, defaults left out (an unfiltered browse page has a bare address). */
export function searchFromFilters(filters: BrowseFilters, country: CountryCode): URLSearchParams {
  const params = new URLSearchParams();
  const keywords = filters.keywords.trim();
  if (keywords) params.set(KEY.keywords, keywords.slice(0, SEARCH_INPUT_MAX));
  if (filters.subjects.length > 0) params.set(KEY.subjects, filters.subjects.join(LIST_SEPARATOR));
  if (filters.curriculums.length > 0) params.set(KEY.curriculums, filters.curriculums.join(LIST_SEPARATOR));
  if (filters.levels.length > 0) params.set(KEY.levels, filters.levels.join(LIST_SEPARATOR));
  if (filters.category) params.set(KEY.category, filters.category);
  const price = filters.price ? priceParam(filters.price, country) : null;
  if (price) params.set(KEY.price, price);
  if (filters.experience !== null) params.set(KEY.experience, String(filters.experience));
  if (filters.city && filters.city !== DEFAULT_CITY_FILTER) params.set(KEY.city, filters.city);
  if (filters.rating !== null) params.set(KEY.rating, String(filters.rating));
  if (filters.testimonial) params.set(KEY.testimonial, '1');
  const days = WEEKDAYS.filter((day) => filters.days.includes(day));
  if (days.length > 0) params.set(KEY.days, writeChoices(days));
  const times = TIMES_OF_DAY.filter((time) => filters.times.includes(time));
  if (times.length > 0) params.set(KEY.times, writeChoices(times));
  if (filters.sort !== 'relevance') params.set(KEY.sort, filters.sort);
  if (filters.page > 1) params.set(KEY.page, String(filters.page));
  return params;
}

/** How many side-column filters are set (the mobile 'Filters' button shows it). */
export function activeFilterCount(filters: BrowseFilters): number {
  return [
    filters.subjects.length > 0,
    filters.curriculums.length > 0,
    filters.levels.length > 0,
    filters.category !== null,
    filters.price !== null,
    filters.experience !== null,
    filters.city !== DEFAULT_CITY_FILTER,
    filters.rating !== null,
    filters.testimonial,
    filters.days.length > 0,
    filters.times.length > 0,
  ].filter(Boolean).length;
}
