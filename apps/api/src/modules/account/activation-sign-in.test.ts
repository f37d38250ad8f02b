import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PVIDS, codeOf, expectError, latestMailTo } from '../../test/account-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';

const REGISTER = `mutation($email: String!, $redirect: String, $rolePvid: ID!) {
  register(rolePvid: $rolePvid, email: $email, password: "password123", firstName: "Nadia", lastName: "Lim",
    country: "sg", redirect: $redirect) { success }
}`;
const ACTIVATE = `mutation($code: String!) {
  activateAccount(code: $code) { success message signIn { token firstTime user { email role { code } } } }
}`;

interface Activation {
  activateAccount: {
    success: boolean;
    signIn: { token: string; firstTime: boolean; user: { email: string; role: { code: string } } } | null;
  };
}

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '1000' });
});
afterAll(() => t.close());

let counter = 0;
async function registered(redirect: string | null, rolePvid: string = ROLE_PVIDS.STDN) {
  counter += 1;
  const email = `held${counter}@example.test`;
  expect((await t.gql(REGISTER, { email, redirect, rolePvid })).errors).toBeUndefined();
  return { email, link: new URL((await latestMailTo(t, email)).links[0] ?? '') };
}

describe('activation carries the person back, signed in', () => {
  it('puts the page they signed up from in the mailed link, and signs them in when they open it', async () => {
    const page = '/sg/AB12CD--3f1c--Wei-Ming--Tan?book=2030-01-02T06:00:00.000Z&level=l1&kind=trial';
    const { email, link } = await registered(page);
    expect(link.pathname).toBe('/sg/account/active');
    expect(link.searchParams.get('redirect')).toBe(page);

    const activated = await t.gql<Activation>(ACTIVATE, { code: codeOf(link.href) });
    expect(activated.data?.activateAccount).toMatchObject({
      success: true,
      signIn: { firstTime: true, user: { email, role: { code: 'STDN' } } },
    });
    const token = activated.data?.activateAccount.signIn?.token ?? '';
    const me = await t.gql<{ getProfile: { email: string } }>('{ getProfile { email } }', {}, { token });
    expect(me.data?.getProfile.email).toBe(email);
    // The code worked once.
    expectError(
      await t.gql(ACTIVATE, { code: codeOf(link.href) }),
      'BAD_USER_INPUT',
      'invalidActivationCode',
    );
  });

  it('keeps only pages of this site: another site, a protocol-relative or over-long address is dropped', async () => {
    for (const away of [
      'https://evil.example/phish',
      '//evil.example',
      '/\\evil.example',
      `/sg/${'x'.repeat(600)}`,
    ]) {
      const { link } = await registered(away);
      expect(link.searchParams.get('redirect'), away).toBeNull();
      expect(link.searchParams.get('code')).toBeTruthy();
    }
  });

  it('opens no session for an account deactivated before its link is opened', async () => {
    const { email, link } = await registered(null);
    await t.deps.db.execute(sql`update users set is_active = false where email = ${email}`);
    const activated = await t.gql<Activation>(ACTIVATE, { code: codeOf(link.href) });
    expect(activated.data?.activateAccount).toMatchObject({ success: true, signIn: null });
  });
});
