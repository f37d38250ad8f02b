import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/staff-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { recordStaffAction, staffAuditEntries } from './index';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

describe('the staff audit log', () => {
  it('keeps who did what, when, before and after, newest first', async () => {
    const staff = await signedInStaff(t);
    const at = t.clock.now();
    await recordStaffAction(t.deps.db, {
      staffId: staff.userId,
      action: 'user.suspend',
      entityType: 'user',
      entityId: 'u-1',
      before: { isActive: true },
      after: { isActive: false },
      reason: 'spam',
      at,
    });
    await recordStaffAction(t.deps.db, {
      staffId: staff.userId,
      action: 'user.restore',
      entityType: 'user',
      entityId: 'u-1',
      before: { isActive: false },
      after: { isActive: true },
      at: new Date(at.getTime() + 1000),
    });
    const entries = await staffAuditEntries(t.deps.db, { limit: 10, entityType: 'user', entityId: 'u-1' });
    expect(entries.map((entry) => entry.action)).toEqual(['user.restore', 'user.suspend']);
    expect(entries[1]).toMatchObject({
      staffId: staff.userId,
      staffName: expect.stringContaining('Sam'),
      before: { isActive: true },
      after: { isActive: false },
      reason: 'spam',
    });
  });

  it('is never rewritten: updates and deletes are refused by the database', async () => {
    const staff = await signedInStaff(t);
    await recordStaffAction(t.deps.db, {
      staffId: staff.userId,
      action: 'payout.view',
      entityType: 'payout',
      entityId: 'p-1',
      before: null,
      after: null,
      at: t.clock.now(),
    });
    await expect(t.deps.db.execute(sql`update staff_audit_log set reason = 'x'`)).rejects.toThrow();
    await expect(t.deps.db.execute(sql`delete from staff_audit_log`)).rejects.toThrow();
    expect((await staffAuditEntries(t.deps.db, { limit: 50 })).length).toBeGreaterThanOrEqual(2);
  });

  it('makes staff accounts that sign in as STAF and are never offered at sign-up', async () => {
    const staff = await signedInStaff(t);
    const signIn = await t.gql<{ signIn: { user: { role: { code: string } } } }>(
      `mutation($email: String!) { signIn(email: $email, password: "password123") { user { role { code } } } }`,
      { email: staff.email },
    );
    expect(signIn.errors).toBeUndefined();
    expect(signIn.data?.signIn.user.role.code).toBe('STAF');
    const roles = await t.gql<{ listRoles: { code: string }[] }>(`{ listRoles { code } }`);
    expect(roles.data?.listRoles.map((role) => role.code)).not.toContain('STAF');
  });
});
