import { desc } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { mailOutbox } from './outbox.tables';

export interface OutboxEntry {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly links: string[];
  readonly createdAt: string;
}

/** The newest mails first, for the development mailbox. */
export async function listOutbox(db: Database, limit = 200): Promise<OutboxEntry[]> {
  const rows = await db
    .select({
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      links: mailOutbox.links,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.seq))
    .limit(limit);
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}
