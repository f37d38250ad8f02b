import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // graphql 16 ships CJS (main) and ESM (module) copies. Node, and so every dependency, loads the
    // CJS one; Vite would give our sources the ESM one, and `instanceof GraphQLError` would then fail.
    alias: [{ find: /^graphql$/, replacement: 'graphql/index.js' }],
  },
  test: {
    name: 'api',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    // Each file boots its own database; argon2 (19 MiB, t=2) makes logins deliberately slow.
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
    maxWorkers: 2,
    env: { TZ: 'UTC' },
  },
});
