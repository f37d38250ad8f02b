import type { MessageKey } from '@ajar/domain';
import type { Executor } from '../../db/client';
import type { Deps } from '../../deps';
import { DomainError, forbidden } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import type { Viewer } from '../../kernel/viewer';
import type { ProfileView } from '../account';
import { mayEditTutorSections } from './profile.policy';
import { ownedIds, touchProfile } from './profile.queries';
import { ownProfile } from './profile.service';

/**
 * The profile's sections: every write is one transaction that checks everything (references in
 * the viewer's market, ownership of every pvid) before it changes anything, and returns the new
 * profile. Inputs arrive already parsed by the domain schemas (spec messages, price minimums).
 */

export const badInputAt = (messageKey: MessageKey, field: string): DomainError =>
  new DomainError('BAD_USER_INPUT', messageKey, { [field]: messageKey });

export function requireTutor(viewer: Viewer): void {
  if (!mayEditTutorSections(viewer)) throw forbidden();
}

/** Runs a profile write: one transaction, the profile marked modified, the new profile returned. */
export function writeProfile(
  deps: Deps,
  viewer: Viewer,
  write: (tx: Executor) => Promise<void>,
): Promise<ProfileView> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await write(tx);
    await touchProfile(tx, viewer.userId, now);
    return ownProfile(tx, viewer);
  });
}

/** Refuses (FORBIDDEN) unless every pvid names a row of `table` that the viewer owns. */
export async function requireOwned(
  tx: Executor,
  table: Parameters<typeof ownedIds>[1],
  viewer: Viewer,
  ids: readonly string[],
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.some((id) => !isPvid(id))) throw forbidden();
  const owned = await ownedIds(tx, table, viewer.userId, wanted);
  if (owned.size !== wanted.length) throw forbidden();
}

/** Later entries for the same key replace earlier ones; the first position is kept. */
export function lastWins<Item>(items: readonly Item[], keyOf: (item: Item) => string): Item[] {
  const byKey = new Map<string, Item>();
  for (const item of items) byKey.set(keyOf(item), item);
  return [...byKey.values()];
}
/** inArray needs a non-empty list; an impossible id keeps the query valid and matching nothing. */
export function nonEmpty(ids: readonly string[]): string[] {
  const valid = ids.filter(isPvid);
  return valid.length > 0 ? valid : ['00000000-0000-0000-0000-000000000000'];
}

export async function idsIn(query: Promise<{ id: string }[]>): Promise<Set<string>> {
  return new Set((await query).map((row) => row.id));
}
