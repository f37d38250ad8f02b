// Runs the classroom's media journeys (two API processes on PostgreSQL and Redis, Janus for rooms of 3) when
// PostgreSQL and Redis answer; otherwise says why they were skipped. Janus is checked by the SFU journey itself.
import { spawnSync } from 'node:child_process';
import { connect } from 'node:net';

const reachable = (host, port) =>
  new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 1_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });

const missing = [];
if (!(await reachable('127.0.0.1', 5432))) missing.push('PostgreSQL on 127.0.0.1:5432');
if (!(await reachable('127.0.0.1', 6379))) missing.push('Redis on 127.0.0.1:6379');
if (missing.length > 0) {
  console.warn(`media journeys SKIPPED: ${missing.join(' and ')} did not answer`);
  process.exit(0);
}
const run = spawnSync(
  'npx',
  ['playwright', 'test', '-c', 'playwright.media.config.ts', ...process.argv.slice(2)],
  {
    stdio: 'inherit',
  },
);
process.exit(run.status ?? 1);
