import { describe, expect, it } from 'vitest';
import { isBuilt } from '../../../shared/routing/feature-routes';
import { bottomNavItems } from './bottom-nav-items';

const labels = (pathname: string) => bottomNavItems(pathname).map((item) => item.label);

describe('bottom navigation (spec section 2)', () => {
  it('shows a visitor the built items of the spec’s bar, in its order, starting with browse tutors', () => {
    expect(labels('/sg')).toEqual(['browseTutors', 'publicAssignments', 'feeds', 'reads', 'rooms']);
  });

  it('shows only browse coaches and feeds (of those built) on lifelong pages, counsellors on counselling ones', () => {
    expect(labels('/sg/lifelong/browse')).toEqual(['browseCoaches', 'feeds']);
    expect(labels('/sg/counselling')[0]).toBe('browseCounsellors');
  });

  it('never shows a page that is not built', () => {
    for (const path of ['/sg', '/sg/lifelong/browse', '/sg/counselling']) {
      for (const item of bottomNavItems(path)) expect(isBuilt(item.feature), item.feature).toBe(true);
    }
  });
});
