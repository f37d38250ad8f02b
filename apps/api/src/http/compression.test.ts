import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

let app: TestApp;
beforeAll(async () => {
  app = await startTestApp({ NODE_ENV: 'production' });
});
afterAll(async () => {
  await app.close();
});

// Eight copies of the three roles: about 1.8 KB of JSON on a fresh database (within the alias limit).
const LARGE_QUERY = `{ ${Array.from({ length: 8 }, (_, index) => `r${index}: listRoles { pvid code name }`).join(' ')} }`;

describe('compressed API answers', () => {
  const post = (query: string, encoding: string) =>
    app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', 'accept-encoding': encoding },
      payload: JSON.stringify({ query }),
    });

  it('compresses a GraphQL answer over 1 KB', async () => {
    const response = await post(LARGE_QUERY, 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    const body = brotliDecompressSync(response.rawPayload);
    expect(body.length).toBeGreaterThan(1024);
    expect(JSON.parse(body.toString())).toHaveProperty('data.r7');
  });

  it('streams GraphQL over SSE as it is, event by event', async () => {
    const response = await app.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', 'accept-encoding': 'br' },
      payload: JSON.stringify({ query: LARGE_QUERY }),
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    // Yoga marks its event streams `Content-Encoding: none`, so no proxy buffers them to compress.
    expect(response.headers['content-encoding'] ?? 'none').toBe('none');
    expect(response.body).toContain('"r7"');
  });

  it('sends a small answer as it is', async () => {
    const response = await post('{ listRoles { code } }', 'br, gzip');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.rawPayload.length).toBeLessThan(1024);
    expect(response.json()).toHaveProperty('data.listRoles');
  });
});
