import type { BoostType } from '@ajar/domain';
import type { TestApp } from '../../../test/test-app';
import { recordPaidCreditsPurchase } from '../../payment';

export const BOOST = `mutation Boost($boostType: BoostType!, $numberOfDays: Int!) {
  boostTutorProfile(boostType: $boostType, numberOfDays: $numberOfDays) {
    success message boost { id boostType numberOfDays credits startsAt endsAt status }
  }
}`;

export interface BoostAnswer {
  readonly boostTutorProfile: {
    readonly success: boolean;
    readonly message: string;
    readonly boost: {
      readonly boostType: BoostType;
      readonly numberOfDays: number;
      readonly credits: number;
      readonly startsAt: string;
      readonly endsAt: string;
      readonly status: 'ACTIVE' | 'QUEUED';
    };
  };
}

/** Credits on a user's account as a paid purchase through the sandbox would put them. */
export async function giveCredits(t: TestApp, userId: string, credits: number): Promise<void> {
  await t.deps.db.transaction((tx) =>
    recordPaidCreditsPurchase(tx, { userId, country: 'sg', credits, at: t.clock.now() }),
  );
}

export function boost(t: TestApp, token: string, boostType: BoostType, numberOfDays: number) {
  return t.gql<BoostAnswer>(BOOST, { boostType, numberOfDays }, { token });
}
