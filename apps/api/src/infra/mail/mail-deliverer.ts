import { and, asc, eq, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../clock';
import { mailOutbox, type OutboxRow } from './outbox.tables';

/** Anything that can send one message: a nodemailer transporter fits. */
export interface MailTransport {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    html?: string;
  }): Promise<unknown>;
}

const BATCH = 20;
const MAX_ATTEMPTS = 5;
/** A claim older than this is assumed to belong to a crashed process. */
const LEASE_MS = 5 * 60 * 1000;

export interface DeliveryOptions {
  readonly db: Database;
  readonly transport: MailTransport;
  readonly from: string;
  readonly clock: Clock;
}

/**
 * Sends pending mails once. Rows are claimed first (skip locked) and sent outside any transaction,
 * so a slow SMTP server never holds a database lock (PGlite has a single connection).
 */
export async function deliverPendingMail(options: DeliveryOptions): Promise<number> {
  const { db, transport, from, clock } = options;
  const now = clock.now();
  const claimable = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      and(
        isNull(mailOutbox.sentAt),
        lt(mailOutbox.attempts, MAX_ATTEMPTS),
        or(isNull(mailOutbox.claimedAt), lt(mailOutbox.claimedAt, new Date(now.getTime() - LEASE_MS))),
      ),
    )
    .orderBy(asc(mailOutbox.createdAt))
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const claimed: OutboxRow[] = await db
    .update(mailOutbox)
    .set({ claimedAt: now, attempts: sql`${mailOutbox.attempts} + 1` })
    .where(inArray(mailOutbox.id, claimable))
    .returning();

  let sent = 0;
  for (const mail of claimed) {
    try {
      await transport.sendMail({
        from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        ...(mail.html ? { html: mail.html } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: clock.now(), claimedAt: null, error: null })
        .where(eq(mailOutbox.id, mail.id));
      sent += 1;
    } catch (error) {
      await db
        .update(mailOutbox)
        .set({ claimedAt: null, error: error instanceof Error ? error.message : String(error) })
        .where(eq(mailOutbox.id, mail.id));
    }
  }
  return sent;
}

export interface MailDeliverer {
  stop(): Promise<void>;
}

/** Polls the outbox until stopped. */
export function startMailDeliverer(
  options: DeliveryOptions & { readonly intervalMs: number; readonly onError: (error: unknown) => void },
): MailDeliverer {
  let stopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;

  const tick = (): void => {
    running = deliverPendingMail(options)
      .then(() => undefined)
      .catch(options.onError)
      .finally(() => {
        if (!stopped) timer = setTimeout(tick, options.intervalMs);
      });
  };
  tick();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await running;
    },
  };
}
