import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { hashSecret, newSecret } from '../../infra/crypto/tokens';
import { oneUseCodes, users, type OneUseCodeKind } from './account.tables';

/**
 * Issues a fresh code, replacing the user's unused codes of that kind (only the newest mail works). Inside the
 * caller's transaction the user's row is locked first, so two issues at once leave one live code.
 */
export async function issueCode(
  executor: Executor,
  userId: string,
  kind: OneUseCodeKind,
  ttlMs: number,
  now: Date,
): Promise<string> {
  const code = newSecret();
  await executor.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
  await executor
    .delete(oneUseCodes)
    .where(and(eq(oneUseCodes.userId, userId), eq(oneUseCodes.kind, kind), isNull(oneUseCodes.usedAt)));
  await executor.insert(oneUseCodes).values({
    userId,
    kind,
    codeHash: hashSecret(code),
    createdAt: now,
    expiresAt: new Date(now.getTime() + ttlMs),
  });
  return code;
}

function usable(kind: OneUseCodeKind, code: string, now: Date) {
  return and(
    eq(oneUseCodes.codeHash, hashSecret(code)),
    eq(oneUseCodes.kind, kind),
    isNull(oneUseCodes.usedAt),
    gt(oneUseCodes.expiresAt, now),
  );
}

/** Whether a code could be consumed now, without consuming it. */
export async function isCodeUsable(executor: Executor, kind: OneUseCodeKind, code: string, now: Date) {
  const [row] = await executor
    .select({ id: oneUseCodes.id })
    .from(oneUseCodes)
    .where(usable(kind, code, now))
    .limit(1);
  return row !== undefined;
}

/** Marks the code used in one statement, so two concurrent uses cannot both succeed. */
export async function consumeCode(
  executor: Executor,
  kind: OneUseCodeKind,
  code: string,
  now: Date,
): Promise<string | null> {
  const [row] = await executor
    .update(oneUseCodes)
    .set({ usedAt: now })
    .where(usable(kind, code, now))
    .returning({ userId: oneUseCodes.userId });
  return row?.userId ?? null;
}
