import { ConfigError, configFromEnv, type Config } from './config';
import { createSfu } from './infra/sfu/create-sfu';
import { openDatabase } from './db/open-database';
import { seedDemo } from './db/seed/seed';
import { seedResources } from './db/seed/seed-resources';
import { seedTutorFiles } from './db/seed/seed-tutor-files';
import { seedReference } from './modules/reference';
import type { Deps } from './deps';
import { tutorHours } from './modules/availability';
import { bookingSettlement } from './modules/settlement';
import { bookingClassroomOccasions } from './modules/booking';
import { classSessionClassroomOccasions } from './modules/classes';
import { studyRoomClassroomOccasions } from './modules/rooms';
import { shiftedClock, systemClock } from './infra/clock';
import { createPaymentProvider } from './infra/payments/create-payment-provider';
import { startMailDeliverer, type MailDeliverer } from './infra/mail/mail-deliverer';
import { smtpTransport } from './infra/mail/smtp-transport';
import { closeRateCounters, createRateCounters } from './infra/rate-limit/create-failure-counter';
import { createFileStorage } from './infra/storage/create-file-storage';
import { createRealtimeBus } from './infra/pubsub/create-pubsub';
import { createPresence } from './infra/pubsub/presence';
import { startSearchIndexer } from './modules/search';
import { startJobRunner } from './modules/jobs';
import { allJobHandlers } from './job-handlers';
import { createSessionWatch } from './modules/account';
import { buildServer } from './server';

const MAIL_POLL_MS = 5000;
const SEARCH_FLUSH_MS = 1000;
const JOBS_POLL_MS = 15_000;
// The journeys move the clock and expect the deadlines to follow within a second or two.
const JOBS_POLL_TEST_MS = 1000;

/** A refused environment ends the start with its message alone: the operator needs the variable, not a stack. */
function loadConfig(): Config {
  try {
    return configFromEnv(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
}

const config = loadConfig();
const database = await openDatabase(config);
await database.migrate();
// Reference lists belong in every database (seedDemo includes them); the demo marketplace only on a first start.
let seeded = false;
const storage = await createFileStorage(config);
if (config.seedDemo) {
  seeded = await seedDemo(database.db);
  // The demo tutors' avatars and introduction videos, generated into the configured storage.
  if (seeded) {
    await seedResources(database.db, storage);
    await seedTutorFiles(database.db, storage);
  }
} else await seedReference(database.db);

const realtime = createRealtimeBus(config.redisUrl);
await realtime.ready;
// The end-to-end journeys move time (a lesson takes place) through /_dev/clock.
const clock = config.env === 'test' ? shiftedClock() : systemClock;
const deps: Deps = {
  config,
  db: database.db,
  clock,
  ...createRateCounters(config.redisUrl),
  storage,
  paymentProvider: createPaymentProvider(config),
  bookingSettlement,
  tutorHours,
  classroomOccasions: {
    BOOKING: bookingClassroomOccasions,
    CLASS_SESSION: classSessionClassroomOccasions,
    STUDY_ROOM: studyRoomClassroomOccasions(clock),
  },
  sfu: createSfu(config),
  pubsub: realtime.pubsub,
  presence: createPresence(config.redisUrl),
  sessionWatch: createSessionWatch({
    db: database.db,
    pubsub: realtime.pubsub,
    clock,
    onSweepError: (error) => console.error('session sweep failed', error),
  }),
};
const app = await buildServer(deps);
app.log.info(`Database: ${database.driver}${seeded ? ' (seeded the demo marketplace)' : ''}`);

const deliverer: MailDeliverer | undefined = config.smtpUrl
  ? startMailDeliverer({
      db: database.db,
      transport: smtpTransport(config.smtpUrl),
      from: config.mailFrom,
      clock: systemClock,
      intervalMs: MAIL_POLL_MS,
      onError: (error) => app.log.error({ err: error }, 'mail delivery failed'),
    })
  : undefined;

// Mutations refresh search at once; this catches every other write (seeding, scripts, cascades).
const searchIndexer = startSearchIndexer(database.db, {
  intervalMs: SEARCH_FLUSH_MS,
  clock,
  onError: (error) => app.log.error({ err: error }, 'search flush failed'),
});

// Lesson deadlines and the other durable jobs: every process polls, each job runs once.
const jobRunner = startJobRunner(database.db, allJobHandlers(deps), {
  intervalMs: config.env === 'test' ? JOBS_POLL_TEST_MS : JOBS_POLL_MS,
  clock,
  onError: (error) => app.log.error({ err: error }, 'job failed'),
});

await app.listen({ port: config.port, host: config.host });

let stopping = false;
async function shutdown(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  app.log.info(`${signal}: shutting down`);
  try {
    await app.close();
    await deliverer?.stop();
    await searchIndexer.stop();
    await jobRunner.stop();
    await closeRateCounters(deps);
    await deps.presence.close();
    await deps.sessionWatch.close();
    await realtime.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'shutdown failed');
    process.exit(1);
  }
}
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));
