import { ROLE_CODES, isCountryCode, parseTutorProfileSegment } from '@ajar/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { roles, users } from '../account';

/**
 * A tutor's public profile as a shared link previews it (the server writes it into the page's HTML): their
 * name, the start of their description and their photo; null for any other path or a closed account.
 */
export async function tutorShareMeta(
  executor: Executor,
  pathname: string,
): Promise<{ title: string; description: string; image: string | null; type: 'profile' } | null> {
  const [, country, segment, ...rest] = pathname.split('/');
  if (!isCountryCode(country) || !segment || rest.length > 0) return null;
  let ref;
  try {
    ref = parseTutorProfileSegment(decodeURIComponent(segment));
  } catch {
    return null;
  }
  if (!ref) return null;
  const [row] = await executor
    .select({
      firstName: users.firstName,
      lastName: users.lastName,
      description: users.description,
      avatarUrl: users.avatarUrl,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.token, ref.token), eq(users.isActive, true), eq(roles.code, ROLE_CODES.tutor)));
  if (!row) return null;
  const name = `${row.firstName} ${row.lastName}`.trim();
  const about = (row.description ?? '').replace(/\s+/g, ' ').trim();
  return {
    title: name,
    description: about ? Array.from(about).slice(0, 200).join('') : `${name}, tutor on Ajar`,
    image: row.avatarUrl,
    type: 'profile',
  };
}
