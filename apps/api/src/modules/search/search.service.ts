import { weeklyHoursOf } from '../availability';
import {
  DEFAULT_CITY_FILTER,
  MARKETS,
  MATCHING_MAX_LESSONS_PER_WEEK,
  MATCHING_MAX_SUBJECTS,
  MAX_PAGE_SIZE,
  MESSAGES,
  PAGE_SIZE,
  SEARCH_HITS_PER_PAGE,
  SEARCH_INPUT_MAX,
  TIMES_OF_DAY,
  WEEKDAYS,
  availabilityWindows,
  countrySchema,
  type CountryCode,
  preferredDaysCovered,
} from '@ajar/domain';
import { z } from 'zod';
import type { Deps } from '../../deps';
import { parseInput } from '../../kernel/domain-error';
import type { PriceBounds, SearchIndex, TutorSort } from './search-index';
import { postgresSearchIndex } from './postgres-search-index';
import type { Viewer } from '../../kernel/viewer';
import type {
  CoachSearchResultView,
  GlobalSearchResultView,
  MatchingTutorView,
  SearchKindTotalView,
  SearchTutorResultView,
} from './search.shapes';

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** No row has this id: a malformed pvid becomes it, so it matches nothing (no error) like an unknown one. */
const NO_ROW = '00000000-0000-0000-0000-000000000000';
const asPvid = (id: string): string => (GUID.test(id) ? id : NO_ROW);
const pvids = z
  .array(z.string())
  .max(100, { error: MESSAGES.invalidPage })
  .nullish()
  .transform((ids) => [...new Set((ids ?? []).map(asPvid))]);
const pvid = z
  .string()
  .nullish()
  .transform((id) => (id ? asPvid(id) : null));

const keywordsSchema = z
  .string()
  .max(SEARCH_INPUT_MAX, { error: MESSAGES.searchTooLong })
  .nullish()
  .transform((text) => text?.trim() || null);
const shortText = z
  .string()
  .max(SEARCH_INPUT_MAX, { error: MESSAGES.searchTooLong })
  .nullish()
  .transform((text) => text?.trim() || null);
const citiesSchema = z
  .array(z.string().max(SEARCH_INPUT_MAX, { error: MESSAGES.searchTooLong }))
  .max(50, { error: MESSAGES.searchTooLong })
  .nullish()
  .transform((cities) =>
    (cities ?? [])
      .map((city) => city.trim())
      .filter((city) => city.length > 0 && city.toLowerCase() !== DEFAULT_CITY_FILTER.toLowerCase()),
  );
const limitSchema = z
  .number({ error: MESSAGES.invalidPage })
  .int({ error: MESSAGES.invalidPage })
  .min(1, { error: MESSAGES.invalidPage })
  .max(MAX_PAGE_SIZE, { error: MESSAGES.invalidPage })
  .nullish()
  .transform((limit) => limit ?? PAGE_SIZE);
// Far pages cost an offset scan; no list is that long in practice.
const pageSchema = z
  .number({ error: MESSAGES.invalidPage })
  .int({ error: MESSAGES.invalidPage })
  .min(1, { error: MESSAGES.invalidPage })
  .max(10_000, { error: MESSAGES.invalidPage })
  .nullish()
  .transform((page) => page ?? 1);
const priceSchema = z
  .object({ startPrice: z.number().int().nullish(), endPrice: z.number().int().nullish() })
  .nullish()
  .superRefine((range, context) => {
    const start = range?.startPrice ?? null;
    const end = range?.endPrice ?? null;
    if (
      (start !== null && start < 0) ||
      (end !== null && end < 0) ||
      (start !== null && end !== null && start > end)
    )
      context.addIssue({ code: 'custom', message: MESSAGES.invalidPriceRange });
  })
  .transform((range): PriceBounds | null =>
    range && (range.startPrice != null || range.endPrice != null)
      ? { start: range.startPrice ?? null, end: range.endPrice ?? null }
      : null,
  );
const countryArg = countrySchema.nullish();
const availableDaysSchema = z
  .array(z.enum(WEEKDAYS, { error: MESSAGES.invalidAvailabilityFilter }), {
    error: MESSAGES.invalidAvailabilityFilter,
  })
  .max(WEEKDAYS.length * 2, { error: MESSAGES.invalidAvailabilityFilter })
  .nullish()
  .transform((days) => WEEKDAYS.filter((day) => days?.includes(day)));
const availableTimesSchema = z
  .array(z.enum(TIMES_OF_DAY, { error: MESSAGES.invalidAvailabilityFilter }), {
    error: MESSAGES.invalidAvailabilityFilter,
  })
  .max(TIMES_OF_DAY.length * 2, { error: MESSAGES.invalidAvailabilityFilter })
  .nullish()
  .transform((times) => TIMES_OF_DAY.filter((time) => times?.includes(time)));

const findTutorsSchema = z.object({
  keywords: keywordsSchema,
  price_range: priceSchema,
  subjects: pvids,
  curriculums: pvids,
  levels: pvids,
  tutorExperience: z.number().int().min(0).max(80, { error: MESSAGES.invalidPage }).nullish(),
  limit: limitSchema,
  page: pageSchema,
  recently: z.boolean().nullish(),
  alphabet: z.boolean().nullish(),
  pricePerHour: z.boolean().nullish(),
  rating: z.number().int().min(1).max(5).nullish(),
  testimonial: z.boolean().nullish(),
  country: countryArg,
  location: shortText,
  nonAcademicPvid: pvid,
  cities: citiesSchema,
  fromWhere: z.string().max(30).nullish(),
  availableDays: availableDaysSchema,
  availableTimes: availableTimesSchema,
});

const findCoachesSchema = z.object({
  keywords: keywordsSchema,
  price_range: priceSchema,
  limit: limitSchema,
  page: pageSchema,
  recently: z.boolean().nullish(),
  alphabet: z.boolean().nullish(),
  country: countryArg,
  location: shortText,
  coachesSubjectPvid: pvid,
  cities: citiesSchema,
});

const matchingSchema = z.object({
  lessonPerWeek: z
    .number()
    .int()
    .min(1, { error: MESSAGES.invalidMatchingRequest })
    .max(MATCHING_MAX_LESSONS_PER_WEEK, { error: MESSAGES.invalidMatchingRequest }),
  preferredDays: z
    .array(z.enum(WEEKDAYS, { error: MESSAGES.invalidMatchingRequest }))
    .max(WEEKDAYS.length, { error: MESSAGES.invalidMatchingRequest }),
  subjects: z
    .array(z.string())
    .min(1, { error: MESSAGES.invalidMatchingRequest })
    .max(MATCHING_MAX_SUBJECTS, { error: MESSAGES.invalidMatchingRequest }),
  country: countryArg,
});

const globalSchema = z.object({
  keywords: z.string().max(SEARCH_INPUT_MAX, { error: MESSAGES.searchTooLong }),
  country: countryArg,
});

export interface PriceRangeArgs {
  readonly startPrice?: number | null | undefined;
  readonly endPrice?: number | null | undefined;
}

/** What a caller sends: days and times of day are checked here, so any strings may come. */
export type FindTutorsArgs = Omit<z.input<typeof findTutorsSchema>, 'availableDays' | 'availableTimes'> & {
  readonly availableDays?: readonly string[] | null | undefined;
  readonly availableTimes?: readonly string[] | null | undefined;
};
export type FindCoachesArgs = z.input<typeof findCoachesSchema>;
export type SortTutorsArgs = Pick<FindTutorsArgs, 'recently' | 'alphabet' | 'country' | 'page' | 'limit'>;
export interface MatchingArgs {
  readonly lessonPerWeek: number;
  readonly preferredDays: readonly string[];
  readonly subjects: readonly string[];
  readonly country?: string | null | undefined;
}
export type GlobalSearchArgs = z.input<typeof globalSchema>;

/** A missing country is the viewer's, else the default market. */
function marketOf(requested: CountryCode | null | undefined, viewer: Viewer | null): CountryCode {
  return requested ?? viewer?.country ?? 'sg';
}

export function searchIndexOf(deps: Deps): SearchIndex {
  return postgresSearchIndex(deps.db);
}

function sortOf(args: {
  recently?: boolean | null;
  alphabet?: boolean | null;
  pricePerHour?: boolean | null;
  rating?: number | null;
}): TutorSort {
  if (args.recently) return 'recently';
  if (args.alphabet) return 'alphabet';
  if (args.pricePerHour) return 'price';
  if (args.rating) return 'rating';
  return 'relevance';
}

const pageOf = (page: number, limit: number, total: number) => ({
  page,
  total,
  totalPages: Math.ceil(total / limit),
});

/** findTutors (spec section 7): academic tutors, or lifelong coaches for a category or "lifelong" origin. */
export async function findTutors(
  deps: Deps,
  viewer: Viewer | null,
  input: FindTutorsArgs,
): Promise<SearchTutorResultView> {
  const args = parseInput(findTutorsSchema, input);
  const lifelong = args.nonAcademicPvid !== null || args.fromWhere?.trim().toLowerCase() === 'lifelong';
  const result = await searchIndexOf(deps).findTutors({
    country: marketOf(args.country, viewer),
    kind: lifelong ? 'LIFELONG' : 'ACADEMIC',
    keywords: args.keywords,
    price: args.price_range,
    subjectIds: args.subjects,
    curriculumIds: args.curriculums,
    levelIds: args.levels,
    nonAcademicId: args.nonAcademicPvid,
    minExperienceYears: args.tutorExperience ?? null,
    minRating: args.rating ?? null,
    withTestimonial: args.testimonial ?? false,
    location: args.location,
    cities: args.cities,
    availability: availabilityWindows(args.availableDays, args.availableTimes),
    sort: sortOf(args),
    limit: args.limit,
    offset: (args.page - 1) * args.limit,
  });
  return { ...pageOf(args.page, args.limit, result.total), tutors: result.items };
}

/** sortTutors: the default academic listing in another order. */
export function sortTutors(
  deps: Deps,
  viewer: Viewer | null,
  args: SortTutorsArgs,
): Promise<SearchTutorResultView> {
  return findTutors(deps, viewer, args);
}

/** findCoaches: counsellors (tutorKind COUNSELLING) with the Coach search result shape. */
export async function findCoaches(
  deps: Deps,
  viewer: Viewer | null,
  input: FindCoachesArgs,
): Promise<CoachSearchResultView> {
  const args = parseInput(findCoachesSchema, input);
  const result = await searchIndexOf(deps).findCoaches({
    country: marketOf(args.country, viewer),
    keywords: args.keywords,
    price: args.price_range,
    counsellingSubjectId: args.coachesSubjectPvid,
    location: args.location,
    cities: args.cities,
    sort: args.recently ? 'recently' : args.alphabet ? 'alphabet' : 'relevance',
    limit: args.limit,
    offset: (args.page - 1) * args.limit,
  });
  return { ...pageOf(args.page, args.limit, result.total), coaches: result.items };
}

/** getMatchingTutors: tutors teaching any of the asked subjects, best coverage first. */
export async function matchingTutors(
  deps: Deps,
  viewer: Viewer | null,
  input: MatchingArgs,
): Promise<MatchingTutorView[]> {
  const args = parseInput(matchingSchema, input);
  const subjectIds = [...new Set(args.subjects.filter((id) => GUID.test(id)))];
  if (subjectIds.length === 0) return [];
  const found = await searchIndexOf(deps).matchingTutors({
    country: marketOf(args.country, viewer),
    subjectIds,
    limit: PAGE_SIZE,
  });
  // The index's order (boost, subjects matched, …) holds; within a run of tutors matching as many
  // subjects, those teaching on more of the preferred days come first.
  const weekly = await weeklyHoursOf(
    deps.db,
    found.map((hit) => hit.tutor.userPvid),
  );
  const daysOf = (hit: (typeof found)[number]) =>
    preferredDaysCovered(weekly.get(hit.tutor.userPvid) ?? [], args.preferredDays);
  const runs: (typeof found)[number][][] = [];
  for (const hit of found) {
    const last = runs.at(-1);
    if (last && last[0]!.matchedSubjects.length === hit.matchedSubjects.length) last.push(hit);
    else runs.push([hit]);
  }
  const hits = runs.flatMap((run) => [...run].sort((a, b) => daysOf(b) - daysOf(a)));
  return hits.map((hit) => ({
    tutor: hit.tutor,
    matchedSubjects: hit.matchedSubjects,
    weeklyPrice: hit.lowestPrice === null ? null : hit.lowestPrice * args.lessonPerWeek,
  }));
}

/** globalSearch: the header overlay's tutors and contents of one market, 10 each. */
export async function globalSearch(
  deps: Deps,
  viewer: Viewer | null,
  input: GlobalSearchArgs,
): Promise<GlobalSearchResultView> {
  const args = parseInput(globalSchema, input);
  const country = marketOf(args.country, viewer);
  return searchIndexOf(deps).globalSearch(country, args.keywords.trim(), SEARCH_HITS_PER_PAGE);
}

/**
 * How many listed educators of each kind (tutors, coaches, counsellors) the words find in the market: the tutors
 * page says where else a search box's words found someone ('piano' finds coaches, not tutors).
 */
export async function searchKindTotals(
  deps: Deps,
  viewer: Viewer | null,
  input: GlobalSearchArgs,
): Promise<SearchKindTotalView[]> {
  const args = parseInput(globalSchema, input);
  const keywords = args.keywords.trim();
  if (!keywords) return [];
  const totals = await searchIndexOf(deps).kindTotals(marketOf(args.country, viewer), keywords);
  return totals.map((total) => ({ kind: total.kind, total: total.total }));
}

export const currencyOf = (country: CountryCode): string => MARKETS[country].currency;
