import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH, WIDTH_PROJECTS } from './support/browsers';
import { fileURLToPath } from 'node:url';
import { dirname, resolve } from 'node:path';
import { MEDIA_SERVERS, mediaServerEnv } from './media-journeys/media-servers';

/*
 * The classroom's media journeys on two API processes sharing one PostgreSQL database and one Redis,
 * with Janus as the SFU for rooms of 3 or more (CLASSROOM_SFU_FROM=3): what one machine's PGlite cannot show.
 * `scripts/run-media-journeys.mjs` runs this when PostgreSQL and Redis answer, and says so when they do not.
 */

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const [first, second] = MEDIA_SERVERS;

export default defineConfig({
  testDir: './media-journeys',
  outputDir: '../test-results/e2e-media-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 180_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: resolve(repoRoot, 'test-results/e2e-media.json') }]],
  use: {
    baseURL: first.url,
    launchOptions: CHROMIUM_LAUNCH,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  // At 1280 px only: what these add is the transport across processes and through Janus, which a width does not
  // change (their page states are still axe-checked at 375 px in place, as every untagged journey's are).
  projects: WIDTH_PROJECTS?.filter((project) => project.name === 'desktop'),
  webServer: [
    {
      // A fresh database: the first process migrates and seeds it.
      command: 'node e2e/scripts/reset-database.mjs && npm run start -w @ajar/api',
      cwd: repoRoot,
      url: `${first.url}/isServerRun`,
      timeout: 180_000,
      reuseExistingServer: false,
      env: mediaServerEnv(first, repoRoot),
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      // The second starts once the first has migrated and seeded.
      command: `node e2e/scripts/wait-for.mjs ${first.url}/isServerRun && npm run start -w @ajar/api`,
      cwd: repoRoot,
      url: `${second.url}/isServerRun`,
      timeout: 240_000,
      reuseExistingServer: false,
      env: mediaServerEnv(second, repoRoot),
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
