// A bench-only API process: the production server (buildServer) over Deps built like apps/api/src/main.ts,
// on loopback, without the demo seed, mail delivery or the search indexer. Its trigger is the IPC channel
// of the bench parent (never an HTTP route): `broadcast` runs notifyMany for every recipient.
import type { AddressInfo } from 'node:net';
import { performance, type EventLoopUtilization } from 'node:perf_hooks';
import type pg from 'pg';
import { configFromEnv } from '../../apps/api/src/config';
import { openDatabase } from '../../apps/api/src/db/open-database';
import type { Deps } from '../../apps/api/src/deps';
import { tutorHours } from '../../apps/api/src/modules/availability';
import { bookingSettlement } from '../../apps/api/src/modules/settlement';
import { bookingClassroomOccasions } from '../../apps/api/src/modules/booking';
import { classSessionClassroomOccasions } from '../../apps/api/src/modules/classes';
import { systemClock } from '../../apps/api/src/infra/clock';
import type { HopReport } from '../../apps/api/src/infra/pubsub/batched-redis-event-target';
import { createRealtimeBus, type RealtimePubSub } from '../../apps/api/src/infra/pubsub/create-pubsub';
import { createPresence } from '../../apps/api/src/infra/pubsub/presence';
import { createSessionWatch } from '../../apps/api/src/modules/account';
import {
  closeRateCounters,
  createRateCounters,
} from '../../apps/api/src/infra/rate-limit/create-failure-counter';
import { createFileStorage } from '../../apps/api/src/infra/storage/create-file-storage';
import { notifyMany } from '../../apps/api/src/modules/notification';
import { seedReference } from '../../apps/api/src/modules/reference';
import { buildServer } from '../../apps/api/src/server';
import { ENTITY_PREFIX, type FromServer, type ServerTrace, type ToServer } from './ipc-messages';

const send = (message: FromServer): void => {
  process.send?.(message);
};

if (!process.send)
  throw new Error('bench-server.ts runs as a child of realtime.ts (it needs the IPC channel)');

const config = configFromEnv(process.env);
const database = await openDatabase(config);
await database.migrate();
await seedReference(database.db);

// Every query through the pool (node-postgres) is timed from the last mark on, so a broadcast's database
// load shows (delivering an event should cost none: sessions are followed by SessionWatch).
let markedAt = performance.now();
let markedLoop: EventLoopUtilization = performance.eventLoopUtilization();
let queryTimes: { started: number; ended: number }[] = [];
let poolWaitingMax = 0;
// Redis messages received since the mark: events in each and the hop from the sender's publish.
let hops: HopReport[] = [];
const pool = (database.db as unknown as { $client?: pg.Pool }).$client;
if (pool && typeof pool.query === 'function') {
  const query = pool.query.bind(pool) as (...args: unknown[]) => Promise<unknown>;
  const timed = (...args: unknown[]): Promise<unknown> => {
    const times = { started: performance.now(), ended: Number.NaN };
    queryTimes.push(times);
    poolWaitingMax = Math.max(poolWaitingMax, pool.waitingCount);
    const answer = query(...args);
    answer.then(
      () => (times.ended = performance.now()),
      () => (times.ended = performance.now()),
    );
    return answer;
  };
  pool.query = timed as unknown as pg.Pool['query'];
}

function mark(): void {
  markedAt = performance.now();
  markedLoop = performance.eventLoopUtilization();
  queryTimes = [];
  poolWaitingMax = 0;
  hops = [];
}

function trace(): ServerTrace {
  const durations = queryTimes.map((times) => times.ended - times.started).sort((a, b) => a - b);
  const lastEnded = Math.max(markedAt, ...queryTimes.map((times) => times.ended).filter(Number.isFinite));
  return {
    queries: queryTimes.length,
    lastQueryDoneMs: lastEnded - markedAt,
    queryMedianMs: durations[Math.floor((durations.length - 1) / 2)] ?? 0,
    poolWaitingMax,
    eventLoopUtilisation: performance.eventLoopUtilization(markedLoop).utilization,
    hops,
  };
}

const realtime = createRealtimeBus(config.redisUrl, { onHop: (report) => hops.push(report) });
await realtime.ready;
// The first publish of a broadcast splits notifyMany's time into the INSERT and the publishing.
let firstPublishAt: number | null = null;
const pubsub: RealtimePubSub = {
  ...realtime.pubsub,
  publish: (routingKey, ...args) => {
    firstPublishAt ??= performance.now();
    realtime.pubsub.publish(routingKey, ...args);
  },
};
const deps: Deps = {
  config,
  db: database.db,
  clock: systemClock,
  ...createRateCounters(config.redisUrl),
  storage: await createFileStorage(config),
  paymentProvider: null,
  sfu: null,
  bookingSettlement,
  tutorHours,
  classroomOccasions: { BOOKING: bookingClassroomOccasions, CLASS_SESSION: classSessionClassroomOccasions },
  pubsub,
  presence: createPresence(config.redisUrl),
  sessionWatch: createSessionWatch({ db: database.db, pubsub: realtime.pubsub, clock: systemClock }),
};
const app = await buildServer(deps);
await app.listen({ port: 0, host: '127.0.0.1' });

let recipients: readonly string[] = [];

async function broadcast(round: number): Promise<void> {
  const started = performance.now();
  firstPublishAt = null;
  await notifyMany(
    deps,
    recipients.map((userId) => ({
      userId,
      code: 'CHAT_MESSAGE',
      entityId: `${ENTITY_PREFIX}${round}`,
      remarks: 'Bench broadcast',
    })),
  );
  const ended = performance.now();
  const published = firstPublishAt ?? ended;
  send({ type: 'broadcasted', round, insertMs: published - started, publishMs: ended - published });
}

async function stop(): Promise<void> {
  await app.close();
  await closeRateCounters(deps);
  await deps.presence.close();
  await deps.sessionWatch.close();
  await realtime.close();
  await database.close();
  process.exit(0);
}

process.on('message', (message: ToServer) => {
  if (message.type === 'recipients') recipients = message.userIds;
  if (message.type === 'broadcast')
    broadcast(message.round).catch((error: Error) => send({ type: 'failed', message: error.message }));
  if (message.type === 'mark') mark();
  if (message.type === 'trace') send({ type: 'traced', round: message.round, ...trace() });
  if (message.type === 'stop') void stop();
});
// The parent gone (crashed or killed), nothing is left to measure for.
process.on('disconnect', () => void stop());

send({ type: 'listening', port: (app.server.address() as AddressInfo).port });
