import { RESET_TOKEN_TTL_MS, resetPasswordLink } from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import type { Deps } from '../../deps';
import { hashPassword, verifyPassword } from '../../infra/crypto/password';
import { sendMail } from '../../infra/mail/send-mail';
import { DomainError } from '../../kernel/domain-error';
import { users } from './account.tables';
import { findUserByEmail, findUserById, revokeAllSessions } from './account.queries';
import { mayResetPassword } from './account.policy';
import { resetPasswordMail } from './account.mails';
import { toAccountUser, type Session } from './account.shapes';
import { consumeCode, isCodeUsable, issueCode } from './one-use-codes';
import { beginLoginAttempt, clearAccountFailures } from './login-throttle';
import { admitAccountMailRequest, mayMailRecipient } from './account-mail-limit';
import { startSession } from './session.service';
import { type Viewer } from '../../kernel/viewer';

/** Mails a reset link to an active account; the caller answers the same whether or not it exists. */
export async function requestPasswordReset(deps: Deps, email: string, address: string): Promise<void> {
  await admitAccountMailRequest(deps, address);
  const found = await findUserByEmail(deps.db, email);
  if (!found || !mayResetPassword(found.user)) return;
  const { user } = found;
  const now = deps.clock.now();
  if (!(await mayMailRecipient(deps, user.email, now))) return;
  await deps.db.transaction(async (tx) => {
    const code = await issueCode(tx, user.id, 'reset', RESET_TOKEN_TTL_MS, now);
    const link = resetPasswordLink(deps.config.publicUrl, user.country, code);
    await sendMail(tx, resetPasswordMail(user, link, RESET_TOKEN_TTL_MS), now);
  });
}

const invalidResetCode = (): DomainError =>
  new DomainError('BAD_USER_INPUT', 'invalidResetCode', { resetCode: 'invalidResetCode' });

/** Sets a new password with a mailed code (single use, 60 minutes) and ends every session. */
export async function resetPassword(deps: Deps, resetCode: string, newPassword: string): Promise<void> {
  // A cheap look first, so a guessed code never costs an argon2 hash.
  if (!(await isCodeUsable(deps.db, 'reset', resetCode, deps.clock.now()))) throw invalidResetCode();
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const reset = await deps.db.transaction(async (tx) => {
    const userId = await consumeCode(tx, 'reset', resetCode, now);
    if (!userId) return null;
    // Opening the mailed link proves the address, so an unverified account becomes verified.
    const [user] = await tx
      .update(users)
      .set({ passwordHash, verified: true, dateModified: now })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    const ended = await revokeAllSessions(tx, userId, now);
    return user ? { email: user.email, ended } : null;
  });
  if (!reset) throw invalidResetCode();
  deps.sessionWatch.announceEnded(reset.ended);
  await clearAccountFailures(deps, reset.email);
}

/** Changes the password of the signed-in user: every session ends and a new one is returned. */
export async function updatePassword(
  deps: Deps,
  viewer: Viewer,
  oldPassword: string,
  newPassword: string,
  address: string,
): Promise<Session> {
  const found = await findUserById(deps.db, viewer.userId);
  if (!found) throw new DomainError('UNAUTHENTICATED', 'notLoggedIn');
  const { user, role } = found;
  // A stolen session must not become a way to guess the password: checks count as logins.
  const attempt = await beginLoginAttempt(deps, user.email, address);
  if (!(await verifyPassword(user.passwordHash, oldPassword))) {
    throw new DomainError('BAD_USER_INPUT', 'wrongOldPassword', { oldPassword: 'wrongOldPassword' });
  }
  await attempt.succeeded();
  const passwordHash = await hashPassword(newPassword);
  const now = deps.clock.now();
  const { token, ended } = await deps.db.transaction(async (tx) => {
    // Only over the password just checked: one reset or changed meanwhile makes the old one wrong.
    const [changed] = await tx
      .update(users)
      .set({ passwordHash, dateModified: now })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!changed)
      throw new DomainError('BAD_USER_INPUT', 'wrongOldPassword', { oldPassword: 'wrongOldPassword' });
    const revoked = await revokeAllSessions(tx, user.id, now);
    return { token: await startSession(tx, user.id, now), ended: revoked };
  });
  deps.sessionWatch.announceEnded(ended);
  return { token, user: toAccountUser(user, role) };
}
