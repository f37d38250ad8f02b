import {
  DEFAULT_AVAILABILITY,
  type AvailabilityWindow,
  type CountryCode,
  type TutorKind,
} from '@ajar/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import { foldText } from '../../infra/search/search-text';
import { tutorAvailability } from '../availability';
import type { PriceBounds } from './search-index';
import { searchTutorDocuments as doc } from './search.tables';

/** The WHERE parts of a tutor search: market and kind, price, place, weekly hours. */

export const jsonParam = (value: unknown): SQL => sql`${JSON.stringify(value)}::jsonb`;
export const uuidArray = (ids: readonly string[]): SQL => sql`${`{${ids.join(',')}}`}::uuid[]`;
const likePattern = (text: string): string => `%${foldText(text).replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/** The market's listed tutors of a kind: spec section 5 (active, avatar, completion threshold). */
export const listedIn = (country: CountryCode, kind: TutorKind): SQL[] => [
  eq(doc.country, country) as SQL,
  eq(doc.tutorKind, kind) as SQL,
  eq(doc.listed, true) as SQL,
];

export function priceFilter(price: PriceBounds | null): SQL[] {
  if (!price) return [];
  return [
    ...(price.start !== null ? [sql`${doc.maxPrice} >= ${price.start}`] : []),
    ...(price.end !== null ? [sql`${doc.minPrice} <= ${price.end}`] : []),
  ];
}

export function placeFilter(location: string | null, cities: readonly string[]): SQL[] {
  const parts: SQL[] = [];
  if (location) parts.push(sql`${doc.addressText} like ${likePattern(location)}`);
  if (cities.length > 0)
    parts.push(
      sql`(${sql.join(
        cities.map((city) => sql`${doc.addressText} like ${likePattern(city)}`),
        sql` or `,
      )})`,
    );
  return parts;
}

/**
 * Weekly hours overlapping one of the windows (the domain's weeklyHoursMeet, in SQL): the availability area's row,
 * or its default for a tutor who never set hours. Read at search time, so a change of hours counts at once.
 */
export function availabilityFilter(windows: readonly AvailabilityWindow[]): SQL[] {
  if (windows.length === 0) return [];
  const weekly = sql`coalesce(
    (select ${tutorAvailability.weekly} from ${tutorAvailability} where ${tutorAvailability.userId} = ${doc.userId}),
    ${jsonParam(DEFAULT_AVAILABILITY.weekly)})`;
  return [
    sql`exists (
      select 1 from jsonb_to_recordset(${jsonParam(windows)}) as w(weekday int, start int, "end" int)
      cross join lateral jsonb_array_elements(${weekly} -> w.weekday) as h(hours)
      where (h.hours->>'start')::int < w."end" and (h.hours->>'end')::int > w.start)`,
  ];
}
