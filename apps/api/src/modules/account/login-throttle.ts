import {
  LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS_PER_HOUR,
  LOGIN_FAILURES_PER_ADDRESS_PER_HOUR,
  loginSlowdownMs,
} from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';

/**
 * Keys of the login failure counter. An account's per-address keys carry the account's generation, a
 * counter that a password reset moves on: every address's count on the account is then left behind at
 * once, in memory and in Redis alike, and the old keys run out with their hour. (Emails hold no spaces.)
 */
const generationKey = (email: string): string => `generation:${email}`;
const pairKey = (email: string, generation: number, address: string): string =>
  `account:${email} ${generation} address:${address}`;
const addressKey = (address: string): string => `address:${address}`;

export interface LoginAttempt {
  /** The password was right: the attempt was no failure. */
  succeeded(): Promise<void>;
}

/**
 * Counts a password check BEFORE it runs, so that many parallel requests cannot all slip under the
 * limits; a right password takes its counts back. From one client address, an account's attempts are
 * slowed after a few failures and refused past the hourly limit, even with the right password; other
 * addresses are not affected, so the owner signing in elsewhere gets in. An address failing across
 * accounts is refused past its own limit. Unknown emails are counted like real ones so the answers
 * stay the same.
 */
export async function beginLoginAttempt(deps: Deps, email: string, address: string): Promise<LoginAttempt> {
  const now = deps.clock.now();
  const generation = await deps.loginFailures.count(generationKey(email), now);
  const pair = pairKey(email, generation, address);
  const byPair = await deps.loginFailures.increment(pair, now);
  const byAddress = await deps.loginFailures.increment(addressKey(address), now);
  if (
    byPair > LOGIN_FAILURES_PER_ACCOUNT_AND_ADDRESS_PER_HOUR ||
    byAddress > LOGIN_FAILURES_PER_ADDRESS_PER_HOUR
  ) {
    throw new DomainError('RATE_LIMITED', 'tooManyAttempts');
  }
  const wait = loginSlowdownMs(byPair);
  if (wait > 0) await deps.clock.sleep(wait);
  return {
    succeeded: async () => {
      await deps.loginFailures.reset(pair);
      await deps.loginFailures.decrement(addressKey(address), deps.clock.now());
    },
  };
}

/** A password reset proves the mailbox: every address starts afresh on the account. */
export async function clearAccountFailures(deps: Deps, email: string): Promise<void> {
  await deps.loginFailures.increment(generationKey(email), deps.clock.now());
}
