import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, WIDTH_PROJECTS } from './support/browsers';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;
// One embedded database per port, so runs on different E2E_PORTs do not share (or delete) each other's.
const dataDir = `${repoRoot}/data/e2e-${port}`;

export default defineConfig({
  testDir: './journeys',
  outputDir: '../test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resolve(repoRoot, 'test-results/e2e.json') }]],
  use: { baseURL, launchOptions: CHROMIUM_LAUNCH, trace: 'retain-on-failure', screenshot: 'only-on-failure' },
  projects: WIDTH_PROJECTS,
  webServer: {
    // A fresh embedded database for every run: the first start migrates and seeds it.
    command: `rm -rf "${dataDir}" && npm run start -w @ajar/api`,
    cwd: repoRoot,
    url: `${baseURL}/isServerRun`,
    timeout: 180_000,
    reuseExistingServer: false,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      PUBLIC_URL: baseURL,
      // Every journey registers from this one address: more than a person would in an hour.
      ACCOUNT_MAILS_PER_CLIENT_PER_HOUR: '1000',
    },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
