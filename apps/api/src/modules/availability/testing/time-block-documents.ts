/** The time-block operations as the tests send them, and the test clock's market dates. */
const AVAILABILITY = `weekly { weekday intervals { start end } } exceptions { date kind intervals { start end } }
  noticeHours isSet`;

export const BLOCK = `mutation($date: String!, $start: Int!, $end: Int!) {
  blockTutorTime(date: $date, start: $start, end: $end) { ${AVAILABILITY} }
}`;

export const UNBLOCK = `mutation($date: String!, $start: Int!, $end: Int!) {
  unblockTutorTime(date: $date, start: $start, end: $end) { ${AVAILABILITY} }
}`;

export const SLOTS = `query($tutorId: ID!, $from: String!, $days: Int!, $duration: Int!) {
  getTutorFreeSlots(tutorId: $tutorId, from: $from, days: $days, duration: $duration)
}`;

interface Interval {
  start: number;
  end: number;
}

export interface Blocked {
  blockTutorTime: {
    weekly: { weekday: number; intervals: Interval[] }[];
    exceptions: { date: string; kind: string; intervals: Interval[] }[];
    noticeHours: number;
    isSet: boolean;
  };
}

/** Singapore's date at `now`, plus `days`. */
export function sgDateOf(now: Date, days: number): string {
  return new Date(now.getTime() + 8 * 3_600_000 + days * 86_400_000).toISOString().slice(0, 10);
}
