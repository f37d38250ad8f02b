import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { DomainError } from '../../kernel/domain-error';
import { isPvid } from '../../kernel/ids';
import { resources } from '../resource';

/** The public path of a cover the person uploaded (uploadArticleCover); refused when it is not theirs. */
export async function coverPathOf(
  executor: Executor,
  ownerId: string,
  coverPvid: string | null | undefined,
): Promise<string | null> {
  if (!coverPvid) return null;
  const refuse = () =>
    new DomainError('BAD_USER_INPUT', 'articleCoverInvalid', { coverPvid: 'articleCoverInvalid' });
  if (!isPvid(coverPvid)) throw refuse();
  const [cover] = await executor
    .select({ path: resources.path })
    .from(resources)
    .where(
      and(
        eq(resources.id, coverPvid),
        eq(resources.ownerUserId, ownerId),
        eq(resources.kind, 'ARTICLE_COVER'),
      ),
    );
  if (!cover) throw refuse();
  return cover.path;
}
