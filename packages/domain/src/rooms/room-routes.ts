import { productPath } from '../brand';

// Apart from rooms.ts: the web's shell links to these on every first view, and needs nothing else of rooms.

/** The spec's `{product}-rooms` pages, relative to /{country}, and the console's list of rooms. */
const BASE = productPath('rooms');
export const STUDY_ROOM_ROUTES = {
  list: BASE,
  room: `${BASE}/:id`,
  ops: 'ops/study-rooms',
} as const;
export const OPS_STUDY_ROOMS_PATH = STUDY_ROOM_ROUTES.ops;

/** A room's page: /{country}/{product}-rooms/{id}. */
export function studyRoomPath(country: string, roomId: string): string {
  return `/${country}/${BASE}/${encodeURIComponent(roomId)}`;
}
