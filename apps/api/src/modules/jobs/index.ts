// The public face of the jobs area: durable, exactly-once jobs on the database (PGlite and PostgreSQL).
export { cancelJob, enqueueJob, runDueJobs, startJobRunner } from './jobs.service';
export type { DueJob, JobHandler, JobHandlers, JobRunner } from './jobs.service';
