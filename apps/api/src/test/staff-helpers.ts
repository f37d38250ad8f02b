import { createStaffAccount } from '../modules/account/testing';
import { signInToken } from './account-helpers';
import type { TestApp } from './test-app';

let staffCount = 0;

/** A member of the Ajar team, signed in: what `npm run staff:create` makes. */
export async function signedInStaff(t: TestApp): Promise<{ userId: string; token: string; email: string }> {
  staffCount += 1;
  const email = `staff${staffCount}-${Date.now()}@ajar.test`;
  const created = await createStaffAccount(t.deps.db, {
    email,
    password: 'password123',
    firstName: 'Sam',
    lastName: `Staff${staffCount}`,
    country: 'sg',
    now: t.clock.now(),
  });
  if (created === 'emailTaken') throw new Error(`staff email taken: ${email}`);
  return { userId: created.userId, token: await signInToken(t, email), email };
}
