import { describe, expect, it } from 'vitest';
import { busyEntry, ownerEntry } from './calendar-entry';

const times = { id: 'b-1', startTime: '2026-03-10T08:00:00.000Z', endTime: '2026-03-10T09:00:00.000Z' };

describe('calendar entries', () => {
  it("keeps the owner's details together", () => {
    const entry = ownerEntry({
      ...times,
      location: 'Zoom',
      status: 'PAID',
      price: 4500,
      title: 'Mathematics (Secondary 3)',
      studentName: 'Nur Aisyah',
    });
    expect(entry).toEqual({
      ...times,
      details: {
        title: 'Mathematics (Secondary 3)',
        studentName: 'Nur Aisyah',
        location: 'Zoom',
        status: 'PAID',
        price: 4500,
      },
    });
  });

  it('gives visitors only the busy time', () => {
    expect(busyEntry(times)).toEqual({ ...times, details: null });
  });
});
