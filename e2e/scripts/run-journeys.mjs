// Runs the browser journeys, split into E2E_SHARDS Playwright runs side by side (default 1).
// Each shard has its own API server on its own port and its own fresh database, so test clocks and seeds never
// meet. For machines with cores to spare: on 2 cores, two shards saturate the CPU and journeys time out.
// Files are dealt largest first to the lighter shard (size stands in for duration). Arguments go to Playwright;
// naming journey files runs just those, in one shard.
import { spawn } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const e2eDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const namesFiles = args.some((arg) => !arg.startsWith('-'));
const shards = namesFiles ? 1 : Number(process.env.E2E_SHARDS ?? 1);
const basePort = Number(process.env.E2E_PORT ?? 3100);
// With E2E_POSTGRES set (a server address such as postgres://postgres@127.0.0.1:5432), each shard gets a fresh
// database `ajar_e2e_<n>` there instead of an embedded one.
const postgres = process.env.E2E_POSTGRES?.replace(/\/+$/, '');

function deal(files, count) {
  const bins = Array.from({ length: count }, () => ({ files: [], weight: 0 }));
  const sized = files.map((file) => ({ file, size: statSync(join(e2eDir, file)).size }));
  for (const { file, size } of sized.sort((a, b) => b.size - a.size)) {
    const lightest = bins.reduce((min, bin) => (bin.weight < min.weight ? bin : min));
    lightest.files.push(file);
    lightest.weight += size;
  }
  return bins.map((bin) => bin.files.sort());
}

function runShard(index, files) {
  const label = `[shard ${index + 1}/${shards}]`;
  const env = {
    ...process.env,
    E2E_PORT: String(basePort + index),
    E2E_TIME_SCALE: process.env.E2E_TIME_SCALE ?? '1.5',
    E2E_JSON: `test-results/e2e-${index + 1}.json`,
    E2E_ARTIFACTS: `test-results/e2e-artifacts-${index + 1}`,
    ...(postgres ? { E2E_DATABASE_URL: `${postgres}/ajar_e2e_${index + 1}` } : {}),
  };
  const child = spawn('npx', ['playwright', 'test', ...files, ...args], { cwd: e2eDir, env });
  const prefix = (stream, out) => {
    let rest = '';
    stream.on('data', (chunk) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) out.write(`${label} ${line}\n`);
    });
    stream.on('end', () => rest && out.write(`${label} ${rest}\n`));
  };
  prefix(child.stdout, process.stdout);
  prefix(child.stderr, process.stderr);
  return new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
}

const started = Date.now();
let codes;
if (shards <= 1) {
  const child = spawn('npx', ['playwright', 'test', ...args], { cwd: e2eDir, stdio: 'inherit' });
  codes = [await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)))];
} else {
  const journeys = readdirSync(join(e2eDir, 'journeys'))
    .filter((name) => name.endsWith('.spec.ts'))
    .map((name) => `journeys/${name}`);
  const bins = deal(journeys, shards);
  codes = await Promise.all(bins.map((files, index) => runShard(index, files)));
}
const minutes = ((Date.now() - started) / 60_000).toFixed(1);
console.log(`journeys: ${shards} shard(s), exit codes ${codes.join(', ')}, ${minutes} min`);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
