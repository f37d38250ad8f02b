import { describe, expect, it } from 'vitest';
import { isPastDay, monthOfDay, shiftMonth, timeRange, todayInZone, zoneLabel } from './calendar-days';

describe('calendar days', () => {
  it("knows today in the market's zone, not the reader's", () => {
    const now = new Date('2026-03-10T20:00:00.000Z');
    expect(todayInZone('Asia/Singapore', now)).toBe('2026-03-11');
    expect(todayInZone('Asia/Kolkata', now)).toBe('2026-03-11');
    expect(todayInZone('America/New_York', now)).toBe('2026-03-10');
  });

  it('treats days before today as past and today as bookable', () => {
    expect(isPastDay('2026-03-09', '2026-03-10')).toBe(true);
    expect(isPastDay('2026-03-10', '2026-03-10')).toBe(false);
    expect(isPastDay('2026-04-01', '2026-03-10')).toBe(false);
    expect(isPastDay('2025-12-31', '2026-01-01')).toBe(true);
  });

  it('moves between months across years', () => {
    expect(monthOfDay('2026-03-10')).toBe('2026-03');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
    expect(shiftMonth('2026-03', 0)).toBe('2026-03');
  });

  it('shows a lesson as a time range in the zone, with half-hour offsets', () => {
    const lesson = { startTime: '2026-03-10T08:00:00.000Z', endTime: '2026-03-10T09:30:00.000Z' };
    expect(timeRange(lesson, 'Asia/Singapore')).toBe('16:00–17:30');
    expect(timeRange(lesson, 'Asia/Jakarta')).toBe('15:00–16:30');
    expect(timeRange(lesson, 'Asia/Colombo')).toBe('13:30–15:00');
  });

  it('names the zone with its offset', () => {
    const now = new Date('2026-03-10T03:00:00.000Z');
    expect(zoneLabel('Asia/Singapore', now)).toBe('Asia/Singapore (GMT+08:00)');
    expect(zoneLabel('Asia/Kolkata', now)).toBe('Asia/Kolkata (GMT+05:30)');
    expect(zoneLabel('America/New_York', now)).toBe('America/New_York (GMT-04:00)');
  });
});
