import type { Executor } from '../../db/client';
import { postgresSearchIndex } from './postgres-search-index';
import type { Database } from '../../db/client';
import type { SearchTutorView } from './search.shapes';

/**
 * Search cards of the listed tutors among these users (favourites show the rest as name-only rows).
 * One query whatever the number of users.
 */
export function searchTutorsByUserIds(
  executor: Executor,
  userIds: readonly string[],
): Promise<Map<string, SearchTutorView>> {
  // A transaction runs the same select API as the database.
  return postgresSearchIndex(executor as Database).tutorCardsByUserIds(userIds);
}
