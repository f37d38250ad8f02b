import { and, eq, inArray } from 'drizzle-orm';
import type { Deps } from '../../deps';
import type { Viewer } from '../../kernel/viewer';
import type { ProfileView } from '../account';
import { otherPlatforms } from '../reference';
import { badInputAt, idsIn, lastWins, nonEmpty, requireOwned, writeProfile } from './profile-section-writes';
import { profileOtherPlatforms, skills } from './profile.tables';

/** updateSkill: adds the names the viewer does not have yet (case-insensitive). */
export async function addSkills(deps: Deps, viewer: Viewer, names: readonly string[]): Promise<ProfileView> {
  return writeProfile(deps, viewer, async (tx) => {
    const unique = lastWins(names, (name) => name.toLowerCase());
    if (unique.length === 0) return;
    await tx
      .insert(skills)
      .values(unique.map((name) => ({ userId: viewer.userId, name })))
      .onConflictDoNothing();
  });
}

export interface OtherPlatformChange {
  readonly pvid?: string | null | undefined;
  readonly otherPlatformPvid: string;
  readonly link: string;
}

/** updateOtherPlatform: links to a tutor's pages elsewhere; with a pvid updated, else added. */
export async function updateOtherPlatforms(
  deps: Deps,
  viewer: Viewer,
  list: readonly OtherPlatformChange[],
): Promise<ProfileView> {
  return writeProfile(deps, viewer, async (tx) => {
    const known = await idsIn(
      tx
        .select({ id: otherPlatforms.id })
        .from(otherPlatforms)
        .where(inArray(otherPlatforms.id, nonEmpty(list.map((item) => item.otherPlatformPvid)))),
    );
    list.forEach((item, i) => {
      if (!known.has(item.otherPlatformPvid)) throw badInputAt('required', `list.${i}.otherPlatformPvid`);
    });
    await requireOwned(
      tx,
      profileOtherPlatforms,
      viewer,
      list.flatMap((item) => (item.pvid ? [item.pvid] : [])),
    );
    for (const item of list) {
      const values = { otherPlatformId: item.otherPlatformPvid, link: item.link };
      if (item.pvid) {
        await tx
          .update(profileOtherPlatforms)
          .set(values)
          .where(
            and(eq(profileOtherPlatforms.id, item.pvid), eq(profileOtherPlatforms.userId, viewer.userId)),
          );
      } else {
        await tx.insert(profileOtherPlatforms).values({ userId: viewer.userId, ...values });
      }
    }
  });
}
