import { describe, expect, it } from 'vitest';
import { areaEdges, circles } from './area-graph.mjs';

/** A dependency-cruiser result of the given file → file imports (with their kinds). */
const cruised = (imports) => ({
  modules: Object.entries(
    imports.reduce((byFile, [from, to, kinds = ['local', 'import']]) => {
      (byFile[from] ??= []).push({ resolved: to, dependencyTypes: kinds });
      return byFile;
    }, {}),
  ).map(([source, dependencies]) => ({ source, dependencies })),
});

describe('circles between areas', () => {
  it('finds two web features that import each other through different files, one of them type-only', () => {
    const result = cruised([
      ['apps/web/src/features/alpha/pages/a-page.tsx', 'apps/web/src/features/beta/index.ts'],
      ['apps/web/src/features/beta/components/b.tsx', 'apps/web/src/features/alpha/index.ts', ['type-only']],
    ]);
    expect(circles(areaEdges(result))).toEqual([['web:alpha', 'web:beta']]);
  });

  it('counts a lazy import() and a circle through three API areas', () => {
    const result = cruised([
      ['apps/api/src/modules/a/a.service.ts', 'apps/api/src/modules/b/index.ts'],
      ['apps/api/src/modules/b/b.service.ts', 'apps/api/src/modules/c/index.ts', ['dynamic-import']],
      ['apps/api/src/modules/c/c.service.ts', 'apps/api/src/modules/a/index.ts'],
    ]);
    expect(circles(areaEdges(result))).toEqual([['api:a', 'api:b', 'api:c']]);
  });

  it('leaves out test code and imports inside one area', () => {
    const result = cruised([
      ['apps/web/src/features/alpha/a.test.tsx', 'apps/web/src/features/beta/index.ts'],
      ['apps/web/src/features/beta/b.tsx', 'apps/web/src/features/alpha/testing/world.ts'],
      ['apps/web/src/features/beta/b.tsx', 'apps/web/src/features/beta/c.tsx'],
    ]);
    expect(circles(areaEdges(result))).toEqual([]);
  });
});
