import { describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { postedExact, postedLabel } from './assignment-time';

describe('when an assignment was posted', () => {
  it('reads as relative within a week, then as the date in the market’s zone', async () => {
    await i18n.changeLanguage('en');
    const now = new Date('2025-03-10T12:00:00.000Z');
    expect(postedLabel('2025-03-10T10:00:00.000Z', 'sg', now)).toBe('2 hours ago');
    expect(postedLabel('2025-03-07T12:00:00.000Z', 'sg', now)).toBe('3 days ago');
    // 16:30 UTC on 1 March is 00:30 on 2 March in Singapore, 23:30 on 1 March in Jakarta.
    expect(postedLabel('2025-03-01T16:30:00.000Z', 'sg', now)).toBe('2 Mar 2025');
    expect(postedLabel('2025-03-01T16:30:00.000Z', 'id', now)).toBe('1 Mar 2025');
    expect(postedExact('2025-03-01T16:30:00.000Z', 'sg')).toBe('2 Mar 2025, 00:30');
  });
});
