import { describe, expect, it } from 'vitest';
import { addMinutes, dayInZone, formatLessonTime, lessonInstant, lessonZone } from './lesson-time';

describe('lesson time', () => {
  it('reads a day and time in the market zone as the right instant', () => {
    expect(lessonInstant('2026-11-24', '16:00', lessonZone('sg'))).toBe('2026-11-24T08:00:00.000Z');
    expect(lessonInstant('2026-11-24', '16:00', lessonZone('id'))).toBe('2026-11-24T09:00:00.000Z');
    expect(lessonInstant('2026-11-24', '16:00', lessonZone('in'))).toBe('2026-11-24T10:30:00.000Z');
    expect(addMinutes('2026-11-24T08:00:00.000Z', 90)).toBe('2026-11-24T09:30:00.000Z');
  });

  it('shows an instant in the zone', () => {
    expect(formatLessonTime('2026-11-24T08:00:00.000Z', '2026-11-24T09:30:00.000Z', 'Asia/Singapore')).toBe(
      'Tue 24 Nov 2026, 16:00–17:30',
    );
    expect(dayInZone('2026-11-24T17:00:00.000Z', 'Asia/Singapore')).toBe('2026-11-25');
  });
});
