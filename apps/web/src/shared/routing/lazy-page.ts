import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';

/**
 * A lazily loaded page under /:country: its code is fetched on first visit. Each feature's index.ts
 * declares its pages with it, so app/ imports the index statically and the pages still load apart.
 * `path` undefined is the index route (/:country itself).
 */
export function lazyPage(path: string | undefined, load: () => Promise<ComponentType>): RouteObject {
  const lazy = async () => ({ Component: await load() });
  return path === undefined ? { index: true, lazy } : { path, lazy };
}
