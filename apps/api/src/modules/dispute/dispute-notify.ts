import type { NotificationCode } from '@ajar/domain';
import type { Deps } from '../../deps';
import { notify } from '../notification';
import type { DisputeRow } from './dispute.tables';

export interface DisputeNotice {
  readonly code: NotificationCode;
  readonly dispute: DisputeRow;
  /** A message or a counter is news to the other party only; a change of status, to both. */
  readonly except?: string;
}

/** After the step's transaction committed: the parties' bells. */
export async function notifyDisputeParties(deps: Deps, notice: DisputeNotice): Promise<void> {
  const { dispute } = notice;
  for (const userId of [dispute.studentId, dispute.tutorId]) {
    if (userId === notice.except) continue;
    await notify(deps, { userId, code: notice.code, entityId: dispute.id, remarks: dispute.kind });
  }
}
