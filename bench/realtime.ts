// Realtime benchmark: BENCH_REALTIME_CLIENTS graphql-ws clients (each its own user and session) subscribed to
// notificationAdded, and broadcasts of notifyMany to all of them. Scenario A: one API process, in-memory
// pub/sub. Scenario B: two API processes on Redis and one database, the clients on S2, the trigger
// alternating between S1 (crosses processes through Redis) and S2 (B': same process, which hands its own
// events to its streams at once). Prints the delivery latency and the added p95 of crossing processes
// (B − B', paired over the interleaved rounds, with a bootstrap interval) next to their targets.
// Run with `npm run bench:realtime -w bench`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openClientPool, nowMs, type ClientPool } from './realtime/client-pool';
import {
  pairedP95Difference,
  summarise,
  summariseHops,
  type RoundRecord,
  type ScenarioFigures,
} from './realtime/figures';
import { prepareUsers, recreateDatabase, type BenchUser } from './realtime/prepare-database';
import { startBenchServer, type BenchServer } from './realtime/server-process';
import { BENCH_PRODUCTION_SECRETS } from './lib/production-secrets';

const env = process.env;
const CLIENTS = Number(env.BENCH_REALTIME_CLIENTS ?? 2000);
const ROUNDS = Number(env.BENCH_REALTIME_ROUNDS ?? 30);
const WARMUP_ROUNDS = Number(env.BENCH_REALTIME_WARMUP_ROUNDS ?? 3);
const PAUSE_MS = Number(env.BENCH_REALTIME_PAUSE_MS ?? 500);
const ROUND_TIMEOUT_MS = Number(env.BENCH_REALTIME_ROUND_TIMEOUT_MS ?? 15_000);
const CONNECT_BATCH = Number(env.BENCH_REALTIME_CONNECT_BATCH ?? 100);
const DATABASE_URL =
  env.BENCH_REALTIME_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ajar_bench_realtime';
const REDIS_URL = env.BENCH_REALTIME_REDIS_URL ?? env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const SCENARIOS = (env.BENCH_REALTIME_SCENARIOS ?? 'one,cross').split(',').map((name) => name.trim());

const TARGETS = { onProcessP95Ms: 250, crossAddedP95Ms: 5 };

/** Attempts at a warm-up broadcast every client gets (through Redis, SUBSCRIBE lands a moment later). */
const WARMUP_ATTEMPTS = 20;
const WARMUP_WAIT_MS = 5000;

let nextRound = 1;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The clients and the API process they are connected to. */
interface Audience {
  readonly pool: ClientPool;
  readonly server: BenchServer;
  /** A process with no clients on the same Redis: its receipt times the bare hop (nothing else to do). */
  readonly observer?: BenchServer;
}

/** One broadcast from `trigger` to every client; the trigger's send time is the latency origin. */
async function broadcastOnce(audience: Audience, trigger: BenchServer, waitMs: number): Promise<RoundRecord> {
  const { pool } = audience;
  const round = nextRound++;
  const receipts = pool.expect(round);
  audience.server.mark(round);
  audience.observer?.mark(round);
  const sentAt = nowMs();
  const server = await trigger.broadcast(round);
  await pool.waitFor(round, waitMs);
  const trace = await audience.server.trace(round);
  const observerTrace = await audience.observer?.trace(round);
  return {
    sentAt,
    trace,
    observerTrace,
    receivedAt: receipts.receivedAt,
    // Read after the pause that follows, so late duplicates count too.
    get duplicates() {
      return receipts.duplicates;
    },
    server,
  };
}

/** Until one broadcast reaches every client (each is subscribed), then a few more to warm the code paths. */
async function warmUp(audience: Audience, triggers: readonly BenchServer[]): Promise<void> {
  for (let attempt = 1; ; attempt += 1) {
    const record = await broadcastOnce(audience, triggers[0] as BenchServer, WARMUP_WAIT_MS);
    const missing = record.receivedAt.filter(Number.isNaN).length;
    if (missing === 0) break;
    if (attempt >= WARMUP_ATTEMPTS)
      throw new Error(`${missing} of ${audience.pool.size} clients never got a warm-up broadcast`);
    console.log(`  warm-up ${attempt}: ${missing} clients not listening yet, again`);
  }
  for (let n = 0; n < WARMUP_ROUNDS * triggers.length; n += 1) {
    await broadcastOnce(audience, triggers[n % triggers.length] as BenchServer, ROUND_TIMEOUT_MS);
    await sleep(PAUSE_MS);
  }
}

/** ROUNDS broadcasts per trigger, the triggers taking turns (so both see the same conditions). */
async function measure(audience: Audience, triggers: readonly BenchServer[]): Promise<RoundRecord[][]> {
  const records: RoundRecord[][] = triggers.map(() => []);
  for (let n = 0; n < ROUNDS * triggers.length; n += 1) {
    const which = n % triggers.length;
    records[which]?.push(await broadcastOnce(audience, triggers[which] as BenchServer, ROUND_TIMEOUT_MS));
    await sleep(PAUSE_MS);
  }
  return records;
}

async function withClients<T>(
  server: BenchServer,
  people: readonly BenchUser[],
  run: (audience: Audience) => Promise<T>,
  observer?: BenchServer,
): Promise<T> {
  const started = Date.now();
  const pool = await openClientPool(server.socketUrl, people, CONNECT_BATCH);
  console.log(
    `  ${pool.size} clients connected to ${server.name} in ${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
  try {
    const result = await run({ pool, server, ...(observer ? { observer } : {}) });
    const problems = pool.problems();
    if (problems.errors + problems.ended + problems.strays > 0)
      throw new Error(`client problems: ${JSON.stringify(problems)}`);
    return result;
  } finally {
    await pool.close();
  }
}

function serverEnv(dataDir: string, redis: boolean): Record<string, string | undefined> {
  return {
    ...BENCH_PRODUCTION_SECRETS,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL,
    DATA_DIR: dataDir,
    REDIS_URL: redis ? REDIS_URL : undefined,
    COUNT_SQL_STATEMENTS: undefined,
  };
}

async function scenarioOneProcess(people: readonly BenchUser[], dataDir: string): Promise<ScenarioFigures> {
  console.log('\n[A] one process, in-memory pub/sub');
  const s1 = await startBenchServer('S1', serverEnv(dataDir, false));
  try {
    s1.setRecipients(people.map((person) => person.userId));
    return await withClients(s1, people, async (audience) => {
      await warmUp(audience, [s1]);
      const [records] = await measure(audience, [s1]);
      return summarise(records ?? []);
    });
  } finally {
    await s1.stop();
  }
}

async function scenarioCrossProcess(
  people: readonly BenchUser[],
  dataDir: string,
): Promise<{ crossRecords: RoundRecord[]; sameRecords: RoundRecord[] }> {
  console.log(
    `\n[B] two processes on Redis (${REDIS_URL}); clients on S2, trigger alternating S1 (B) and S2 (B')`,
  );
  // One after the other: both migrate and seed the reference lists at start.
  const s1 = await startBenchServer('S1', serverEnv(dataDir, true));
  let s2: BenchServer | undefined;
  try {
    s2 = await startBenchServer('S2', serverEnv(dataDir, true));
    const both = [s1, s2];
    for (const server of both) server.setRecipients(people.map((person) => person.userId));
    const [cross, same] = await withClients(
      s2,
      people,
      async (audience) => {
        await warmUp(audience, both);
        return measure(audience, both);
      },
      s1,
    );
    return { crossRecords: cross ?? [], sameRecords: same ?? [] };
  } finally {
    await s2?.stop();
    await s1.stop();
  }
}

/** Every client socket is a descriptor here and on the server; Node lifts the soft limit to the hard one. */
function checkDescriptorLimit(): void {
  const line = readFileSync('/proc/self/limits', 'utf8')
    .split('\n')
    .find((row) => row.startsWith('Max open files'));
  const soft = Number(line?.split(/\s{2,}/)[1]);
  if (Number.isFinite(soft) && soft < CLIENTS + 200)
    throw new Error(
      `open-file limit ${soft} < ${CLIENTS} clients + 200: raise the hard limit (ulimit -Hn) or lower BENCH_REALTIME_CLIENTS`,
    );
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

/** figure, value, target, PASS/FAIL (null: reported without a target). */
type Row = readonly [figure: string, value: string, target: string, ok: boolean | null];

function printTable(rows: readonly Row[]): void {
  const header: Row = ['figure', 'value', 'target', null];
  const width = (pick: (row: Row) => string) => Math.max(...[header, ...rows].map((row) => pick(row).length));
  const widths = [width((row) => row[0]), width((row) => row[1]), width((row) => row[2])];
  const line = (row: Row, result: string) =>
    `${row[0].padEnd(widths[0] ?? 0)}  ${row[1].padEnd(widths[1] ?? 0)}  ${row[2].padEnd(widths[2] ?? 0)}  ${result}`;
  console.log(`\n${line(header, 'result')}`);
  console.log('-'.repeat(widths.reduce((sum, w) => sum + w + 2, 0) + 6));
  for (const row of rows) console.log(line(row, row[3] === null ? '' : row[3] ? 'PASS' : 'FAIL'));
}

function scenarioRows(label: string, f: ScenarioFigures, p95Target?: number): Row[] {
  return [
    [
      `${label} p95 delivery latency`,
      ms(f.p95),
      p95Target === undefined ? '' : `≤ ${p95Target} ms`,
      p95Target === undefined ? null : f.p95 <= p95Target,
    ],
    [`${label} p50 / p99 / max`, `${ms(f.p50)} / ${ms(f.p99)} / ${ms(f.max)}`, '', null],
    [
      `${label} missing / duplicate deliveries`,
      `${f.missing} / ${f.duplicates}`,
      '0 / 0',
      f.missing + f.duplicates === 0,
    ],
    [
      `${label} broadcast first→last delivery (median / max)`,
      `${ms(f.spreadMedian)} / ${ms(f.spreadMax)}`,
      '',
      null,
    ],
    [`${label} trigger→last delivery (median)`, ms(f.lastMedian), '', null],
    [
      `${label} notifyMany INSERT / publish (median)`,
      `${ms(f.insertMedian)} / ${ms(f.publishMedian)}`,
      '',
      null,
    ],
    [
      `${label} clients' server: DB queries / last answered (median)`,
      `${f.queriesMedian} / ${ms(f.lastQueryDoneMedian)} after the trigger`,
      '',
      null,
    ],
    [
      `${label} clients' server: query time / most waiting for the pool`,
      `${ms(f.queryMedianMs)} / ${f.poolWaitingMedian}`,
      '',
      null,
    ],
    [
      `${label} clients' server: event loop busy (median)`,
      `${(f.eventLoopMedian * 100).toFixed(0)}%`,
      '',
      null,
    ],
  ];
}

async function main(): Promise<void> {
  checkDescriptorLimit();
  const startedAt = Date.now();
  console.log(
    `realtime bench: ${CLIENTS} clients, ${ROUNDS} measured rounds per trigger, database ${DATABASE_URL}`,
  );
  await recreateDatabase(DATABASE_URL);
  const people = await prepareUsers(DATABASE_URL, CLIENTS);
  console.log(`${people.length} users with sessions prepared`);
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-realtime-'));
  const rows: Row[] = [];
  let deliveryProblems = 0;
  try {
    let one: ScenarioFigures | undefined;
    if (SCENARIOS.includes('one')) {
      one = await scenarioOneProcess(people, dataDir);
      rows.push(...scenarioRows('A one process (in memory)', one, TARGETS.onProcessP95Ms));
      deliveryProblems += one.missing + one.duplicates;
    }
    if (SCENARIOS.includes('cross')) {
      const { crossRecords, sameRecords } = await scenarioCrossProcess(people, dataDir);
      const [cross, same] = [summarise(crossRecords), summarise(sameRecords)];
      rows.push(...scenarioRows('B trigger S1, clients S2 (Redis)', cross));
      rows.push(...scenarioRows("B' trigger S2, clients S2 (Redis)", same));
      const added = pairedP95Difference(crossRecords, sameRecords);
      rows.push([
        "added p95 crossing processes through Redis (B − B', median of paired rounds)",
        `${ms(added.median)} (95% interval ${ms(added.low)} … ${ms(added.high)})`,
        `≤ ${TARGETS.crossAddedP95Ms} ms`,
        added.median <= TARGETS.crossAddedP95Ms,
      ]);
      rows.push(["pooled p95 of B − pooled p95 of B'", ms(cross.p95 - same.p95), '', null]);
      const hop = (f: ScenarioFigures['hop']) =>
        `${ms(f.p95)} (p50 ${ms(f.p50)}, max ${ms(f.max)}, ${f.messagesMedian} messages per broadcast)`;
      rows.push([
        'Redis hop per event to S1 (no clients), p95',
        hop(summariseHops(same.observerHops)),
        '',
        null,
      ]);
      rows.push([
        'Redis hop per event to S2, waiting behind its deliveries (B), p95',
        hop(cross.hop),
        '',
        null,
      ]);
      if (one)
        rows.push(["B' − A: same process, Redis configured vs not (p95)", ms(same.p95 - one.p95), '', null]);
      deliveryProblems += cross.missing + cross.duplicates + same.missing + same.duplicates;
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    `\nnotificationAdded broadcasts: ${CLIENTS} clients, ${ROUNDS} rounds per trigger, ` +
      `latency = client receipt − trigger send (one clock, this process); took ${((Date.now() - startedAt) / 1000).toFixed(0)} s`,
  );
  printTable(rows);
  // Benchmarks report; they do not gate. Lost or doubled events are a bug, though.
  if (deliveryProblems > 0) process.exitCode = 1;
}

await main();
