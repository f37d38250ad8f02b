import { describe, expect, it } from 'vitest';
import { formatMarketDate, formatRelative } from './market-date';

describe('market dates', () => {
  it("shows the date as it was in the market's time zone", () => {
    // 20:30 UTC on 1 March is already 2 March in Jakarta (UTC+7) and Singapore (UTC+8).
    expect(formatMarketDate('2025-03-01T20:30:00.000Z', 'id')).toBe('2 Mar 2025');
    expect(formatMarketDate('2025-03-01T20:30:00.000Z', 'sg')).toBe('2 Mar 2025');
    expect(formatMarketDate('2025-03-01T10:00:00.000Z', 'in')).toBe('1 Mar 2025');
  });

  it('says how long ago something happened', () => {
    expect(formatRelative('2025-03-01T10:00:00.000Z', new Date('2025-03-04T10:00:00.000Z'))).toBe(
      '3 days ago',
    );
  });
});
