import { ACCOUNT_MAILS_PER_EMAIL_PER_HOUR } from '@ajar/domain';
import type { Deps } from '../../deps';
import { DomainError } from '../../kernel/domain-error';

const clientKey = (address: string): string => `client:${address}`;
const recipientKey = (email: string): string => `recipient:${email}`;

/**
 * Counts a request that may send an account mail (register, activation, reset) from a client address,
 * and refuses it past the hourly limit. It is counted before anything is looked up and whatever the
 * email, so the refusal says nothing about which accounts exist.
 */
export async function admitAccountMailRequest(deps: Deps, address: string): Promise<void> {
  const requests = await deps.accountMails.increment(clientKey(address), deps.clock.now());
  if (requests > deps.config.accountMailsPerClientPerHour) {
    throw new DomainError('RATE_LIMITED', 'tooManyAttempts');
  }
}

/**
 * Counts a mail about to go to this address and says whether it may, within the hourly limit. Past the
 * limit the mail is silently not sent: the answer to the client stays the same.
 */
export async function mayMailRecipient(deps: Deps, email: string, now: Date): Promise<boolean> {
  return (await deps.accountMails.increment(recipientKey(email), now)) <= ACCOUNT_MAILS_PER_EMAIL_PER_HOUR;
}
