import { PAGE_PATHS } from '@ajar/domain';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes';

function pathsUnder(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [
    ...(route.path !== undefined && route.path !== '*' ? [route.path] : []),
    ...pathsUnder(route.children ?? []),
  ]);
}

describe('page paths', () => {
  it('registers a route for exactly the pages the API knows (PAGE_PATHS)', () => {
    const country = appRoutes.find((route) => route.path === '/:country');
    const registered = pathsUnder(country?.children ?? []);
    expect(new Set(registered).size).toBe(registered.length);
    expect([...registered].sort()).toEqual([...PAGE_PATHS].sort());
  });
});
