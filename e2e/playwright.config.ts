import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, WIDTH_PROJECTS } from './support/browsers';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// One embedded database per port, so runs on different E2E_PORTs do not share (or delete) each other's.
const dataDir = `${repoRoot}/data/e2e-${port}`;
// CI gives each shard its own fresh PostgreSQL database instead (scripts/run-journeys.mjs); PGlite otherwise.
const databaseUrl = process.env.E2E_DATABASE_URL;
// Shards running side by side share two cores: their waits stretch by this much (scripts/run-journeys.mjs).
const timeScale = Number(process.env.E2E_TIME_SCALE ?? 1);
const freshDatabase = databaseUrl ? 'node e2e/scripts/reset-database.mjs' : `rm -rf "${dataDir}"`;

export default defineConfig({
  testDir: './journeys',
  outputDir: resolve(repoRoot, process.env.E2E_ARTIFACTS ?? 'test-results/e2e-artifacts'),
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000 * timeScale,
  expect: { timeout: 10_000 * timeScale },
  reporter: [
    ['list'],
    ['json', { outputFile: resolve(repoRoot, process.env.E2E_JSON ?? 'test-results/e2e.json') }],
  ],
  use: { baseURL, launchOptions: CHROMIUM_LAUNCH, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: WIDTH_PROJECTS,
  webServer: {
    // A fresh database for every run: the first start migrates and seeds it.
    command: `${freshDatabase} && npm run start -w @ajar/api`,
    cwd: repoRoot,
    url: `${baseURL}/isServerRun`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      // Never what the shell holds: shards side by side must not share a database or a Redis (events, limits).
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      // Every journey registers from this one address: more than a person would in an hour.
      ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '1000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
