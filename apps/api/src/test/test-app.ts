import type { FastifyInstance } from 'fastify';
import { createSfu } from '../infra/sfu/create-sfu';
import type { Sfu } from '../infra/sfu/sfu';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { configFromEnv, type Config } from '../config';
import type { Deps } from '../deps';
import { tutorHours } from '../modules/availability';
import { bookingSettlement } from '../modules/settlement';
import { bookingClassroomOccasions } from '../modules/booking';
import { classSessionClassroomOccasions } from '../modules/classes';
import { studyRoomClassroomOccasions } from '../modules/rooms';
import { manualClock, type ManualClock } from '../infra/clock';
import { createPaymentProvider } from '../infra/payments/create-payment-provider';
import type { PaymentProvider } from '../infra/payments/payment-provider';
import { closeRateCounters, createRateCounters } from '../infra/rate-limit/create-failure-counter';
import type { FileStorage } from '../infra/storage/file-storage';
import { createFileStorage } from '../infra/storage/create-file-storage';
import type { UploadLimits } from '../ports/upload-limits';
import type { OutboxEntry } from '../infra/mail/outbox.queries';
import { flushSearchIndex } from '../modules/search';
import { runDueJobs } from '../modules/jobs';
import { allJobHandlers } from '../job-handlers';
import { createRealtimeBus } from '../infra/pubsub/create-pubsub';
import { createPresence } from '../infra/pubsub/presence';
import { createSessionWatch } from '../modules/account/testing';
import { buildServer } from '../server';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface GraphQLResponse<Data = Record<string, unknown>> {
  readonly status: number;
  readonly data: Data | null | undefined;
  readonly errors: readonly GraphQLErrorBody[] | undefined;
}

export interface GraphQLErrorBody {
  readonly message: string;
  readonly path?: readonly (string | number)[];
  readonly extensions?: {
    readonly code?: string;
    readonly messageKey?: string;
    readonly fields?: Record<string, string>;
  };
}

export interface RequestOptions {
  readonly token?: string;
  readonly headers?: Record<string, string>;
  readonly remoteAddress?: string;
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly deps: Deps;
  readonly clock: ManualClock;
  readonly database: TestDatabase;
  gql<Data = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    options?: RequestOptions,
  ): Promise<GraphQLResponse<Data>>;
  mails(): Promise<OutboxEntry[]>;
  /** Rebuilds stale search documents (mutations do it themselves; rows written directly need this). */
  flushSearch(): Promise<number>;
  /** Runs the durable jobs due at the test clock's now; how many ran. */
  runJobs(): Promise<number>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Small upload limits, so oversize refusals need no 100 MiB file. */
  readonly uploadLimits?: UploadLimits;
  /** Another storage than local disk under the temporary DATA_DIR (e.g. S3 over a fake client). */
  readonly storage?: FileStorage;
  /** Another payment provider than the configured one (null: none, balance payment only). */
  readonly paymentProvider?: PaymentProvider | null;
  /** With REDIS_URL: the Redis key prefix of the rate counters; test apps given the same one share counts. */
  readonly counterPrefix?: string;
  /** Another SFU than the configured one (a recording fake; null: none). */
  readonly sfu?: Sfu | null;
}

/**
 * Secrets of an operator's own for NODE_ENV=production test apps, which refuse development values, and the
 * other settings production requires (the classroom's ICE servers; a database, which the test app brings
 * itself, so the configuration is told the embedded one is meant).
 */
export const PRODUCTION_TEST_SECRETS: Readonly<Record<string, string>> = {
  PAYMENT_ACCESS_KEY: 'ajar-production-test-access-key-0123456789',
  TOKEN_ENCRYPTION_KEY: 'ajar-production-test-token-key-0123456789',
  ICE_SERVERS: '[{"urls":"stun:127.0.0.1:3478"}]',
  SINGLE_MACHINE: 'true',
};

/**
 * The whole API over a fresh database, driven through HTTP with fastify's inject. Unless env sets DATA_DIR,
 * uploads go to a temporary directory removed on close.
 */
export async function startTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const database = await createTestDatabase();
  const temporaryDataDir = env['DATA_DIR'] ? undefined : mkdtempSync(path.join(tmpdir(), 'ajar-test-'));
  const config: Config = configFromEnv({
    NODE_ENV: 'test',
    PUBLIC_URL: 'http://ajar.test',
    WEB_DIST: '/nonexistent-web-dist',
    LOG_LEVEL: process.env['TEST_LOG_LEVEL'] === 'error' ? 'error' : 'silent',
    ...(env['NODE_ENV'] === 'production' ? PRODUCTION_TEST_SECRETS : {}),
    ...(temporaryDataDir ? { DATA_DIR: temporaryDataDir } : {}),
    ...env,
  });
  const clock = manualClock(new Date('2026-01-15T08:00:00.000Z'));
  // In memory unless a test asks for Redis (the cross-process test passes REDIS_URL in env).
  const realtime = createRealtimeBus(env['REDIS_URL']);
  await realtime.ready;
  const deps: Deps = {
    config,
    db: database.db,
    clock,
    // In memory, or in Redis under a prefix of this app's own (or one shared on purpose) when a test asks for Redis.
    ...createRateCounters(
      env['REDIS_URL'],
      options.counterPrefix ?? `ajar-test:${randomBytes(4).toString('hex')}:`,
    ),
    pubsub: realtime.pubsub,
    presence: createPresence(env['REDIS_URL']),
    // No timer: a test that needs a sweep calls deps.sessionWatch.sweep().
    sessionWatch: createSessionWatch({ db: database.db, pubsub: realtime.pubsub, clock, sweepMs: 0 }),
    storage: options.storage ?? (await createFileStorage(config)),
    paymentProvider:
      options.paymentProvider === undefined ? createPaymentProvider(config) : options.paymentProvider,
    bookingSettlement,
    tutorHours,
    classroomOccasions: {
      BOOKING: bookingClassroomOccasions,
      CLASS_SESSION: classSessionClassroomOccasions,
      STUDY_ROOM: studyRoomClassroomOccasions(clock),
    },
    sfu: options.sfu === undefined ? createSfu(config) : options.sfu,
    ...(options.uploadLimits ? { uploadLimits: options.uploadLimits } : {}),
  };
  const app = await buildServer(deps);
  await app.ready();

  return {
    app,
    deps,
    clock,
    database,
    gql: async (query, variables, options = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/graphql',
        headers: {
          'content-type': 'application/json',
          ...(options.token ? { 'auth-token': options.token } : {}),
          ...options.headers,
        },
        remoteAddress: options.remoteAddress ?? '127.0.0.1',
        payload: JSON.stringify({ query, variables }),
      });
      const body = response.json();
      return { status: response.statusCode, data: body.data, errors: body.errors };
    },
    mails: async () => (await app.inject({ method: 'GET', url: '/_dev/mail.json' })).json(),
    flushSearch: () => flushSearchIndex(database.db, { now: clock.now() }),
    runJobs: () => runDueJobs(database.db, allJobHandlers(deps), clock.now()),
    close: async () => {
      await app.close();
      await closeRateCounters(deps);
      await deps.presence.close();
      await deps.sessionWatch.close();
      await realtime.close();
      await database.dispose();
      if (temporaryDataDir) rmSync(temporaryDataDir, { recursive: true, force: true });
    },
  };
}
