import { describe, expect, it } from 'vitest';
import { heldBookingPath, heldDay, readHeldBooking } from './held-booking';

describe('a lesson held through sign-up', () => {
  const held = {
    start: '2030-01-02T06:00:00.000Z',
    subjectLevel: 'l1',
    kind: 'trial',
    duration: 30,
  } as const;

  it('rides in the profile address and reads back the same', () => {
    const path = heldBookingPath('/sg/AB12--p1--Wei-Ming--Tan', held);
    expect(path).toBe(
      '/sg/AB12--p1--Wei-Ming--Tan?book=2030-01-02T06%3A00%3A00.000Z&level=l1&kind=trial&duration=30',
    );
    expect(readHeldBooking(new URL(path, 'http://x').searchParams)).toEqual(held);
    expect(heldDay(held, 'sg')).toBe('2030-01-02');
    expect(heldDay({ ...held, start: '2030-01-02T20:00:00.000Z' }, 'sg')).toBe('2030-01-03');
  });

  it('reads nothing from an address without a whole lesson, and a regular hour from odd values', () => {
    expect(readHeldBooking(new URLSearchParams(''))).toBeNull();
    expect(readHeldBooking(new URLSearchParams('book=soon&level=l1'))).toBeNull();
    expect(readHeldBooking(new URLSearchParams('book=2030-01-02T06:00:00Z'))).toBeNull();
    expect(
      readHeldBooking(new URLSearchParams('book=2030-01-02T06:00:00Z&level=l1&kind=x&duration=7')),
    ).toEqual({
      start: '2030-01-02T06:00:00.000Z',
      subjectLevel: 'l1',
      kind: 'regular',
      duration: 60,
    });
  });
});
