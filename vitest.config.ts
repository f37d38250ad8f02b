import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: ['packages/domain', 'apps/api', 'apps/web', 'apps/web/vitest.logic.config.ts', 'scripts'],
    // Vitest's default is one worker fewer than the cores: one worker on CI's two. The suites are CPU-bound,
    // and both cores halve their time.
    maxWorkers: 2,
  },
});
