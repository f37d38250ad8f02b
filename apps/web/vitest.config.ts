import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

export default defineConfig({
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    // Component tests, and the `.ts` tests that need a DOM or the app's texts; the rest run in `web-logic`.
    include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Room for the 5 s findBy* wait (src/test/setup.ts) on a loaded runner.
    testTimeout: 20_000,
    // CI's runner is slow and shared (the web suite's setup took 257 s there): as the journeys do, a failed
    // test gets one more try in CI, and the JSON report still names it.
    retry: process.env['CI'] ? 1 : 0,
  },
});
