import { rmSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import { startTestApp, type TestApp } from './test-app';

/**
 * A production app serving the web build written at `webDist`, started before the file's tests and closed
 * after them (the build is removed then). Returns the running app.
 */
export function appServingWebDist(webDist: string): () => TestApp {
  let app: TestApp | undefined;
  beforeAll(async () => {
    app = await startTestApp({ NODE_ENV: 'production', WEB_DIST: webDist });
  });
  afterAll(async () => {
    await app?.close();
    rmSync(webDist, { recursive: true, force: true });
  });
  return () => {
    if (!app) throw new Error('the app starts before the tests');
    return app;
  };
}
