// Starts the API on a fresh embedded database, measures a few hot paths with autocannon, prints the
// figures next to their targets and stops the server. Run with `npm run bench`.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { waitForUrl } from './lib/processes';
import { BENCH_PRODUCTION_SECRETS } from './lib/production-secrets';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.BENCH_PORT ?? 3200);
const base = `http://127.0.0.1:${port}`;
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);

interface Target {
  name: string;
  minRequestsPerSecond: number;
  maxP99Ms: number;
  request: { method: 'GET' | 'POST'; path: string; headers?: Record<string, string>; body?: string };
}

async function graphql(query: string, variables: Record<string, unknown>, token?: string): Promise<unknown> {
  const response = await fetch(`${base}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { 'auth-token': token } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  return response.json();
}

async function measure(target: Target): Promise<boolean> {
  const result = await autocannon({
    url: `${base}${target.request.path}`,
    method: target.request.method,
    headers: target.request.headers,
    body: target.request.body,
    connections: 20,
    duration: durationSeconds,
  });
  const rps = result.requests.average;
  const p99 = result.latency.p99;
  const ok = rps >= target.minRequestsPerSecond && p99 <= target.maxP99Ms && result.non2xx === 0;
  console.log(
    `${ok ? 'PASS' : 'FAIL'} ${target.name}: ${rps.toFixed(0)} req/s (target ≥ ${target.minRequestsPerSecond}), ` +
      `p99 ${p99} ms (target ≤ ${target.maxP99Ms}), errors ${result.errors + result.non2xx}`,
  );
  return ok;
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'ajar-bench-'));
  const server = spawn('npm', ['run', 'start', '-w', '@ajar/api'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      ...BENCH_PRODUCTION_SECRETS,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      // One machine on the embedded database, as the README's single-machine setting describes.
      SINGLE_MACHINE: 'true',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    detached: true,
  });
  try {
    await waitForUrl(`${base}/isServerRun`, 240);
    const signIn = (await graphql(
      'mutation($email:String!,$password:String!){ signIn(email:$email,password:$password){ token } }',
      { email: 'student@ajar.test', password: 'password123' },
    )) as { data?: { signIn?: { token: string } } };
    const token = signIn.data?.signIn?.token;
    if (!token) throw new Error(`demo sign-in failed: ${JSON.stringify(signIn)}`);
    const json = { 'content-type': 'application/json' };
    const targets: Target[] = [
      {
        name: 'GET /isServerRun',
        minRequestsPerSecond: 1500,
        maxP99Ms: 50,
        request: { method: 'GET', path: '/isServerRun' },
      },
      {
        name: 'query listRoles (guest)',
        minRequestsPerSecond: 800,
        maxP99Ms: 100,
        request: {
          method: 'POST',
          path: '/graphql',
          headers: json,
          body: JSON.stringify({ query: '{ listRoles { pvid code name } }' }),
        },
      },
      {
        name: 'query getProfile (signed in)',
        minRequestsPerSecond: 400,
        maxP99Ms: 150,
        request: {
          method: 'POST',
          path: '/graphql',
          headers: { ...json, 'auth-token': token },
          body: JSON.stringify({ query: '{ getProfile { pvid firstName balance currency roleCode } }' }),
        },
      },
    ];
    let allOk = true;
    for (const target of targets) allOk = (await measure(target)) && allOk;
    process.exitCode = allOk ? 0 : 1;
  } finally {
    if (server.pid) process.kill(-server.pid, 'SIGTERM');
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The search benchmark (search.ts) in its own process: 100,000 tutors on PostgreSQL and PGlite. */
function benchSearch(): boolean {
  console.log('\n--- search (bench/search.ts; BENCH_SKIP_SEARCH=1 skips it)');
  const run = spawnSync('npx', ['tsx', 'search.ts'], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    stdio: 'inherit',
  });
  return run.status === 0;
}

/** The realtime benchmark (realtime.ts) in its own process: broadcasts to 2,000 subscribed clients. */
function benchRealtime(): boolean {
  console.log('\n--- realtime (bench/realtime.ts; BENCH_SKIP_REALTIME=1 skips it)');
  const run = spawnSync('npx', ['tsx', 'realtime.ts'], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    stdio: 'inherit',
  });
  return run.status === 0;
}

/** The classroom benchmark (classroom.ts): signalling across two processes, and rooms of 2 per process. */
function benchClassroom(): boolean {
  console.log('\n--- classroom (bench/classroom.ts; BENCH_SKIP_CLASSROOM=1 skips it)');
  const run = spawnSync('npx', ['tsx', 'classroom.ts'], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    stdio: 'inherit',
  });
  return run.status === 0;
}

/** The web's bundle budget and Lighthouse (lighthouse.ts) in their own process, on the production build. */
function benchWeb(): boolean {
  const run = spawnSync('npx', ['tsx', 'lighthouse.ts'], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    stdio: 'inherit',
  });
  return run.status === 0;
}

/** The booking benchmark (booking.ts): addBooking at 20 req/s while bench/search runs on PostgreSQL. */
function benchBooking(): boolean {
  console.log('\n--- booking (bench/booking.ts; BENCH_SKIP_BOOKING=1 skips it)');
  const run = spawnSync('npx', ['tsx', 'booking.ts'], {
    cwd: dirname(fileURLToPath(import.meta.url)),
    stdio: 'inherit',
  });
  return run.status === 0;
}

// `npm run bench -- lighthouse`: the bundle table and Lighthouse only.
if (process.argv.includes('lighthouse')) {
  process.exitCode = benchWeb() ? 0 : 1;
} else {
  await main();
  if (process.env.BENCH_SKIP_SEARCH !== '1' && !benchSearch()) process.exitCode = 1;
  if (process.env.BENCH_SKIP_BOOKING !== '1' && !benchBooking()) process.exitCode = 1;
  if (process.env.BENCH_SKIP_REALTIME !== '1' && !benchRealtime()) process.exitCode = 1;
  if (process.env.BENCH_SKIP_CLASSROOM !== '1' && !benchClassroom()) process.exitCode = 1;
  if (process.env.BENCH_SKIP_LIGHTHOUSE !== '1' && !benchWeb()) process.exitCode = 1;
}
