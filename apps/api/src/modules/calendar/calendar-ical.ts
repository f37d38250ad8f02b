/*
 * Just enough of RFC 5545 for a read-only feed: CRLF line endings, content lines folded at 75 octets
 * (never inside a UTF-8 character), TEXT values escaped, times in UTC.
 */

const CRLF = '\r\n';
const MAX_LINE_OCTETS = 75;

export interface IcalEvent {
  readonly uid: string;
  readonly start: Date;
  readonly end: Date;
  readonly summary: string;
  readonly location: string;
  readonly description: string;
  readonly status: 'CONFIRMED' | 'TENTATIVE';
  readonly created: Date;
  readonly lastModified: Date;
}

export interface IcalCalendar {
  readonly productId: string;
  readonly name: string;
  /** When this copy of the calendar was made (every event's DTSTAMP under METHOD:PUBLISH). */
  readonly stamp: Date;
  readonly events: readonly IcalEvent[];
}

/** 20260115T080000Z */
export function icalUtc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** A TEXT value: backslash, semicolon and comma escaped, line breaks as \n, other controls dropped. */
export function icalText(text: string): string {
  return text
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/(?!\t)\p{Cc}/gu, '');
}

/** Splits a content line into physical lines of at most 75 octets; continuations start with a space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const lines: string[] = [];
  let current = '';
  let octets = 0;
  for (const character of line) {
    const size = encoder.encode(character).length;
    const limit = lines.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      lines.push(current);
      current = '';
      octets = 0;
    }
    current += character;
    octets += size;
  }
  lines.push(current);
  return lines.join(`${CRLF} `);
}

function eventLines(event: IcalEvent, stamp: Date): string[] {
  return [
    'BEGIN:VEVENT',
    `UID:${icalText(event.uid)}`,
    `DTSTAMP:${icalUtc(stamp)}`,
    `DTSTART:${icalUtc(event.start)}`,
    `DTEND:${icalUtc(event.end)}`,
    `SUMMARY:${icalText(event.summary)}`,
    ...(event.location ? [`LOCATION:${icalText(event.location)}`] : []),
    ...(event.description ? [`DESCRIPTION:${icalText(event.description)}`] : []),
    `STATUS:${event.status}`,
    `CREATED:${icalUtc(event.created)}`,
    `LAST-MODIFIED:${icalUtc(event.lastModified)}`,
    'END:VEVENT',
  ];
}

export function renderIcal(calendar: IcalCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.productId}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${icalText(calendar.name)}`,
    'REFRESH-INTERVAL;VALUE=DURATION:PT1H',
    'X-PUBLISHED-TTL:PT1H',
    ...calendar.events.flatMap((event) => eventLines(event, calendar.stamp)),
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
