import { productPath } from '../brand';

// Apart from classroom.ts: the web's shell registers this page and needs nothing else of the classroom.

/** The classroom page's path under /{country} (`{product}-classes/join/{id}`; a test checks the slug). */
export const CLASSROOM_ROUTES = { join: 'ajar-classes/join/:id' } as const;

/** `/{country}/ajar-classes/join/{roomId}`: what a booking's classUrl holds. */
export function classroomPath(country: string, roomId: string): string {
  return `/${country}/${productPath('classes')}/join/${encodeURIComponent(roomId)}`;
}
