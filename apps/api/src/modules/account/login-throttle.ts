import { LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR, LOGIN_FAILURES_PER_ADDRESS_PER_HOUR } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../graphql/errors';

const accountKey = (email: string): string => `account:${email}`;
const addressKey = (address: string): string => `address:${address}`;

export interface LoginAttempt {
  /** The password was right: the attempt was no failure. */
  succeeded(): Promise<void>;
}

/**
 * Counts a password check BEFORE it runs, so that many parallel requests cannot all slip under the
 * limit; a right password takes its count back. Refuses once an account (even with the right
 * password) or a client address has failed too often within the hour. Unknown emails are counted
 * like real ones so the answers stay the same.
 */
export async function beginLoginAttempt(
  deps: Deps,
  email: string,
  address: string | null,
): Promise<LoginAttempt> {
  const now = deps.clock.now();
  const byAccount = await deps.loginFailures.increment(accountKey(email), now);
  const byAddress = address ? await deps.loginFailures.increment(addressKey(address), now) : 0;
  if (byAccount > LOGIN_FAILURES_PER_ACCOUNT_PER_HOUR || byAddress > LOGIN_FAILURES_PER_ADDRESS_PER_HOUR) {
    throw new DomainError('RATE_LIMITED', 'tooManyAttempts');
  }
  return {
    succeeded: async () => {
      await deps.loginFailures.reset(accountKey(email));
      if (address) await deps.loginFailures.decrement(addressKey(address), deps.clock.now());
    },
  };
}

/** A password reset proves the mailbox: the account's lock is lifted. */
export async function clearAccountFailures(deps: Deps, email: string): Promise<void> {
  await deps.loginFailures.reset(accountKey(email));
}
