import type { curriculaOf, ExperienceView, subjectsOf } from '../profile';
import { withLevelAliases } from './search-synonyms';

/** Pieces of a tutor's search document worked out from their profile. */

const DAY_MS = 24 * 60 * 60 * 1000;
const unique = <Item>(items: Iterable<Item>): Item[] => [...new Set(items)];

/** Whole years of all experience periods (a present one runs until now), rounded down. */
export function experienceYears(entries: readonly ExperienceView[], now: Date): number {
  const days = entries.reduce((sum, entry) => {
    const from = Date.parse(entry.fromDate);
    const to = entry.isPresent || !entry.toDate ? now.getTime() : Date.parse(entry.toDate);
    return Number.isNaN(from) || Number.isNaN(to) || to <= from ? sum : sum + (to - from) / DAY_MS;
  }, 0);
  return Math.floor(days / 365.25);
}

/** The curricula and levels a tutor teaches ("A Level", "Kurikulum Merdeka"), words a search may name. */
export function curriculaAndLevels(
  subjects: Awaited<ReturnType<typeof subjectsOf>>,
  curricula: Awaited<ReturnType<typeof curriculaOf>>,
): string[] {
  return unique([
    ...curricula.map((curriculum) => curriculum.name),
    ...subjects.flatMap((subject) => subject.levels.flatMap((level) => [level.curriculumName, level.name])),
  ]).map(withLevelAliases);
}
