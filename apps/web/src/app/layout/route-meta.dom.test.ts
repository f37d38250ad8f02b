import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { pageMetaOf } from '../../shared/routing/page-meta';
import { appRoutes } from '../routes';

/**
 * Pages that declare no title: `redirect` forwards at once; `*` is the tutor profile or the 404 page,
 * each titling itself.
 */
const UNTITLED = new Set<string>(['redirect', '*']);

function pagesUnder(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(route.path !== undefined || route.index ? [route] : []),
    ...pagesUnder(route.children ?? []),
  ]);
}

const country = appRoutes.find((route) => route.path === '/:country');
const pages = pagesUnder(country?.children ?? []);

describe('the route table', () => {
  it('gives every page a title and a description', () => {
    const untitled = pages
      .filter((route) => !UNTITLED.has(route.path ?? ''))
      .filter((route) => pageMetaOf(route.handle) === null)
      .map((route) => route.path ?? '(index)');
    expect(untitled).toEqual([]);
    expect(pages.length).toBeGreaterThan(40);
  });

  it.each(['en', 'id'])('has the title and description texts in %s', (language) => {
    const t = i18n.getFixedT(language);
    for (const route of pages) {
      const meta = pageMetaOf(route.handle);
      if (!meta) continue;
      for (const key of [meta.title, meta.description]) {
        expect(i18n.exists(key, { lng: language, fallbackLng: [] }), `${language}: ${key}`).toBe(true);
        expect(t(key).length).toBeGreaterThan(2);
      }
      expect(t(meta.description).length, meta.description).toBeLessThanOrEqual(160);
    }
  });
});
