import { describe, expect, it } from 'vitest';
import { formatPercent } from './percent';

describe('formatPercent', () => {
  it('writes whole percentages bare and others with one decimal, the reader’s way', () => {
    expect(formatPercent(100, 'en')).toBe('100%');
    expect(formatPercent(62.5, 'en')).toBe('62.5%');
    expect(formatPercent(62.5, 'id')).toBe('62,5%');
    expect(formatPercent(12.5, 'id')).toBe('12,5%');
    expect(formatPercent(33.333, 'en')).toBe('33.3%');
  });
});
