import type { Executor } from '../../db/client';
import { mailOutbox } from './outbox.tables';

export interface OutgoingMail {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
  /** The links the mail carries, listed for /_dev/mail.json and tests. */
  readonly links: readonly string[];
}

/** Queues a mail in the caller's transaction: it is sent only if the transaction commits. */
export async function sendMail(executor: Executor, mail: OutgoingMail, now: Date): Promise<void> {
  await executor.insert(mailOutbox).values({
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    html: mail.html ?? null,
    links: [...mail.links],
    createdAt: now,
  });
}
