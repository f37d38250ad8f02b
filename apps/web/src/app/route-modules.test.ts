import * as domain from '@ajar/domain';
import path from 'node:path';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { readRouteModules } from '../../build-plugins/route-modules';
import { appRoutes } from './routes';

const webRoot = path.resolve(__dirname, '../..');
const modules = readRouteModules(webRoot, domain);

/** The lazily loaded pages under /:country, by the key the build's table uses ('' for the index). */
function lazyPages(routes: readonly RouteObject[]): Map<string, RouteObject> {
  const pages = new Map<string, RouteObject>();
  for (const route of routes) {
    if (typeof route.lazy === 'function') pages.set(route.index ? '' : (route.path ?? ''), route);
    for (const [key, child] of lazyPages(route.children ?? [])) pages.set(key, child);
  }
  return pages;
}

describe('the build reads each page from the route declarations (the HTML names its chunks)', () => {
  const country = appRoutes.find((route) => route.path === '/:country');
  const pages = lazyPages(country?.children ?? []);

  it('finds every lazily loaded page of the app, and the tutor profile', () => {
    expect(Object.keys(modules).sort()).toEqual([...pages.keys(), domain.TUTOR_PROFILE_PAGE].sort());
  });

  it(
    "names the module each page's loader draws, and the texts loaded beside it",
    { timeout: 120_000 },
    async () => {
      for (const [key, route] of pages) {
        const [pageModule, ...texts] = modules[key]?.modules ?? [];
        expect(texts.length, key).toBeGreaterThan(0);
        const loaded = (
          await (route.lazy as () => Promise<{ Component: { name: string; displayName?: string } }>)()
        ).Component;
        const exported = (await import(/* @vite-ignore */ path.join(webRoot, pageModule ?? ''))) as Record<
          string,
          unknown
        >;
        // A page drawn in antd's scope is its wrapper: WithAntdScope(<the page>).
        const name = loaded.displayName?.match(/^WithAntdScope\((\w+)\)$/)?.[1] ?? loaded.name;
        expect(modules[key]?.antd, key).toBe(loaded.displayName?.startsWith('WithAntdScope(') ?? false);
        expect(Object.keys(exported), `${key}: ${pageModule}`).toContain(name);
      }
    },
  );
});
