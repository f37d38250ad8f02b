import { defineConfig } from 'vitest/config';

/**
 * The web's plain logic tests (`*.test.ts`: formats, filters, route tables) in Node, without a DOM or the app's
 * texts: a browser window and every feature's strings cost each test file seconds. A `.ts` test that needs
 * them is named `*.dom.test.ts` and runs in the `web` project (vitest.config.ts).
 */
export default defineConfig({
  test: {
    name: 'web-logic',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    exclude: ['src/**/*.dom.test.ts'],
  },
});
