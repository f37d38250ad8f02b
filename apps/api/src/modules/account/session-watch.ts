import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import type { Clock } from '../../infra/clock';
import type { RealtimePubSub } from '../../infra/pubsub/create-pubsub';
import { sessions, users } from './account.tables';
import type { SessionWatch } from '../../ports/session-watch';

/** How often the sessions behind live streams are re-read, catching an ending whose announcement was lost. */
export const SESSION_SWEEP_MS = 30_000;

interface Followed {
  readonly expiresAt: number;
  users: number;
  done: boolean;
  readonly ended: Promise<void>;
  readonly end: () => void;
}

export interface SessionWatchOptions {
  readonly db: Database;
  readonly pubsub: RealtimePubSub;
  readonly clock: Clock;
  /** 0 turns the timer off (tests call sweep() themselves). */
  readonly sweepMs?: number;
  readonly onSweepError?: (error: unknown) => void;
}

const ANY = 'any';

export function createSessionWatch(options: SessionWatchOptions): SessionWatch {
  const followed = new Map<string, Followed>();

  function endSession(sessionId: string): void {
    const entry = followed.get(sessionId);
    if (!entry || entry.done) return;
    entry.done = true;
    entry.end();
  }

  const announcements = options.pubsub.subscribe('sessionEnded', ANY)[Symbol.asyncIterator]();
  const listening = (async () => {
    for (let next = await announcements.next(); !next.done; next = await announcements.next()) {
      for (const sessionId of next.value.sessionIds) endSession(sessionId);
    }
  })();

  async function sweep(): Promise<void> {
    const ids = [...followed.keys()];
    if (ids.length === 0) return;
    const alive = await options.db
      .select({ id: sessions.id })
      .from(sessions)
      .innerJoin(users, and(eq(users.id, sessions.userId), eq(users.isActive, true)))
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, options.clock.now()),
        ),
      );
    const aliveIds = new Set(alive.map((row) => row.id));
    for (const id of ids) if (!aliveIds.has(id)) endSession(id);
  }

  const sweepMs = options.sweepMs ?? SESSION_SWEEP_MS;
  const timer =
    sweepMs > 0
      ? setInterval(() => void sweep().catch((error: unknown) => options.onSweepError?.(error)), sweepMs)
      : undefined;
  timer?.unref();

  return {
    follow(viewer) {
      let entry = followed.get(viewer.sessionId);
      if (!entry) {
        let end = (): void => undefined;
        const ended = new Promise<void>((resolve) => (end = resolve));
        entry = { expiresAt: viewer.expiresAt.getTime(), users: 0, done: false, ended, end };
        followed.set(viewer.sessionId, entry);
      }
      entry.users += 1;
      const current = entry;
      let released = false;
      return {
        live: () => !current.done && options.clock.now().getTime() < current.expiresAt,
        ended: current.ended,
        release: () => {
          if (released) return;
          released = true;
          current.users -= 1;
          if (current.users === 0 && followed.get(viewer.sessionId) === current)
            followed.delete(viewer.sessionId);
        },
      };
    },
    announceEnded(sessionIds) {
      if (sessionIds.length > 0) options.pubsub.publish('sessionEnded', ANY, { sessionIds });
    },
    sweep,
    async close() {
      if (timer) clearInterval(timer);
      await announcements.return?.();
      await listening;
    },
  };
}
