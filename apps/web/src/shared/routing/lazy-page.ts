import type { PagePath } from '@ajar/domain';
import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { PageMeta, PageMetaHandle } from './page-meta';

/**
 * A lazily loaded page under /:country: its code is fetched on first visit. Each feature's routes.ts
 * declares its pages with it, so app/ imports the list statically and the pages still load apart.
 * `path` undefined is the index route (/:country itself). A path must be one of the domain's
 * PAGE_PATHS, the list the API reads to answer 404 for any other address. `meta` names the texts of
 * the page's title and meta description; the layout's DocumentMeta sets them from the route's handle.
 */
export function lazyPage(
  path: PagePath | undefined,
  load: () => Promise<ComponentType>,
  meta?: PageMeta,
): RouteObject {
  const lazy = async () => ({ Component: await load() });
  const handle: PageMetaHandle | undefined = meta ? { meta } : undefined;
  const route: RouteObject = path === undefined ? { index: true, lazy } : { path, lazy };
  return handle ? { ...route, handle } : route;
}
