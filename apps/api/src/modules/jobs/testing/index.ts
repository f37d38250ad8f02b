/**
 * The jobs area's testing face: tests only (rule testing-face-only-for-tests).
 */
import { isNull } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { jobs } from '../jobs.tables';

export { jobs } from '../jobs.tables';

/** Forgets every job not run yet: a test that plays many worlds in one database starts each with none due. */
export async function forgetPendingJobs(executor: Executor): Promise<void> {
  await executor
    .update(jobs)
    .set({ doneAt: new Date(0) })
    .where(isNull(jobs.doneAt));
}
