import { describe, expect, it } from 'vitest';
import { pageItems } from './page-items';

describe('pageItems', () => {
  it('lists every page when there are 7 or fewer', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it('keeps the first, the last and the neighbours of the current page', () => {
    expect(pageItems(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
  });

  it('keeps 7 entries near either end, never hiding a single page behind a gap', () => {
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, 'gap', 20]);
    expect(pageItems(5, 20)).toEqual([1, 'gap', 4, 5, 6, 'gap', 20]);
    expect(pageItems(17, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, 'gap', 16, 17, 18, 19, 20]);
    expect(pageItems(5, 8)).toEqual([1, 'gap', 4, 5, 6, 7, 8]);
  });

  it('treats a page past the end as the last one', () => {
    expect(pageItems(99, 10)).toEqual([1, 'gap', 6, 7, 8, 9, 10]);
  });
});
