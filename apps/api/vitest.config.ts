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
    // Each worker imports the app once for all its files: importing it per file was 40% of the suite's time.
    // Every file still has its own database, app, clock and counters (src/test/test-app.ts); nothing in the
    // app keeps state between apps except caches of what cannot change (the schema, the seeded role ids).
    isolate: false,
    maxWorkers: 2,
    env: { TZ: 'UTC' },
  },
});
