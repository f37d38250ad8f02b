import { and, eq, sql } from 'drizzle-orm';
import type { Database, Executor, Transaction } from '../../db/client';
import type { Clock } from '../../infra/clock';
import { rowsOf } from '../../infra/search/search-text';
import { jobs } from './jobs.tables';

/** A due job as its handler sees it. */
export interface DueJob {
  readonly key: string;
  readonly payload: Record<string, unknown>;
}

/**
 * Runs one job inside the transaction that marks it done. What must wait for the commit (notifications,
 * realtime events) is returned and run after it.
 */
export type JobHandler = (tx: Transaction, job: DueJob, now: Date) => Promise<(() => Promise<void>) | void>;
export type JobHandlers = Readonly<Record<string, JobHandler>>;

/** A failed job is retried after this long, times its attempts (at most an hour apart). */
const RETRY_BASE_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;

/**
 * Schedules a job, or moves the time of the job of this kind and key (a rescheduled lesson moves its
 * deadline); a job already done runs again only when enqueued again.
 */
export async function enqueueJob(
  executor: Executor,
  job: {
    readonly kind: string;
    readonly key: string;
    readonly runAt: Date;
    readonly payload?: Record<string, unknown>;
  },
): Promise<void> {
  await executor
    .insert(jobs)
    .values({ kind: job.kind, key: job.key, runAt: job.runAt, payload: job.payload ?? {} })
    .onConflictDoUpdate({
      target: [jobs.kind, jobs.key],
      set: { runAt: job.runAt, payload: job.payload ?? {}, doneAt: null, attempts: 0, lastError: null },
    });
}

/** Forgets a job not yet run (its reason went away). */
export async function cancelJob(executor: Executor, kind: string, key: string): Promise<void> {
  await executor
    .update(jobs)
    .set({ doneAt: sql`now()` })
    .where(and(eq(jobs.kind, kind), eq(jobs.key, key), sql`${jobs.doneAt} is null`));
}

interface Claimed {
  readonly id: string;
  readonly kind: string;
  readonly key: string;
  readonly payload: Record<string, unknown>;
  readonly attempts: number;
  /** As the driver gives it back (a Date, or its text). */
  readonly runAt: Date | string;
}

/**
 * Runs the jobs due at `now`, one transaction each: claim (FOR UPDATE SKIP LOCKED, so another process skips
 * it), run, mark done, commit. Exactly once: a job's effects and its done mark commit together, and a job
 * another runner holds is never seen twice. Returns how many ran.
 */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  now: Date,
  options: { readonly limit?: number; readonly onError?: (error: unknown, kind: string) => void } = {},
): Promise<number> {
  const kinds = Object.keys(handlers);
  if (kinds.length === 0) return 0;
  const limit = options.limit ?? 200;
  let ran = 0;
  const skipped: string[] = [];
  while (ran + skipped.length < limit) {
    let claimed: Claimed | undefined;
    try {
      const afterCommit = await db.transaction(async (tx) => {
        [claimed] = rowsOf<Claimed>(
          await tx.execute(sql`
            select id, kind, key, payload, attempts, run_at as "runAt" from jobs
            where done_at is null and run_at <= ${now} and kind in ${kinds}
              ${skipped.length > 0 ? sql`and id not in ${skipped}` : sql``}
            order by run_at limit 1 for update skip locked`),
        );
        if (!claimed) return null;
        const after = await handlers[claimed.kind]!(tx, { key: claimed.key, payload: claimed.payload }, now);
        await tx
          .update(jobs)
          .set({ doneAt: now, attempts: claimed.attempts + 1 })
          .where(eq(jobs.id, claimed.id));
        return after ?? (async () => undefined);
      });
      if (!afterCommit) return ran;
      ran += 1;
      await afterCommit().catch((error: unknown) => options.onError?.(error, claimed?.kind ?? ''));
    } catch (error) {
      if (!claimed) throw error;
      options.onError?.(error, claimed.kind);
      skipped.push(claimed.id);
      await retryLater(db, claimed, now, error);
    }
  }
  return ran;
}

async function retryLater(db: Database, job: Claimed, now: Date, error: unknown): Promise<void> {
  const wait = Math.min(RETRY_MAX_MS, RETRY_BASE_MS * (job.attempts + 1));
  await db
    .update(jobs)
    .set({
      attempts: job.attempts + 1,
      lastError: error instanceof Error ? error.message.slice(0, 500) : String(error).slice(0, 500),
      runAt: new Date(now.getTime() + wait),
    })
    // Only the run that failed: a job enqueued again meanwhile (new time, attempts reset) keeps its new time.
    .where(
      and(
        eq(jobs.id, job.id),
        sql`${jobs.doneAt} is null`,
        eq(jobs.attempts, job.attempts),
        eq(jobs.runAt, new Date(job.runAt)),
      ),
    );
}

export interface JobRunner {
  stop(): Promise<void>;
}

/** Polls for due jobs in the running server; a slow round is never stacked upon. */
export function startJobRunner(
  db: Database,
  handlers: JobHandlers,
  options: { readonly intervalMs: number; readonly clock: Clock; readonly onError: (error: unknown) => void },
): JobRunner {
  let running: Promise<unknown> | null = null;
  let stopped = false;
  const timer = setInterval(() => {
    if (stopped || running) return;
    running = runDueJobs(db, handlers, options.clock.now(), { onError: options.onError })
      .catch(options.onError)
      .finally(() => {
        running = null;
      });
  }, options.intervalMs);
  timer.unref();
  return {
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
