import type { NotificationCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { notify } from '../notification';
import { findBookingWithParties } from './booking.queries';

/**
 * Tells both parties of a booking of a step nobody of them took (a job's, or a dispute's end), each naming the
 * other. Unlike a party's action, the same code may come again (a second proposal, a second reschedule).
 */
export async function tellParties(
  deps: Deps,
  bookingId: string,
  code: NotificationCode,
  to: readonly ('student' | 'tutor')[] = ['student', 'tutor'],
): Promise<void> {
  const row = await findBookingWithParties(deps.db, bookingId);
  if (!row) return;
  for (const party of to) {
    const [recipient, other] = party === 'tutor' ? [row.tutor, row.student] : [row.student, row.tutor];
    await notify(deps, {
      userId: recipient.userId,
      code,
      entityId: bookingId,
      remarks: `${other.firstName} ${other.lastName}`,
    });
  }
}
