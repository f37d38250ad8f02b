import { describe, expect, it } from 'vitest';
import { formatRating } from './rating';

describe('formatRating', () => {
  it('shows one decimal with the language decimal mark', () => {
    expect(formatRating(4.7, 'en')).toBe('4.7');
    expect(formatRating(4.7, 'id')).toBe('4,7');
    expect(formatRating(5, 'en')).toBe('5.0');
    expect(formatRating(4.66, 'id')).toBe('4,7');
  });
});
