import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeStudent } from '../db/seed/factories';
import { SIGN_IN } from '../test/account-operations';
import { startTestApp, type TestApp } from '../test/test-app';
import { runStaffCreate, type StaffCreateIo } from './staff-create-command';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

function io(answer: string | null = null): StaffCreateIo & { lines: string[] } {
  const lines: string[] = [];
  return { lines, askPassword: () => Promise.resolve(answer), print: (line) => lines.push(line) };
}

const ROLE = 'query { getProfile { roleCode } }';

describe('npm run staff:create', () => {
  it('makes a staff account that signs in through the same login', async () => {
    const out = io();
    const result = await runStaffCreate(
      t.deps.db,
      ['--email', ' Ops.Lead@Ajar.test ', '--first', 'Nadia', '--last', 'Rahman', '--country', 'id'],
      { STAFF_PASSWORD: 'long enough secret' },
      out,
    );
    expect(result).toMatchObject({ ok: true, email: 'ops.lead@ajar.test' });
    expect(out.lines.join('\n')).toContain('ops.lead@ajar.test');
    const signedIn = await t.gql<{
      signIn: { token: string; user: { role: { code: string }; country: string } };
    }>(SIGN_IN, { email: 'ops.lead@ajar.test', password: 'long enough secret' });
    expect(signedIn.data?.signIn.user).toMatchObject({ role: { code: 'STAF' }, country: 'id' });
    const profile = await t.gql<{ getProfile: { roleCode: string } }>(
      ROLE,
      {},
      { token: signedIn.data!.signIn.token },
    );
    expect(profile.data?.getProfile.roleCode).toBe('STAF');
  });

  it('prefers --password, and asks when neither gives one', async () => {
    const given = await runStaffCreate(
      t.deps.db,
      ['--email', 'given@ajar.test', '--password', 'from-the-flag'],
      { STAFF_PASSWORD: 'from-the-env!' },
      io(),
    );
    expect(given.ok).toBe(true);
    expect(
      (await t.gql(SIGN_IN, { email: 'given@ajar.test', password: 'from-the-flag' })).errors,
    ).toBeUndefined();
    const asked = await runStaffCreate(t.deps.db, ['--email', 'asked@ajar.test'], {}, io('typed-at-prompt'));
    expect(asked.ok).toBe(true);
    const none = await runStaffCreate(t.deps.db, ['--email', 'none@ajar.test'], {}, io(null));
    expect(none).toMatchObject({ ok: false, problem: expect.stringContaining('STAFF_PASSWORD') });
  });

  it('refuses an email that already has an account, a short password and bad arguments', async () => {
    await makeStudent(t.deps.db, { email: 'customer@example.test' });
    const taken = await runStaffCreate(
      t.deps.db,
      ['--email', 'customer@example.test'],
      { STAFF_PASSWORD: 'password123' },
      io(),
    );
    expect(taken).toMatchObject({ ok: false, problem: expect.stringContaining('already has an account') });
    // The customer is still a customer.
    const customer = await t.gql<{ signIn: { user: { role: { code: string } } } }>(SIGN_IN, {
      email: 'customer@example.test',
      password: 'password123',
    });
    expect(customer.data?.signIn.user.role.code).toBe('STDN');

    const short = await runStaffCreate(
      t.deps.db,
      ['--email', 'short@ajar.test'],
      { STAFF_PASSWORD: 'short' },
      io(),
    );
    expect(short).toMatchObject({ ok: false, problem: expect.stringContaining('at least 8') });
    for (const argv of [
      [],
      ['--email', 'not-an-email'],
      ['--email', 'x@ajar.test', '--country', 'fr'],
      ['--nope'],
    ]) {
      const result = await runStaffCreate(t.deps.db, argv, { STAFF_PASSWORD: 'password123' }, io());
      expect(result.ok, argv.join(' ')).toBe(false);
    }
  });
});
