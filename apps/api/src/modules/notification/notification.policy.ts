import { PROFILE_VIEW_NOTIFY_WINDOW_MS } from '@ajar/domain';
import { z } from 'zod';

/** Pure rules of the notification services. */

/** A viewer's profile views notify the tutor at most once per window, so reloading does not flood the bell. */
export function profileViewNotifyDue(lastNotifiedAt: Date | null, now: Date): boolean {
  return lastNotifiedAt === null || now.getTime() - lastNotifiedAt.getTime() >= PROFILE_VIEW_NOTIFY_WINDOW_MS;
}

const pvid = z.guid();

/** Ids a client sends may be anything: only well-formed ones reach the database, where others' match nothing. */
export function wellFormedIds(ids: readonly string[]): string[] {
  return [...new Set(ids.filter((id) => pvid.safeParse(id).success))];
}
