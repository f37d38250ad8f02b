import type { BookingStatus, TutorCalendarBusyQuery, TutorCalendarOwnQuery } from '../../gql/graphql';

/** What only the tutor sees of a lesson on their own calendar. */
export interface BookingDetails {
  readonly title: string;
  readonly studentName: string | null;
  readonly location: string;
  readonly status: BookingStatus | null;
  /** Minor units of the tutor's market currency. */
  readonly price: number | null;
}

/** One lesson on the calendar: a busy time for visitors, with details for the owner. */
export interface CalendarEntry {
  readonly id: string;
  readonly startTime: string;
  readonly endTime: string;
  readonly details: BookingDetails | null;
}

type OwnRow = NonNullable<TutorCalendarOwnQuery['getTutorHisBookingsForCalendar'][number]>;
type BusyRow = NonNullable<TutorCalendarBusyQuery['getUserTutorBookingsForCalendar'][number]>;

export function ownerEntry(row: OwnRow): CalendarEntry {
  return {
    id: row.id,
    startTime: row.startTime,
    endTime: row.endTime,
    details: {
      title: row.title,
      studentName: row.studentName,
      location: row.location,
      status: row.status,
      price: row.price,
    },
  };
}

export function busyEntry(row: BusyRow): CalendarEntry {
  return { id: row.id, startTime: row.startTime, endTime: row.endTime, details: null };
}
