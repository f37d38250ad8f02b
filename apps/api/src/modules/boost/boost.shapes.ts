import type { BoostType } from '@ajar/domain';

/** A boost as its tutor sees it: running now (ACTIVE) or waiting for an earlier one to end (QUEUED). */
export interface BoostView {
  readonly id: string;
  readonly boostType: BoostType;
  readonly numberOfDays: number;
  readonly credits: number;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly status: 'ACTIVE' | 'QUEUED';
}
