import { MESSAGES } from '@ajar/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent, makeTutor } from '../../db/seed/factories';
import {
  COMMUNITY_SIGN_IN,
  GET_PROFILE,
  REQUEST_RESET,
  RESET_PASSWORD,
  SIGN_IN,
  UPDATE_PASSWORD,
} from '../../test/account-operations';
import { codeOf, expectError, latestMailTo, mailsTo, signInToken } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

let counter = 0;
async function student(overrides: Parameters<typeof makeStudent>[1] = {}): Promise<string> {
  counter += 1;
  const email = `pw${counter}@example.test`;
  await makeStudent(t.deps.db, { email, ...overrides });
  return email;
}

async function resetCodeFor(email: string): Promise<string> {
  const response = await t.gql(REQUEST_RESET, { email });
  expect(response.errors).toBeUndefined();
  return codeOf((await latestMailTo(t, email)).links[0] ?? '');
}

const reset = (resetCode: string, newPassword1 = 'new-password-1', newPassword2 = newPassword1) =>
  t.gql(RESET_PASSWORD, { newPassword1, newPassword2, resetCode });

describe('requestResetPassword', () => {
  it('answers identically for known and unknown emails, and mails only the known one', async () => {
    const email = await student();
    const before = (await t.mails()).length;
    const known = await t.gql(REQUEST_RESET, { email });
    const unknown = await t.gql(REQUEST_RESET, { email: 'nobody-here@example.test' });
    expect(known).toEqual(unknown);
    expect(known.data).toEqual({ requestResetPassword: { success: true, message: MESSAGES.resetMailSent } });
    const mails = await t.mails();
    expect(mails).toHaveLength(before + 1);
    expect(mails[0]?.to).toBe(email);
    expect(mails[0]?.subject).toBe('Reset your Ajar password');
    expect(mails[0]?.links[0]).toMatch(/^http:\/\/ajar\.test\/sg\/forgot\/new_password\?code=[\w-]{43}$/);
  });

  it('writes in Indonesian for Indonesia and sends nothing to deactivated accounts', async () => {
    const indonesian = await student({ country: 'id', firstName: 'Dewi' });
    await t.gql(REQUEST_RESET, { email: indonesian });
    const mail = await latestMailTo(t, indonesian);
    expect(mail.subject).toBe('Atur ulang kata sandi Ajar Anda');
    expect(mail.links[0]).toContain('/id/forgot/new_password?code=');

    const gone = await student({ isActive: false });
    const response = await t.gql(REQUEST_RESET, { email: gone });
    expect(response.data).toEqual({
      requestResetPassword: { success: true, message: MESSAGES.resetMailSent },
    });
    expect(await mailsTo(t, gone)).toHaveLength(0);
  });

  it('checks the email it is given', async () => {
    expectError(await t.gql(REQUEST_RESET, { email: '' }), 'BAD_USER_INPUT', 'emailMissing');
    expectError(await t.gql(REQUEST_RESET, { email: 'nope' }), 'BAD_USER_INPUT', 'emailInvalid');
  });
});

describe('resetPassword', () => {
  it('sets the new password, ends every session, and works only once', async () => {
    const email = await student();
    const session = await signInToken(t, email);
    const code = await resetCodeFor(email);

    const response = await reset(code);
    expect(response.data).toEqual({ resetPassword: { success: true, message: MESSAGES.passwordChanged } });
    expect((await t.gql(GET_PROFILE, {}, { token: session })).status).toBe(401);
    expectError(
      await t.gql(SIGN_IN, { email, password: 'password123' }),
      'BAD_USER_INPUT',
      'invalidCredentials',
    );
    expect(await signInToken(t, email, 'new-password-1')).toBeTruthy();

    expectError(await reset(code, 'another-password'), 'BAD_USER_INPUT', 'invalidResetCode', {
      resetCode: 'invalidResetCode',
    });
  });

  it('refuses a code older than 60 minutes', async () => {
    const email = await student();
    const code = await resetCodeFor(email);
    t.clock.advance(60 * 60 * 1000 + 1000);
    expectError(await reset(code), 'BAD_USER_INPUT', 'invalidResetCode');
    expect(await signInToken(t, email)).toBeTruthy();
  });

  it('accepts a code just inside 60 minutes', async () => {
    const email = await student();
    const code = await resetCodeFor(email);
    t.clock.advance(59 * 60 * 1000);
    expect((await reset(code)).errors).toBeUndefined();
  });

  it('honours only the newest link', async () => {
    const email = await student();
    const older = await resetCodeFor(email);
    const newer = await resetCodeFor(email);
    expectError(await reset(older), 'BAD_USER_INPUT', 'invalidResetCode');
    expect((await reset(newer)).errors).toBeUndefined();
  });

  it('verifies an account whose owner proved the mailbox', async () => {
    const email = await student({ verified: false });
    const code = await resetCodeFor(email);
    expect((await reset(code)).errors).toBeUndefined();
    expect(await signInToken(t, email, 'new-password-1')).toBeTruthy();
  });

  it.each([
    ['new-password-1', 'new-password-2', 'passwordMismatch', { newPassword2: 'passwordMismatch' }],
    ['short', 'short', 'passwordTooShort', { newPassword1: 'passwordTooShort' }],
    ['', '', 'passwordRequired', { newPassword1: 'passwordRequired', newPassword2: 'passwordRequired' }],
  ] as const)(
    'refuses %j / %j with %s and keeps the code usable',
    async (first, second, messageKey, fields) => {
      const email = await student();
      const code = await resetCodeFor(email);
      expectError(await reset(code, first, second), 'BAD_USER_INPUT', messageKey, fields);
      expect((await reset(code)).errors).toBeUndefined();
    },
  );

  it('refuses unknown codes', async () => {
    expectError(await reset('guessed-code'), 'BAD_USER_INPUT', 'invalidResetCode');
    expectError(await reset(''), 'BAD_USER_INPUT', 'invalidResetCode');
  });
});

describe('updatePassword', () => {
  const update = (token: string, oldPassword: string, newPassword1: string, newPassword2 = newPassword1) =>
    t.gql<{ updatePassword: { success: boolean; message: string; token: string; user: { email: string } } }>(
      UPDATE_PASSWORD,
      { oldPassword, newPassword1, newPassword2 },
      { token },
    );

  it('returns a new token and ends every other session', async () => {
    const email = await student();
    const token = await signInToken(t, email);
    const otherDevice = await signInToken(t, email);
    const community = await t.gql<{ singInToCommunity: { communityToken: string } }>(COMMUNITY_SIGN_IN, {
      email,
      password: 'password123',
    });
    expect(community.errors).toBeUndefined();

    const response = await update(token, 'password123', 'brand-new-pass');
    expect(response.errors).toBeUndefined();
    expect(response.data?.updatePassword).toMatchObject({
      success: true,
      message: MESSAGES.passwordChanged,
      user: { email },
    });
    const newToken = response.data?.updatePassword.token ?? '';
    expect(newToken).toMatch(/^[\w-]{43}$/);

    const other = await t.gql(GET_PROFILE, {}, { token: otherDevice });
    expect(other.status).toBe(401);
    expectError(other, 'UNAUTHENTICATED', 'notLoggedIn');
    expect((await t.gql(GET_PROFILE, {}, { token })).status).toBe(401);
    expect((await t.gql(GET_PROFILE, {}, { token: newToken })).status).toBe(200);
    expect(await signInToken(t, email, 'brand-new-pass')).toBeTruthy();
  });

  it('checks the current password', async () => {
    const email = await student();
    const token = await signInToken(t, email);
    expectError(
      await update(token, 'not-my-password', 'brand-new-pass'),
      'BAD_USER_INPUT',
      'wrongOldPassword',
      {
        oldPassword: 'wrongOldPassword',
      },
    );
    expect((await t.gql(GET_PROFILE, {}, { token })).status).toBe(200);
  });

  it.each([
    ['brand-new-pass', 'brand-new-pazz', 'passwordShouldMatch', { newPassword2: 'passwordShouldMatch' }],
    ['short', 'short', 'passwordTooShort', { newPassword1: 'passwordTooShort' }],
  ] as const)('refuses %j / %j with %s', async (first, second, messageKey, fields) => {
    const email = await student();
    const token = await signInToken(t, email);
    expectError(await update(token, 'password123', first, second), 'BAD_USER_INPUT', messageKey, fields);
  });

  it('refuses an empty current password', async () => {
    const email = await student();
    const token = await signInToken(t, email);
    expectError(await update(token, '', 'brand-new-pass'), 'BAD_USER_INPUT', 'passwordRequired', {
      oldPassword: 'passwordRequired',
    });
  });

  it('needs a session', async () => {
    const response = await t.gql(UPDATE_PASSWORD, {
      oldPassword: 'password123',
      newPassword1: 'brand-new-pass',
      newPassword2: 'brand-new-pass',
    });
    expect(response.status).toBe(200);
    expectError(response, 'UNAUTHENTICATED', 'notLoggedIn');
  });

  it('works for every role', async () => {
    await makeTutor(t.deps.db, { email: 'tutor-pw@example.test' });
    const token = await signInToken(t, 'tutor-pw@example.test');
    expect((await update(token, 'password123', 'tutor-new-pass')).errors).toBeUndefined();
  });
});
