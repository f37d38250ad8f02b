import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock';
import { createTestDatabase, type TestDatabase } from '../../test/test-database';
import { deliverPendingMail, type MailTransport } from './mail-deliverer';
import { mailOutbox } from './outbox.tables';
import { sendMail } from './send-mail';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.dispose());

describe('the outbox', () => {
  it('keeps mail written in a transaction that rolls back out of the outbox', async () => {
    const clock = manualClock();
    await database.db
      .transaction(async (tx) => {
        await sendMail(
          tx,
          { to: 'ghost@example.test', subject: 'Never', text: 'sent', links: [] },
          clock.now(),
        );
        throw new Error('roll back');
      })
      .catch(() => undefined);
    const rows = await database.db.select().from(mailOutbox);
    expect(rows.find((row) => row.to === 'ghost@example.test')).toBeUndefined();
  });

  it('delivers pending mail once, and records failures for a later retry', async () => {
    const clock = manualClock();
    await sendMail(
      database.db,
      { to: 'ok@example.test', subject: 'Hello', text: 'Hi', links: [] },
      clock.now(),
    );
    await sendMail(
      database.db,
      { to: 'bounce@example.test', subject: 'Hello', text: 'Hi', links: [] },
      clock.now(),
    );

    const sent: string[] = [];
    const transport: MailTransport = {
      sendMail: async (message) => {
        if (message.to.startsWith('bounce')) throw new Error('550 mailbox unavailable');
        sent.push(`${message.from} -> ${message.to}`);
      },
    };
    const options = { db: database.db, transport, from: 'Ajar <no-reply@ajar.test>', clock };
    expect(await deliverPendingMail(options)).toBe(1);
    expect(sent).toEqual(['Ajar <no-reply@ajar.test> -> ok@example.test']);

    const rows = await database.db.select().from(mailOutbox);
    const ok = rows.find((row) => row.to === 'ok@example.test');
    const bounce = rows.find((row) => row.to === 'bounce@example.test');
    expect(ok?.sentAt).not.toBeNull();
    expect(bounce).toMatchObject({
      sentAt: null,
      attempts: 1,
      error: '550 mailbox unavailable',
      claimedAt: null,
    });

    // Nothing is sent twice; the failed one is tried again.
    expect(await deliverPendingMail(options)).toBe(0);
    expect(sent).toHaveLength(1);
    expect(
      (await database.db.select().from(mailOutbox)).find((row) => row.to === 'bounce@example.test')?.attempts,
    ).toBe(2);
  });
});
