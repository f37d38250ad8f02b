import type { Deps } from '../../deps';
import type { JobHandlers } from '../jobs';
import { CLASS_SESSION_END_JOB } from './class-job-kinds';
import { earnSession } from './class-money';
import { classIdOfSession, enrolledIn, lockClass, markSession, sessionsOf } from './classes.queries';

/*
 * A session's money goes to the tutor once it has ended (modules/jobs runs this once per session, on any API
 * process). Under the class row's lock (the lock every money step of a class takes first): a session
 * cancelled meanwhile, or already earned, is left alone.
 */
export function classJobHandlers(_deps: Deps): JobHandlers {
  return {
    [CLASS_SESSION_END_JOB]: async (tx, job, now) => {
      const classId = await classIdOfSession(tx, job.key);
      const row = classId ? await lockClass(tx, classId) : undefined;
      if (!row) return;
      const session = (await sessionsOf(tx, [row.id])).find((candidate) => candidate.id === job.key);
      if (!session || session.cancelledAt || session.earnedAt || now < session.endsAt) return;
      await earnSession(tx, row, session, await enrolledIn(tx, row.id));
      await markSession(tx, session.id, { earnedAt: now });
    },
  };
}
