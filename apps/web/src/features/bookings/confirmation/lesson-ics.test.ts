import { describe, expect, it } from 'vitest';
import { icsDataUrl, lessonIcs } from './lesson-ics';

const EVENT = {
  id: 'b1',
  start: '2026-12-31T07:00:00.000Z',
  end: '2026-12-31T08:00:00.000Z',
  title: 'Lesson: Mathematics, Secondary 2 with Wei Ming Tan',
  description: 'Booked on Ajar; join from My bookings.\nBring your homework.',
  location: 'Google Meet',
};

describe('lessonIcs', () => {
  it('writes one event in UTC with escaped text and CRLF line ends', () => {
    const ics = lessonIcs(EVENT, new Date('2026-12-01T00:00:00.000Z'));
    const lines = ics.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('UID:b1@ajar.lesson');
    expect(lines).toContain('DTSTAMP:20261201T000000Z');
    expect(lines).toContain('DTSTART:20261231T070000Z');
    expect(lines).toContain('DTEND:20261231T080000Z');
    expect(lines).toContain('SUMMARY:Lesson: Mathematics\\, Secondary 2 with Wei Ming Tan');
    expect(lines).toContain('LOCATION:Google Meet');
    expect(ics).toContain('DESCRIPTION:Booked on Ajar\\; join from My bookings.\\nBring your homework.');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  });

  it('folds lines past 75 octets and leaves the location out when there is none', () => {
    const ics = lessonIcs(
      { ...EVENT, location: '', description: 'Pelajaran matematika — persamaan kuadrat. '.repeat(5) },
      new Date('2026-12-01T00:00:00.000Z'),
    );
    const physical = ics.split('\r\n');
    expect(physical.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
    expect(physical.some((line) => line.startsWith(' '))).toBe(true);
    expect(ics).not.toContain('LOCATION:');
  });

  it('makes a data address a browser downloads', () => {
    expect(icsDataUrl('BEGIN:VCALENDAR\r\n')).toBe(
      'data:text/calendar;charset=utf-8,BEGIN%3AVCALENDAR%0D%0A',
    );
  });
});
