import { SESSION_TTL_MS } from '@ajar/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_PASSWORD, makeStudent } from '../../db/seed/factories';
import { DEACTIVATE, SIGN_OUT, UPDATE_PASSWORD } from '../../test/account-operations';
import { sessionFor } from '../../test/profile-helpers';
import { startTestApp, type TestApp } from '../../test/test-app';
import { openSocket, socketUrlOf } from '../../test/ws-client';
import { sessions } from './account.tables';
import type { FollowedSession } from '../../ports/session-watch';
import { resolveViewer } from './session.service';
import { type Viewer } from '../../kernel/viewer';

// With REDIS_URL set (the CI's second run), announcements go through Redis.
const redisUrl = process.env['REDIS_URL'];

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp(redisUrl ? { REDIS_URL: redisUrl } : {});
});
afterAll(() => t.close());

async function viewerOf(token: string): Promise<Viewer> {
  const viewer = await resolveViewer(t.deps, token);
  if (!viewer) throw new Error('no live session for the token');
  return viewer;
}

async function signedIn(): Promise<{ userId: string; token: string; viewer: Viewer }> {
  const user = await makeStudent(t.deps.db);
  const token = await sessionFor(t, user);
  return { userId: user.id, token, viewer: await viewerOf(token) };
}

const endedWithin = (session: FollowedSession, ms = 5000): Promise<boolean> =>
  Promise.race([
    session.ended.then(() => true),
    new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
  ]);

describe('SessionWatch', () => {
  it('ends exactly the signed-out session, at once, and keeps the same user’s other session', async () => {
    const first = await signedIn();
    const second = await viewerOf(await sessionFor(t, { id: first.userId }));
    const watchedFirst = t.deps.sessionWatch.follow(first.viewer);
    const watchedSecond = t.deps.sessionWatch.follow(second);
    expect(watchedFirst.live()).toBe(true);

    expect((await t.gql(SIGN_OUT, {}, { token: first.token })).errors).toBeUndefined();
    expect(await endedWithin(watchedFirst)).toBe(true);
    expect(watchedFirst.live()).toBe(false);
    expect(watchedSecond.live()).toBe(true);
    expect(await endedWithin(watchedSecond, 200)).toBe(false);
    watchedFirst.release();
    watchedSecond.release();
  });

  it('ends every old session on a password change, and not the new one it returns', async () => {
    const user = await makeStudent(t.deps.db);
    const token = await sessionFor(t, user);
    const old = t.deps.sessionWatch.follow(await viewerOf(token));
    const changed = await t.gql<{ updatePassword: { token: string } }>(
      UPDATE_PASSWORD,
      { oldPassword: DEFAULT_PASSWORD, newPassword1: 'new-password-2', newPassword2: 'new-password-2' },
      { token },
    );
    expect(changed.errors).toBeUndefined();
    const fresh = t.deps.sessionWatch.follow(await viewerOf(changed.data?.updatePassword.token ?? ''));
    expect(await endedWithin(old)).toBe(true);
    expect(await endedWithin(fresh, 200)).toBe(false);
    expect(fresh.live()).toBe(true);
    old.release();
    fresh.release();
  });

  it('ends every session of a deactivated account', async () => {
    const first = await signedIn();
    const second = await viewerOf(await sessionFor(t, { id: first.userId }));
    const watched = [t.deps.sessionWatch.follow(first.viewer), t.deps.sessionWatch.follow(second)];
    expect(
      (await t.gql(DEACTIVATE, { reason: 'Moving abroad' }, { token: first.token })).errors,
    ).toBeUndefined();
    expect(await Promise.all(watched.map((session) => endedWithin(session)))).toEqual([true, true]);
    for (const session of watched) session.release();
  });

  it('counts a session as gone once the clock passes its expiry, with no announcement', async () => {
    const { viewer } = await signedIn();
    const watched = t.deps.sessionWatch.follow(viewer);
    t.clock.advance(SESSION_TTL_MS - 1000);
    expect(watched.live()).toBe(true);
    t.clock.advance(1000);
    expect(watched.live()).toBe(false);
    t.clock.advance(-SESSION_TTL_MS);
    watched.release();
  });

  it('finds by a sweep a session revoked behind its back, in one query for all followed sessions', async () => {
    const kept = await signedIn();
    const revoked = await signedIn();
    const watchedKept = t.deps.sessionWatch.follow(kept.viewer);
    const watchedRevoked = t.deps.sessionWatch.follow(revoked.viewer);
    await t.deps.db
      .update(sessions)
      .set({ revokedAt: t.clock.now() })
      .where(eq(sessions.id, revoked.viewer.sessionId));
    expect(watchedRevoked.live()).toBe(true);
    await t.deps.sessionWatch.sweep();
    expect(await endedWithin(watchedRevoked)).toBe(true);
    expect(watchedKept.live()).toBe(true);
    watchedKept.release();
    watchedRevoked.release();
  });

  it('follows a session while any of its streams lives', async () => {
    const { token, viewer } = await signedIn();
    const one = t.deps.sessionWatch.follow(viewer);
    const other = t.deps.sessionWatch.follow(viewer);
    one.release();
    one.release();
    expect((await t.gql(SIGN_OUT, {}, { token })).errors).toBeUndefined();
    expect(await endedWithin(other)).toBe(true);
    other.release();
  });

  it('closes a live subscription as soon as the account is deactivated, with no event needed', async () => {
    const { token } = await signedIn();
    const socket = openSocket(await socketUrlOf(t.app), token);
    try {
      const subscription = socket.subscribe('subscription { unreadCountChanged { total } }');
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect((await t.gql(DEACTIVATE, { reason: 'Done' }, { token })).errors).toBeUndefined();
      expect(await subscription.ended).toEqual({ completed: true });
    } finally {
      await socket.close();
    }
  });
});
