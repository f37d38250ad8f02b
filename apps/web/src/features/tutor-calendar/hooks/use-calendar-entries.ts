import { useCallback, useMemo } from 'react';
import type { CombinedError } from 'urql';
import { useQuery } from 'urql';
import { TutorCalendarBusyDocument, TutorCalendarOwnDocument } from '../../../gql/graphql';
import { busyEntry, ownerEntry, type CalendarEntry } from '../calendar-entry';
import { presentItems } from '../../../shared/api/present-items';

interface CalendarEntries {
  readonly entries: readonly CalendarEntry[] | null;
  readonly fetching: boolean;
  readonly error: CombinedError | undefined;
  readonly retry: () => void;
}

/** The owner reads their own calendar with every detail; anyone else reads the tutor's busy times. */
export function useCalendarEntries(tutorUserPvid: string, isOwner: boolean): CalendarEntries {
  const [own, reexecuteOwn] = useQuery({ query: TutorCalendarOwnDocument, pause: !isOwner });
  const [busy, reexecuteBusy] = useQuery({
    query: TutorCalendarBusyDocument,
    variables: { tutorId: tutorUserPvid },
    pause: isOwner,
  });
  const ownRows = own.data?.getTutorHisBookingsForCalendar;
  const busyRows = busy.data?.getUserTutorBookingsForCalendar;
  const entries = useMemo(() => {
    if (isOwner) return ownRows ? presentItems(ownRows).map(ownerEntry) : null;
    return busyRows ? presentItems(busyRows).map(busyEntry) : null;
  }, [isOwner, ownRows, busyRows]);
  const retry = useCallback(() => {
    const refetch = isOwner ? reexecuteOwn : reexecuteBusy;
    refetch({ requestPolicy: 'network-only' });
  }, [isOwner, reexecuteOwn, reexecuteBusy]);
  const current = isOwner ? own : busy;
  return { entries, fetching: current.fetching, error: current.error, retry };
}
