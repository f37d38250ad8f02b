import { CONTACT_MESSAGES_PER_CLIENT_PER_HOUR, type ContactMessage } from '@ajar/domain';
import type { Deps } from '../../deps';
import { sendMail } from '../../infra/mail/send-mail';
import { DomainError } from '../../kernel/domain-error';
import { contactMail, type ContactSender } from './contact.mail';

/** Counted with the account mails' hourly counter, under a key of its own. */
const clientKey = (address: string): string => `contact:${address}`;

/**
 * Sends a contact form message to the support team's address through the mail outbox. A client address
 * may send CONTACT_MESSAGES_PER_CLIENT_PER_HOUR an hour; past that it is refused (RATE_LIMITED) and
 * nothing is written.
 */
export async function sendContactMessage(
  deps: Deps,
  message: ContactMessage,
  sender: ContactSender,
  address: string,
): Promise<void> {
  const now = deps.clock.now();
  const sent = await deps.accountMails.increment(clientKey(address), now);
  if (sent > CONTACT_MESSAGES_PER_CLIENT_PER_HOUR) {
    throw new DomainError('RATE_LIMITED', 'tooManyContactMessages');
  }
  try {
    await sendMail(deps.db, contactMail(message, sender), now);
  } catch (error) {
    // Not sent, so not counted.
    await deps.accountMails.decrement(clientKey(address), now);
    throw error;
  }
}
