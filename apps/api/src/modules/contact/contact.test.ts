import { CONTACT_MESSAGES_PER_CLIENT_PER_HOUR as PER_HOUR, MESSAGES, SUPPORT_EMAIL } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { expectError, mailsTo, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

const SEND = `mutation Send($name: String!, $email: String!, $subject: String!, $message: String!, $country: String) {
  sendContactMessage(name: $name, email: $email, subject: $subject, message: $message, country: $country) {
    success message
  }
}`;

const HOUR = 60 * 60 * 1000;
const sent = { sendContactMessage: { success: true, message: MESSAGES.contactMessageSent } };

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let addresses = 0;
/** A client address no other test uses, so each test starts with a fresh hourly count. */
const freshAddress = (): string => {
  addresses += 1;
  return `198.51.100.${addresses}`;
};

const message = (overrides: Record<string, unknown> = {}) => ({
  name: 'Siti Rahma',
  email: 'siti@example.com',
  subject: 'Refund for my lesson',
  message: 'My tutor did not come to the lesson on Monday.\n\nCan you help?',
  ...overrides,
});

describe('sendContactMessage', () => {
  it('mails the support team the message, who sent it and where to reply', async () => {
    const response = await t.gql(SEND, message({ country: 'id' }), { remoteAddress: freshAddress() });
    expect(response.data).toEqual(sent);
    const [mail, ...others] = await mailsTo(t, SUPPORT_EMAIL);
    expect(others).toHaveLength(0);
    expect(mail?.subject).toBe('[Ajar contact] Refund for my lesson');
    expect(mail?.text).toContain('From: Siti Rahma <siti@example.com>');
    expect(mail?.text).toContain('Market: id');
    expect(mail?.text).toContain('Account: not signed in');
    expect(mail?.text).toContain('My tutor did not come to the lesson on Monday.\n\nCan you help?');
  });

  it("names a signed-in sender's account and market, and keeps the subject on one line", async () => {
    const student = await makeStudent(t.deps.db, { email: 'contact-student@example.test', country: 'my' });
    const token = await signInToken(t, 'contact-student@example.test');
    const response = await t.gql(SEND, message({ subject: 'Line one\r\nBcc: someone@example.com' }), {
      token,
      remoteAddress: freshAddress(),
    });
    expect(response.data).toEqual(sent);
    const [mail] = await mailsTo(t, SUPPORT_EMAIL);
    expect(mail?.subject).toBe('[Ajar contact] Line one Bcc: someone@example.com');
    expect(mail?.text).toContain(`Account: ${student.id}`);
    expect(mail?.text).toContain('Market: my');
  });

  it('refuses a wrong message field by field, in the error model, and sends nothing', async () => {
    const before = (await t.mails()).length;
    const response = await t.gql(
      SEND,
      message({ name: ' ', email: 'not-an-email', subject: '', message: 'x'.repeat(701) }),
      { remoteAddress: freshAddress() },
    );
    expectError(response, 'BAD_USER_INPUT', 'contactNameRequired', {
      name: 'contactNameRequired',
      email: 'emailInvalid',
      subject: 'contactSubjectRequired',
      message: 'textTooLong',
    });
    expectError(
      await t.gql(SEND, message({ country: 'xx' }), { remoteAddress: freshAddress() }),
      'BAD_USER_INPUT',
      'unknownCountry',
    );
    expect((await t.mails()).length).toBe(before);
  });

  it(`takes ${PER_HOUR} messages an hour from one client, then answers RATE_LIMITED until the hour is over`, async () => {
    const client = freshAddress();
    const before = (await t.mails()).length;
    // Refused input is not counted: the client still has all of its messages.
    await t.gql(SEND, message({ message: '' }), { remoteAddress: client });
    for (let i = 0; i < PER_HOUR; i += 1) {
      const response = await t.gql(SEND, message({ subject: `Question ${i}` }), { remoteAddress: client });
      expect(response.data).toEqual(sent);
    }
    const refused = await t.gql(SEND, message({ subject: 'One too many' }), { remoteAddress: client });
    expectError(refused, 'RATE_LIMITED', 'tooManyContactMessages');
    expect((await t.mails()).length).toBe(before + PER_HOUR);
    expect((await t.mails()).some((mail) => mail.subject.includes('One too many'))).toBe(false);

    // Another client is not affected, and the same client may write again after the hour.
    expect((await t.gql(SEND, message(), { remoteAddress: freshAddress() })).data).toEqual(sent);
    t.clock.advance(HOUR + 1000);
    expect((await t.gql(SEND, message(), { remoteAddress: client })).data).toEqual(sent);
  });
});
