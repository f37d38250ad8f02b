import {
  ACCOUNT_MAILS_PER_CLIENT_PER_HOUR as PER_CLIENT,
  ACCOUNT_MAILS_PER_EMAIL_PER_HOUR as PER_EMAIL,
  MESSAGES,
} from '@ajar/domain';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../../db/seed/factories';
import { REGISTER, REQUEST_RESET, SEND_ACTIVATION, SIGN_IN } from '../../test/account-operations';
import { ROLE_PVIDS, expectError, mailsTo } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

const HOUR = 60 * 60 * 1000;
const resetSent = { requestResetPassword: { success: true, message: MESSAGES.resetMailSent } };
const activationSent = { sendActivationEmail: { success: true, message: MESSAGES.activationMailSent } };
const registered = { register: { success: true, message: MESSAGES.registered } };

let addresses = 0;
/** A client address no other test uses, so only the per-email limit is in play. */
const freshAddress = (): string => {
  addresses += 1;
  return `198.51.${Math.floor(addresses / 250)}.${addresses % 250}`;
};

const registration = (email: string) => ({
  rolePvid: ROLE_PVIDS.STDN,
  email,
  password: 'password123',
  firstName: 'Siti',
  lastName: 'Rahman',
  country: 'sg',
});

describe('mails per recipient', () => {
  it(`sends an address at most ${PER_EMAIL} account mails an hour, answering the same`, async () => {
    await makeStudent(t.deps.db, { email: 'flooded@example.test' });
    for (let i = 0; i < PER_EMAIL + 3; i += 1) {
      const response = await t.gql(
        REQUEST_RESET,
        { email: 'flooded@example.test' },
        { remoteAddress: freshAddress() },
      );
      expect(response.data).toEqual(resetSent);
    }
    // The sign-up notice counts against the same address and answers as ever.
    const attempt = await t.gql(REGISTER, registration('flooded@example.test'), {
      remoteAddress: freshAddress(),
    });
    expect(attempt.data).toEqual(registered);
    expect(await mailsTo(t, 'flooded@example.test')).toHaveLength(PER_EMAIL);

    t.clock.advance(HOUR + 1000);
    await t.gql(REQUEST_RESET, { email: 'flooded@example.test' }, { remoteAddress: freshAddress() });
    expect(await mailsTo(t, 'flooded@example.test')).toHaveLength(PER_EMAIL + 1);
  });

  it('limits activation links the same way', async () => {
    await t.gql(REGISTER, registration('waiting@example.test'), { remoteAddress: freshAddress() });
    for (let i = 0; i < PER_EMAIL + 2; i += 1) {
      const response = await t.gql(
        SEND_ACTIVATION,
        { email: 'waiting@example.test' },
        { remoteAddress: freshAddress() },
      );
      expect(response.data).toEqual(activationSent);
    }
    expect(await mailsTo(t, 'waiting@example.test')).toHaveLength(PER_EMAIL);
  });
});

describe('mails per client', () => {
  it(`refuses a client's request past ${PER_CLIENT} an hour, whether or not the account exists`, async () => {
    const client = '203.0.113.77';
    await makeStudent(t.deps.db, { email: 'known-a@example.test' });
    await makeStudent(t.deps.db, { email: 'known-b@example.test' });
    const requests = [
      () => t.gql(REQUEST_RESET, { email: 'known-a@example.test' }, { remoteAddress: client }),
      () => t.gql(REQUEST_RESET, { email: 'nobody@example.test' }, { remoteAddress: client }),
      () => t.gql(SEND_ACTIVATION, { email: 'nobody@example.test' }, { remoteAddress: client }),
      () => t.gql(REGISTER, registration('known-a@example.test'), { remoteAddress: client }),
    ];
    for (let i = 0; i < PER_CLIENT; i += 1) {
      expect((await requests[i % requests.length]?.())?.errors).toBeUndefined();
    }
    const before = (await t.mails()).length;

    const known = await t.gql(REQUEST_RESET, { email: 'known-b@example.test' }, { remoteAddress: client });
    const unknown = await t.gql(REQUEST_RESET, { email: 'nobody-b@example.test' }, { remoteAddress: client });
    expectError(known, 'RATE_LIMITED', 'tooManyAttempts');
    expect(unknown).toEqual(known);
    expectError(
      await t.gql(REGISTER, registration('brand-new@example.test'), { remoteAddress: client }),
      'RATE_LIMITED',
      'tooManyAttempts',
    );
    expect((await t.mails()).length).toBe(before);
    // The refused registration created nothing: from another client it is a new account, as ever.
    expect(
      (await t.gql(REGISTER, registration('brand-new@example.test'), { remoteAddress: '192.0.2.77' })).data,
    ).toEqual(registered);
    expect((await mailsTo(t, 'brand-new@example.test'))[0]?.subject).toBe('Activate your Ajar account');
    // Sign-in is not a mail request.
    expect(
      (
        await t.gql(
          SIGN_IN,
          { email: 'known-b@example.test', password: 'password123' },
          { remoteAddress: client },
        )
      ).errors,
    ).toBeUndefined();
  });
});

const redisUrl = process.env['REDIS_URL'];
describe.skipIf(!redisUrl)('mail limits across API processes (Redis)', () => {
  let one: TestApp;
  let two: TestApp;
  beforeAll(async () => {
    const options = { counterPrefix: `ajar-test:${randomBytes(4).toString('hex')}:` };
    one = await startTestApp({ REDIS_URL: redisUrl ?? '' }, options);
    two = await startTestApp({ REDIS_URL: redisUrl ?? '' }, options);
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
  });

  it('counts recipients and clients once for every process', async () => {
    for (const app of [one, two]) await makeStudent(app.deps.db, { email: 'shared@example.test' });
    for (let i = 0; i < PER_EMAIL + 2; i += 1) {
      const app = i % 2 === 0 ? one : two;
      await app.gql(REQUEST_RESET, { email: 'shared@example.test' }, { remoteAddress: `192.0.2.${i}` });
    }
    const sent =
      (await mailsTo(one, 'shared@example.test')).length + (await mailsTo(two, 'shared@example.test')).length;
    expect(sent).toBe(PER_EMAIL);

    const client = '203.0.113.88';
    for (let i = 0; i < PER_CLIENT; i += 1) {
      const app = i % 2 === 0 ? one : two;
      const response = await app.gql(
        REQUEST_RESET,
        { email: `x${i}@example.test` },
        { remoteAddress: client },
      );
      expect(response.errors).toBeUndefined();
    }
    for (const app of [one, two]) {
      expectError(
        await app.gql(REQUEST_RESET, { email: 'x@example.test' }, { remoteAddress: client }),
        'RATE_LIMITED',
        'tooManyAttempts',
      );
    }
  });
});
