// Booking benchmark: addBooking at BENCH_BOOKING_RATE (20) requests per second for BENCH_BOOKING_SECONDS,
// while bench/search (PostgreSQL, 100 findTutors per second) runs against the same database. Both API
// processes share the seeded bench database. Prints addBooking's latency next to the target (p99 ≤ 300 ms),
// the bookings actually created, and search's own figures under the combined load.
// Run with `npm run bench:booking -w bench`.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { openLoop } from './lib/open-loop';
import { percentile } from './lib/percentile';
import { BENCH_PRODUCTION_SECRETS } from './lib/production-secrets';
import { stopProcessGroup, waitForUrl } from './lib/processes';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const env = process.env;
const RATE = Number(env.BENCH_BOOKING_RATE ?? 20);
const SECONDS = Number(env.BENCH_BOOKING_SECONDS ?? 60);
const TUTORS = Number(env.BENCH_BOOKING_TUTORS ?? 300);
const STUDENTS = Number(env.BENCH_BOOKING_STUDENTS ?? 100);
const PG_URL = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ajar_bench';
const PORT = Number(env.BENCH_BOOKING_PORT ?? 3311);
const TARGET_P99_MS = 300;
/** 0 measures addBooking alone, without bench/search beside it. */
const WITH_SEARCH = env.BENCH_BOOKING_WITH_SEARCH !== '0';

const ADD_BOOKING = `mutation Add($tutorPvid: ID!, $subjectPvid: ID!, $startTime: DateTime!, $endTime: DateTime!, $duration: Int!) {
  addBooking(tutorPvid: $tutorPvid, subjectPvid: $subjectPvid, startTime: $startTime, endTime: $endTime,
    type: ONLINE, duration: $duration) { booking { pvid } bookingPrice }
}`;

interface Bookable {
  readonly tutorId: string;
  readonly levelId: string;
}

/** Bulk sg tutors with a priced subject level: who gets booked. */
async function bookableTutors(client: pg.Client): Promise<Bookable[]> {
  const { rows } = await client.query<{ tutor_id: string; level_id: string }>(
    `select distinct on (u.id) u.id as tutor_id, l.id as level_id
       from users u join profile_subject_levels l on l.user_id = u.id
      where u.email like 'bulk-tutor-%' and u.country = 'sg' and u.is_active
      order by u.id, l.id limit $1`,
    [TUTORS],
  );
  return rows.map((row) => ({ tutorId: row.tutor_id, levelId: row.level_id }));
}

/** Students with live sessions, made straight in the database (no password hashing, no sign-in). */
async function benchStudents(client: pg.Client): Promise<string[]> {
  // An earlier run's students and their (never paid) bookings go first, so the slots are free again.
  await client.query(
    `delete from bookings where student_id in (select id from users where email like 'bench-booker-%')`,
  );
  await client.query(`delete from users where email like 'bench-booker-%'`);
  const { rows: roles } = await client.query<{ id: string }>(`select id from roles where code = 'STDN'`);
  const roleId = roles[0]?.id;
  const tokens: string[] = [];
  const run = randomBytes(4).toString('hex');
  for (let index = 0; index < STUDENTS; index += 1) {
    const { rows } = await client.query<{ id: string }>(
      `insert into users (email, password_hash, first_name, last_name, country, role_id, verified, token)
       values ($1, 'bench-no-login', 'Bench', $2, 'sg', $3, true, $4) returning id`,
      [`bench-booker-${run}-${index}@example.test`, `Student${index}`, roleId, `bb${run}${index}`],
    );
    const token = randomBytes(32).toString('base64url');
    await client.query(
      `insert into sessions (user_id, token_hash, created_at, expires_at) values ($1, $2, now(), now() + interval '1 day')`,
      [rows[0]?.id, createHash('sha256').update(token).digest('hex')],
    );
    tokens.push(token);
  }
  return tokens;
}

function startApi(): ChildProcess {
  return spawn('npm', ['run', 'start', '-w', '@ajar/api'], {
    cwd: repoRoot,
    env: {
      ...env,
      ...BENCH_PRODUCTION_SECRETS,
      PORT: String(PORT),
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: PG_URL,
      DATA_DIR: '/tmp/bench-booking-files',
      SEED_DEMO: 'false',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
}

/** Runs bench/search on PostgreSQL as a child; resolves `loading` when its load phase starts. */
function startSearchBench(seconds: number): { loading: Promise<void>; done: Promise<string> } {
  const child = spawn('npx', ['tsx', 'search.ts'], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    env: { ...env, BENCH_SEARCH_DRIVERS: 'postgres', BENCH_SEARCH_SECONDS: String(seconds) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  let started: () => void = () => undefined;
  const loading = new Promise<void>((resolveLoading) => (started = resolveLoading));
  child.stdout?.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    output += text;
    process.stdout.write(text.replace(/^/gm, '  [search] '));
    if (/\] load: /.test(output)) started();
  });
  // bench/search exits 1 when it misses its own targets; its figures are reported here either way.
  const done = new Promise<string>((resolveDone) => child.on('exit', () => resolveDone(output)));
  return { loading, done };
}

async function main(): Promise<void> {
  // First a short search run, which seeds the database when it has to; then the booking side is set up
  // (students, a second API process) before the measured search run starts, so set-up is not measured.
  if (WITH_SEARCH) await startSearchBench(1).done;
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  const api = startApi();
  try {
    const tutors = await bookableTutors(client);
    if (tutors.length === 0) throw new Error('no bulk sg tutors with a priced subject');
    const tokens = await benchStudents(client);
    await waitForUrl(`http://127.0.0.1:${PORT}/isServerRun`);
    // Search runs a little longer than the booking load, so every booking happens under it.
    const search = WITH_SEARCH ? startSearchBench(SECONDS + 20) : null;
    await search?.loading;
    // Lessons from a week ahead: tutor n % T, its (n / T)-th two-hour slot, so no two requests collide.
    const base = Date.now() + 7 * 86_400_000 - (Date.now() % 3_600_000);
    const bodyOf = (n: number) => {
      const tutor = tutors[n % tutors.length] as Bookable;
      const start = new Date(base + Math.floor(n / tutors.length) * 2 * 3_600_000);
      return JSON.stringify({
        query: ADD_BOOKING,
        variables: {
          tutorPvid: tutor.tutorId,
          subjectPvid: tutor.levelId,
          startTime: start.toISOString(),
          endTime: new Date(start.getTime() + 3_600_000).toISOString(),
          duration: 60,
        },
      });
    };
    const probe = await fetch(`http://127.0.0.1:${PORT}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'auth-token': tokens[0] ?? '' },
      body: bodyOf(Math.round(RATE * SECONDS) + 1),
    });
    const answer = (await probe.json()) as { errors?: unknown[] };
    if (answer.errors) throw new Error(`addBooking refused: ${JSON.stringify(answer.errors)}`);
    const before = Number(
      (await client.query<{ n: string }>('select count(*) as n from bookings')).rows[0]?.n ?? 0,
    );
    console.log(
      `[booking] ${RATE} addBooking/s for ${SECONDS} s over ${tutors.length} tutors, ${tokens.length} students`,
    );
    const result = await openLoop({
      url: `http://127.0.0.1:${PORT}/graphql`,
      rate: RATE,
      seconds: SECONDS,
      body: bodyOf,
      headers: (n) => ({ 'auth-token': tokens[n % tokens.length] ?? '' }),
    });
    const after = Number(
      (await client.query<{ n: string }>('select count(*) as n from bookings')).rows[0]?.n ?? 0,
    );
    const sorted = [...result.latencies].sort((a, b) => a - b);
    const searchOutput = (await search?.done) ?? '';
    const created = after - before;
    const expected = Math.round(RATE * SECONDS);
    console.log(
      `\naddBooking ${WITH_SEARCH ? 'under bench/search load' : 'alone'} (${result.achievedRate.toFixed(1)} req/s sent, open loop)`,
    );
    console.log(
      `  requests ${sorted.length}, bookings created ${created} of ${expected}, HTTP errors ${result.non2xx + result.errors}`,
    );
    console.log(`  p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms`);
    const p99 = percentile(sorted, 99);
    console.log(
      `${p99 <= TARGET_P99_MS ? 'PASS' : 'FAIL'} addBooking p99 ${p99.toFixed(1)} ms (target ≤ ${TARGET_P99_MS} ms)`,
    );
    if (WITH_SEARCH) {
      console.log('\nbench/search at the same time:');
      for (const line of searchOutput.split('\n').filter((row) => /p95|p99|PASS|FAIL/.test(row)))
        console.log(`  ${line.trim()}`);
    }
    if (created !== expected) process.exitCode = 1;
  } finally {
    stopProcessGroup(api);
    await client.end();
  }
}

await main();
