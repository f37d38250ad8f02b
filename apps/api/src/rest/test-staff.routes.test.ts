import { afterEach, describe, expect, it } from 'vitest';
import { signInToken } from '../test/account-helpers';
import { startTestApp, type TestApp } from '../test/test-app';

const staff = {
  email: 'e2e-staff@ajar.test',
  password: 'password123',
  firstName: 'Sam',
  lastName: 'Staff',
  country: 'sg',
};

describe('the end-to-end staff route', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });

  it('makes a staff account that signs in through the normal login, once per email', async () => {
    t = await startTestApp();
    const made = await t.app.inject({ method: 'POST', url: '/_dev/staff', payload: staff });
    expect(made.statusCode).toBe(201);
    expect(made.json()).toMatchObject({ userId: expect.any(String) });
    const token = await signInToken(t, staff.email);
    const me = await t.gql<{ getProfile: { roleCode: string } }>(
      '{ getProfile { roleCode } }',
      {},
      { token },
    );
    expect(me.data?.getProfile.roleCode).toBe('STAF');
    const again = await t.app.inject({ method: 'POST', url: '/_dev/staff', payload: staff });
    expect(again.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: '/_dev/staff',
      payload: { ...staff, country: 'xx' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('does not exist outside NODE_ENV=test', async () => {
    for (const env of ['development', 'production']) {
      t = await startTestApp({ NODE_ENV: env });
      const answer = await t.app.inject({ method: 'POST', url: '/_dev/staff', payload: staff });
      expect(answer.statusCode).toBe(404);
      await t.close();
      t = undefined;
    }
  });
});
