import { describe, expect, it } from 'vitest';
import { failedWithoutData, missingItemCount, presentItems } from './present-items';

describe('presentItems', () => {
  it('keeps the items that arrived, in order, and leaves a missing list missing', () => {
    expect(presentItems([{ id: 1 }, null, { id: 3 }])).toEqual([{ id: 1 }, { id: 3 }]);
    expect(presentItems([])).toEqual([]);
    expect(presentItems(undefined)).toBeUndefined();
    expect(presentItems(null)).toBeUndefined();
    expect(missingItemCount([{ id: 1 }, null, null])).toBe(2);
    expect(missingItemCount(undefined)).toBe(0);
  });

  it('tells a failed query from a partial answer', () => {
    const error = new Error('one item failed');
    expect(failedWithoutData({ error, data: undefined })).toBe(true);
    expect(failedWithoutData({ error, data: { list: [null] } })).toBe(false);
    expect(failedWithoutData({ data: { list: [] } })).toBe(false);
  });
});
