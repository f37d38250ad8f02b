// Search benchmark: seeds BENCH_TUTORS bulk tutors (skipped when already there), boots the API in production
// mode on PostgreSQL and on PGlite, drives findTutors with one-typo keywords at a fixed request rate, and
// prints latency, errors, SQL statements per search and typo recall next to their targets.
// Run with `npm run bench:search` (see README.md for the knobs).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { openLoop, type OpenLoopFigures } from './lib/open-loop';
import { percentile } from './lib/percentile';
import { BENCH_PRODUCTION_SECRETS } from './lib/production-secrets';
import { stopProcessGroup, waitForUrl } from './lib/processes';
import { probesFor, type Probe, type SampleTutor } from './lib/typo-probes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const TUTORS = Number(env.BENCH_TUTORS ?? 100_000);
const SECONDS = Number(env.BENCH_SEARCH_SECONDS ?? 60);
const RATE = Number(env.BENCH_SEARCH_RATE ?? 100);
const RECALL_SAMPLE = Number(env.BENCH_RECALL_SAMPLE ?? 400);
const STATEMENT_SAMPLE = Number(env.BENCH_STATEMENT_SAMPLE ?? 100);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ajar_bench';
const PGLITE_DIR = env.BENCH_PGLITE_DIR ?? '/tmp/bench-search-pglite';
const DRIVERS = (env.BENCH_SEARCH_DRIVERS ?? 'postgres,pglite').split(',').map((name) => name.trim());

const TARGETS = { p95Ms: 50, p99Ms: 120, recall: 0.95, statements: 4, pgliteP50Factor: 3 };

type Driver = 'postgres' | 'pglite';

interface DriverFigures {
  driver: Driver;
  p50: number;
  p95: number;
  p99: number;
  requests: number;
  errors: number;
  achievedRate: number;
  statements: number;
  idleStatements: number;
  recall: number;
  recallMisses: Probe[];
}

// ---------- database preparation ----------

const SAMPLE_SQL = `
  select u.id, u.first_name, u.last_name, u.country,
         coalesce(array_agg(s.name order by s.name) filter (where s.name is not null), '{}') as subjects
  from users u
  left join profile_subjects ps on ps.user_id = u.id
  left join subjects s on s.id = ps.subject_id
  where u.email like 'bulk-tutor-%' and u.tutor_kind = 'ACADEMIC'
  group by u.id
  order by md5(u.id::text)
  limit $1`;

interface SampleRow {
  id: string;
  first_name: string;
  last_name: string;
  country: string;
  subjects: string[] | string;
}

const asSample = (row: SampleRow): SampleTutor => ({
  id: row.id,
  firstName: row.first_name,
  lastName: row.last_name,
  country: row.country,
  subjects: Array.isArray(row.subjects)
    ? row.subjects
    : row.subjects
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean)
        .map((s) => s.replace(/^"|"$/g, '')),
});

async function withPostgres<T>(url: string, run: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function ensurePostgresDatabase(): Promise<void> {
  const url = new URL(PG_URL);
  const name = url.pathname.slice(1);
  url.pathname = '/postgres';
  await withPostgres(url.toString(), async (client) => {
    const found = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      console.log(`creating database ${name}`);
      await client.query(`create database "${name.replace(/"/g, '')}"`);
    }
  });
}

async function countBulk(driver: Driver): Promise<number> {
  const sql = `select count(*)::int as n from users where email like 'bulk-tutor-%'`;
  if (driver === 'postgres') {
    return withPostgres(PG_URL, async (client) => {
      const exists = await client.query(`select to_regclass('public.users') is not null as ok`);
      if (!exists.rows[0]?.ok) return 0;
      return Number((await client.query(sql)).rows[0]?.n ?? 0);
    });
  }
  if (!existsSync(join(PGLITE_DIR, 'db'))) return 0;
  return withPglite(async (db) => {
    const exists = await db.query<{ ok: boolean }>(`select to_regclass('public.users') is not null as ok`);
    if (!exists.rows[0]?.ok) return 0;
    return Number((await db.query<{ n: number }>(sql)).rows[0]?.n ?? 0);
  });
}

async function withPglite<T>(run: (db: PGlite) => Promise<T>): Promise<T> {
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { btree_gist } = await import('@electric-sql/pglite/contrib/btree_gist');
  const db = await PGlite.create({ dataDir: join(PGLITE_DIR, 'db'), extensions: { pg_trgm, btree_gist } });
  try {
    return await run(db);
  } finally {
    await db.close();
  }
}

async function sampleTutors(driver: Driver): Promise<SampleTutor[]> {
  if (driver === 'postgres') {
    return withPostgres(PG_URL, async (client) =>
      (await client.query<SampleRow>(SAMPLE_SQL, [RECALL_SAMPLE])).rows.map(asSample),
    );
  }
  return withPglite(async (db) =>
    (await db.query<SampleRow>(SAMPLE_SQL, [RECALL_SAMPLE])).rows.map(asSample),
  );
}

function serverEnv(driver: Driver, port: number): NodeJS.ProcessEnv {
  const base: NodeJS.ProcessEnv = {
    ...env,
    ...BENCH_PRODUCTION_SECRETS,
    PORT: String(port),
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    COUNT_SQL_STATEMENTS: '1',
  };
  if (driver === 'postgres') return { ...base, DATABASE_URL: PG_URL, DATA_DIR: '/tmp/bench-search-pg-files' };
  delete base['DATABASE_URL'];
  return { ...base, DATA_DIR: PGLITE_DIR, SINGLE_MACHINE: 'true' };
}

async function seed(driver: Driver): Promise<void> {
  const have = await countBulk(driver);
  if (have >= TUTORS) {
    console.log(`[${driver}] ${have} bulk tutors already seeded: skipping the seed`);
    return;
  }
  console.log(`[${driver}] seeding ${TUTORS} bulk tutors (found ${have})…`);
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'seed', '-w', '@ajar/api', '--', '--tutors', String(TUTORS)], {
    cwd: repoRoot,
    env: serverEnv(driver, 0),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error(`seed failed on ${driver}`);
  console.log(`[${driver}] seeded in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

// ---------- the server ----------

function startServer(driver: Driver, port: number): ChildProcess {
  return spawn('npm', ['run', 'start', '-w', '@ajar/api'], {
    cwd: repoRoot,
    env: serverEnv(driver, port),
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

const FIND_TUTORS = `mutation Find($keywords: String, $country: String, $limit: Int) {
  findTutors(keywords: $keywords, country: $country, limit: $limit, fromWhere: "bench") {
    total tutors { userPvid firstName lastName pricePerHour subjects rating resource { path }
      reputation { replyWithin acceptanceRate } }
  }
}`;

const bodyOf = (probe: Probe, limit = 12) =>
  JSON.stringify({
    query: FIND_TUTORS,
    variables: { keywords: probe.keywords, country: probe.tutor.country, limit },
  });

interface FindResult {
  data?: { findTutors?: { tutors: { userPvid: string }[] } };
  errors?: unknown[];
}

async function find(base: string, probe: Probe, limit: number): Promise<FindResult> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bodyOf(probe, limit),
  });
  return (await response.json()) as FindResult;
}

async function statementTotal(base: string): Promise<number> {
  const response = await fetch(`${base}/_dev/sql-statements`);
  if (!response.ok) throw new Error('the server does not count SQL statements (COUNT_SQL_STATEMENTS=1)');
  return ((await response.json()) as { statements: number }).statements;
}

/** Statements per search: sequential searches between two reads of the counter, minus what the idle server ran meanwhile. */
async function statementsPerSearch(
  base: string,
  probes: readonly Probe[],
): Promise<{ perSearch: number; idle: number }> {
  const sample = probes.slice(0, STATEMENT_SAMPLE);
  const started = Date.now();
  const before = await statementTotal(base);
  for (const probe of sample) await find(base, probe, 12);
  const during = (await statementTotal(base)) - before;
  const elapsed = Date.now() - started;
  const idleBefore = await statementTotal(base);
  await new Promise((done) => setTimeout(done, elapsed));
  const idle = (await statementTotal(base)) - idleBefore;
  return { perSearch: (during - idle) / sample.length, idle };
}

async function recallOf(
  base: string,
  probes: readonly Probe[],
): Promise<{ recall: number; misses: Probe[]; errors: number }> {
  const misses: Probe[] = [];
  let errors = 0;
  for (const probe of probes) {
    const result = await find(base, probe, 5);
    if (result.errors) errors += 1;
    const ids = result.data?.findTutors?.tutors.map((tutor) => tutor.userPvid) ?? [];
    if (!ids.includes(probe.tutor.id)) misses.push(probe);
  }
  return { recall: probes.length ? (probes.length - misses.length) / probes.length : 0, misses, errors };
}

function load(base: string, probes: readonly Probe[]): Promise<OpenLoopFigures> {
  const bodies = probes.map((probe) => bodyOf(probe));
  return openLoop({
    url: `${base}/graphql`,
    rate: RATE,
    seconds: SECONDS,
    body: (n) => bodies[n % bodies.length] ?? '',
  });
}

async function benchDriver(driver: Driver, port: number): Promise<DriverFigures> {
  if (driver === 'postgres') await ensurePostgresDatabase();
  else mkdirSync(PGLITE_DIR, { recursive: true });
  await seed(driver);
  const tutors = await sampleTutors(driver);
  if (tutors.length === 0) throw new Error(`no bulk academic tutors on ${driver}`);
  const probes = probesFor(tutors);
  writeFileSync(`/tmp/bench-search-probes-${driver}.json`, JSON.stringify(probes, null, 1));

  const base = `http://127.0.0.1:${port}`;
  const server = startServer(driver, port);
  try {
    await waitForUrl(`${base}/isServerRun`);
    // Warm-up: the first searches load indexes and plans.
    for (const probe of probes.slice(0, 20)) await find(base, probe, 12);
    const firstError = await find(base, probes[0] as Probe, 12);
    if (firstError.errors) throw new Error(`findTutors failed: ${JSON.stringify(firstError.errors)}`);

    console.log(`[${driver}] load: ${RATE} req/s for ${SECONDS} s…`);
    const result = await load(base, probes);
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const { perSearch, idle } = await statementsPerSearch(base, probes);
    const { recall, misses, errors: recallErrors } = await recallOf(base, probes);
    return {
      driver,
      p50: percentile(sorted, 50),
      p95: percentile(sorted, 95),
      p99: percentile(sorted, 99),
      requests: sorted.length,
      errors: result.errors + result.non2xx + recallErrors,
      achievedRate: result.achievedRate,
      statements: perSearch,
      idleStatements: idle,
      recall,
      recallMisses: misses,
    };
  } finally {
    stopProcessGroup(server);
  }
}

function line(ok: boolean, text: string): void {
  console.log(`${ok ? 'PASS' : 'FAIL'} ${text}`);
}

async function main(): Promise<void> {
  const figures = new Map<Driver, DriverFigures>();
  let port = 3301;
  for (const driver of DRIVERS) {
    if (driver !== 'postgres' && driver !== 'pglite') throw new Error(`unknown driver ${driver}`);
    figures.set(driver, await benchDriver(driver, port));
    port += 1;
  }
  console.log(
    `\nfindTutors, one-typo keywords, ${RATE} req/s offered for ${SECONDS} s, ${TUTORS} bulk tutors`,
  );
  let allOk = true;
  for (const f of figures.values()) {
    console.log(
      `\n[${f.driver}] ${f.requests} requests (${f.achievedRate.toFixed(1)} req/s sent, open loop), ` +
        `p50 ${f.p50.toFixed(1)} ms, p95 ${f.p95.toFixed(1)} ms, p99 ${f.p99.toFixed(1)} ms, errors ${f.errors}`,
    );
    const checks: [boolean, string][] = [
      [
        f.errors === 0,
        `${f.driver} errors: ${f.errors} (load: transport errors, timeouts, non-2xx; recall: GraphQL errors) (target 0)`,
      ],
      [
        f.statements <= TARGETS.statements,
        `${f.driver} SQL statements per search: ${f.statements.toFixed(2)} (target ≤ ${TARGETS.statements}; idle server ran ${f.idleStatements} meanwhile, subtracted)`,
      ],
      [
        f.recall >= TARGETS.recall,
        `${f.driver} typo recall@5: ${(f.recall * 100).toFixed(1)}% of ${RECALL_SAMPLE} probes (target ≥ ${TARGETS.recall * 100}%)`,
      ],
    ];
    if (f.driver === 'postgres') {
      checks.push([
        f.p95 <= TARGETS.p95Ms,
        `postgres p95: ${f.p95.toFixed(1)} ms (target ≤ ${TARGETS.p95Ms})`,
      ]);
      checks.push([
        f.p99 <= TARGETS.p99Ms,
        `postgres p99: ${f.p99.toFixed(1)} ms (target ≤ ${TARGETS.p99Ms})`,
      ]);
    }
    for (const [ok, text] of checks) {
      line(ok, text);
      allOk &&= ok;
    }
    if (f.recallMisses.length > 0) {
      console.log(`  recall misses (first 10 of ${f.recallMisses.length}):`);
      for (const miss of f.recallMisses.slice(0, 10))
        console.log(
          `    "${miss.keywords}" (${miss.edit}) for ${miss.tutor.firstName} ${miss.tutor.lastName} [${miss.tutor.country}]`,
        );
    }
  }
  const postgres = figures.get('postgres');
  const pglite = figures.get('pglite');
  if (postgres && pglite) {
    const factor = pglite.p50 / Math.max(postgres.p50, 1);
    const ok = factor <= TARGETS.pgliteP50Factor;
    line(
      ok,
      `PGlite p50 ${pglite.p50.toFixed(1)} ms = ${factor.toFixed(2)}× PostgreSQL p50 (target ≤ ${TARGETS.pgliteP50Factor}×)`,
    );
    allOk &&= ok;
  }
  process.exitCode = allOk ? 0 : 1;
}

await main();
