import { describe, expect, it } from 'vitest';
import { foldLine, icalText, icalUtc, renderIcal } from './calendar-ical';

const octets = (text: string) => new TextEncoder().encode(text).length;

describe('iCalendar text (RFC 5545)', () => {
  it('writes instants in UTC without separators', () => {
    expect(icalUtc(new Date('2026-01-15T08:05:09.123Z'))).toBe('20260115T080509Z');
  });

  it('escapes backslashes, semicolons, commas and line breaks, and drops other control characters', () => {
    expect(icalText('a\\b; c, d\r\ne\nf\rg\u0007h\ti')).toBe('a\\\\b\\; c\\, d\\ne\\nf\\ngh\ti');
  });

  it('folds lines at 75 octets, continuing with a space, never inside a character', () => {
    expect(foldLine('x'.repeat(75))).toBe('x'.repeat(75));
    const ascii = foldLine(`SUMMARY:${'a'.repeat(200)}`).split('\r\n');
    expect(ascii.map(octets)).toEqual([75, 75, 60]); // 208 octets: 75 + (1 + 74) + (1 + 59)
    expect(ascii.slice(1).every((line) => line.startsWith(' '))).toBe(true);

    const wide = `DESCRIPTION:${'é'.repeat(40)}${'😀'.repeat(20)}`;
    const lines = foldLine(wide).split('\r\n');
    expect(lines.every((line) => octets(line) <= 75)).toBe(true);
    expect(lines.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(wide);
    expect(lines.join('')).not.toContain('\uFFFD');
  });

  it('renders a calendar with CRLF endings and one VEVENT per event', () => {
    const text = renderIcal({
      productId: '-//Test//EN',
      name: 'Lessons',
      stamp: new Date('2026-01-15T08:00:00Z'),
      events: [
        {
          uid: 'b1@ajar',
          start: new Date('2026-01-16T09:00:00Z'),
          end: new Date('2026-01-16T10:00:00Z'),
          summary: 'Maths',
          location: '',
          description: '',
          status: 'TENTATIVE',
          created: new Date('2026-01-15T07:00:00Z'),
          lastModified: new Date('2026-01-15T07:30:00Z'),
        },
      ],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.split('\r\n')).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//Test//EN',
      'CALSCALE:GREGORIAN',
      'METHOD:PUBLISH',
      'X-WR-CALNAME:Lessons',
      'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
      'X-PUBLISHED-TTL:PT1H',
      'BEGIN:VEVENT',
      'UID:b1@ajar',
      'DTSTAMP:20260115T080000Z',
      'DTSTART:20260116T090000Z',
      'DTEND:20260116T100000Z',
      'SUMMARY:Maths',
      'STATUS:TENTATIVE',
      'CREATED:20260115T070000Z',
      'LAST-MODIFIED:20260115T073000Z',
      'END:VEVENT',
      'END:VCALENDAR',
      '',
    ]);
  });
});
