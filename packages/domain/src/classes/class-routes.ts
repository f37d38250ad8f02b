import { BRAND } from '../brand';

/** The spec's `{product}-classes` pages, relative to /{country}. */
const BASE = `${BRAND.slug}-classes` as const;

export const CLASS_ROUTES = {
  browse: BASE,
  create: `${BASE}/create`,
  manage: `${BASE}/manage`,
  mine: `${BASE}/my`,
  detail: `${BASE}/:id`,
} as const;

/** A class's page: /{country}/{product}-classes/{id}. */
export function classPagePath(country: string, classId: string): string {
  return `/${country}/${BASE}/${encodeURIComponent(classId)}`;
}
