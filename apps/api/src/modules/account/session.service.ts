import { communityAddress, ROLE_CODES, SESSION_TTL_MS } from '@ajar/domain';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { hashSecret, newSecret } from '../../infra/crypto/tokens';
import { verifyAgainstDummy, verifyPassword } from '../../infra/crypto/password';
import { DomainError } from '../../kernel/domain-error';
import type { Viewer } from '../../kernel/viewer';
import { communityTokens, roles, sessions, users } from './account.tables';
import { findCompanyOfUser, findUserByEmail, findUserById, type UserWithRole } from './account.queries';
import { signInRefusal } from './account.policy';
import { toAccountUser, toCompanyView, type SignInView } from './account.shapes';
import { beginLoginAttempt } from './login-throttle';

export interface Credentials {
  readonly email: string;
  readonly password: string;
}

/** A live session of an active user for this token, or null. */
export async function resolveViewer(deps: Deps, token: string): Promise<Viewer | null> {
  const [row] = await deps.db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      roleCode: roles.code,
      country: users.country,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(sessions.tokenHash, hashSecret(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, deps.clock.now()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * The holder of a live community token, for the community's fields only (the `communityMember` scope):
 * the token is the member's identity in the community, never a session of the rest of the API.
 */
export async function resolveCommunityViewer(deps: Deps, token: string): Promise<Viewer | null> {
  const [row] = await deps.db
    .select({
      sessionId: communityTokens.id,
      userId: users.id,
      roleCode: roles.code,
      country: users.country,
      expiresAt: communityTokens.expiresAt,
    })
    .from(communityTokens)
    .innerJoin(users, eq(users.id, communityTokens.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(
      and(
        eq(communityTokens.tokenHash, hashSecret(token)),
        isNull(communityTokens.revokedAt),
        gt(communityTokens.expiresAt, deps.clock.now()),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** Opens a web session and returns its bearer token (only its hash is stored). */
export async function startSession(executor: Executor, userId: string, now: Date): Promise<string> {
  const token = newSecret();
  await executor.insert(sessions).values({
    userId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

const invalidCredentials = (): DomainError => new DomainError('BAD_USER_INPUT', 'invalidCredentials');

/**
 * The one credential check of signIn and singInToCommunity: throttled, the same answer and about
 * the same time for an unknown email as for a wrong password, and only then account state.
 */
async function authenticate(deps: Deps, credentials: Credentials, address: string): Promise<UserWithRole> {
  const attempt = await beginLoginAttempt(deps, credentials.email, address);
  const found = await findUserByEmail(deps.db, credentials.email);
  const passwordOk = found
    ? await verifyPassword(found.user.passwordHash, credentials.password)
    : (await verifyAgainstDummy(credentials.password), false);
  if (!found || !passwordOk) throw invalidCredentials();
  await attempt.succeeded();
  const refusal = signInRefusal(found.user);
  if (refusal) throw new DomainError('FORBIDDEN', refusal);
  return found;
}

/** A community token: the member's identity for the community (see resolveCommunityViewer). */
async function issueCommunityToken(executor: Executor, userId: string, now: Date): Promise<string> {
  const token = newSecret();
  await executor.insert(communityTokens).values({
    userId,
    tokenHash: hashSecret(token),
    createdAt: now,
    expiresAt: new Date(now.getTime() + SESSION_TTL_MS),
  });
  return token;
}

/**
 * `community`: the login came from the community (its sign-in link), so the answer also carries a
 * community token and the web goes on to the community address (spec section 2, "After login").
 */
export async function signIn(
  deps: Deps,
  credentials: Credentials,
  address: string,
  options: { readonly community?: boolean } = {},
): Promise<SignInView> {
  const { user, role } = await authenticate(deps, credentials, address);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    // Only while the password checked is still the account's and it is still open: a reset, change or
    // suspension committed since the check refuses this sign-in, and one still running waits for this
    // commit and then ends the new session with the others.
    const [counted] = await tx
      .update(users)
      .set({ signInCount: sql`${users.signInCount} + 1`, lastSignInAt: now })
      .where(
        and(
          eq(users.id, user.id),
          eq(users.passwordHash, user.passwordHash),
          isNull(users.suspendedAt),
          eq(users.isActive, true),
        ),
      )
      .returning({ signInCount: users.signInCount });
    if (!counted) throw invalidCredentials();
    const token = await startSession(tx, user.id, now);
    const company = role.code === ROLE_CODES.company ? await findCompanyOfUser(tx, user.id) : undefined;
    const communityToken = options.community ? await issueCommunityToken(tx, user.id, now) : null;
    return {
      token,
      firstTime: counted?.signInCount === 1,
      communityToken,
      communityUrl: communityToken ? communityAddress(deps.config.communityUrl, user.country) : null,
      user: toAccountUser(user, role),
      company: company ? toCompanyView(company) : null,
    };
  });
}

export async function signInToCommunity(
  deps: Deps,
  credentials: Credentials,
  address: string,
): Promise<string> {
  const { user } = await authenticate(deps, credentials, address);
  return deps.db.transaction(async (tx) => {
    // As in signIn: the password checked must still be the account's, held until the token is written.
    const [still] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, user.id),
          eq(users.passwordHash, user.passwordHash),
          isNull(users.suspendedAt),
          eq(users.isActive, true),
        ),
      )
      .for('share');
    if (!still) throw invalidCredentials();
    return issueCommunityToken(tx, user.id, deps.clock.now());
  });
}

/** Revokes exactly the session the request was made with; its realtime streams end in every process. */
export async function signOut(deps: Deps, sessionToken: string): Promise<void> {
  const revoked = await deps.db
    .update(sessions)
    .set({ revokedAt: deps.clock.now() })
    .where(and(eq(sessions.tokenHash, hashSecret(sessionToken)), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id, userId: sessions.userId });
  // The web keeps the community token after logout (spec section 4): signing out ends it too.
  const userIds = [...new Set(revoked.map((session) => session.userId))];
  if (userIds.length > 0)
    await deps.db
      .update(communityTokens)
      .set({ revokedAt: deps.clock.now() })
      .where(and(inArray(communityTokens.userId, userIds), isNull(communityTokens.revokedAt)));
  deps.sessionWatch.announceEnded(revoked.map((session) => session.id));
}

/**
 * The session an activation opens: opening the mailed link proves the address, so the person is signed in
 * at once (a first sign-in). Null for an account that may not sign in (deactivated or suspended meanwhile).
 */
export async function signInOnActivation(
  executor: Executor,
  userId: string,
  now: Date,
): Promise<SignInView | null> {
  const [counted] = await executor
    .update(users)
    .set({ signInCount: sql`${users.signInCount} + 1`, lastSignInAt: now })
    .where(and(eq(users.id, userId), isNull(users.suspendedAt), eq(users.isActive, true)))
    .returning({ signInCount: users.signInCount });
  const found = counted ? await findUserById(executor, userId) : undefined;
  if (!counted || !found) return null;
  const token = await startSession(executor, userId, now);
  const company =
    found.role.code === ROLE_CODES.company ? await findCompanyOfUser(executor, userId) : undefined;
  return {
    token,
    firstTime: counted.signInCount === 1,
    communityToken: null,
    communityUrl: null,
    user: toAccountUser(found.user, found.role),
    company: company ? toCompanyView(company) : null,
  };
}
