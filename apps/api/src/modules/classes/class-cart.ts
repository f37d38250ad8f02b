import type { CurrencyCode } from '@ajar/domain';
import type { Executor } from '../../db/client';
import { seatDueOf } from './class-enrol.service';
import { classRecords } from './class-reads.queries';
import { sessionsOf } from './classes.queries';

/** A class seat in a cart, as the cart shows and prices it. */
export interface CartClassRecord {
  readonly classId: string;
  readonly title: string;
  readonly currency: CurrencyCode;
  /** What the seat costs now (the shares of the sessions not cancelled). */
  readonly due: number;
  readonly seatsLeft: number;
  readonly firstSessionAt: Date | null;
  readonly sessionCount: number;
  readonly tutorFirstName: string;
  readonly tutorLastName: string;
  readonly tutorAvatar: string | null;
}

/** The cart's class seats, in the order asked; classes gone or cancelled are left out. */
export async function cartClassesOf(
  executor: Executor,
  classIds: readonly string[],
): Promise<CartClassRecord[]> {
  const records = await classRecords(executor, classIds);
  const sessions = await sessionsOf(executor, classIds);
  return classIds.flatMap((id) => {
    const record = records.find((candidate) => candidate.row.id === id);
    if (!record || record.row.status !== 'OPEN') return [];
    const own = sessions.filter((session) => session.classId === id && session.cancelledAt === null);
    return [
      {
        classId: id,
        title: record.row.title,
        currency: record.row.currency,
        due: seatDueOf(own),
        seatsLeft: record.row.seats - record.row.seatsTaken,
        firstSessionAt: own[0]?.startsAt ?? null,
        sessionCount: own.length,
        tutorFirstName: record.tutor.firstName,
        tutorLastName: record.tutor.lastName,
        tutorAvatar: record.tutor.avatarUrl,
      },
    ];
  });
}
