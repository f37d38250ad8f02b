import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { tutorProfilePath } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { appServingWebDist } from '../test/web-dist-app';

// A build as the web's precompress plugin leaves it: each text file with its .br and .gz twins.
const webDist = mkdtempSync(path.join(tmpdir(), 'ajar-web-'));
const indexHtml = '<!doctype html><title>Ajar</title><div id="root"></div>';
const script = `console.log(${JSON.stringify('ajar '.repeat(400))});`;
mkdirSync(path.join(webDist, 'assets'));
for (const [name, text] of [
  ['index.html', indexHtml],
  [path.join('assets', 'app-1234.js'), script],
] as const) {
  writeFileSync(path.join(webDist, name), text);
  writeFileSync(path.join(webDist, `${name}.br`), brotliCompressSync(text));
  writeFileSync(path.join(webDist, `${name}.gz`), gzipSync(text));
}

const app = appServingWebDist(webDist);

const html = { accept: 'text/html,application/xhtml+xml', 'accept-encoding': 'gzip, deflate, br' };
const get = (url: string, headers: Record<string, string>) =>
  app().app.inject({ method: 'GET', url, headers });

describe('precompressed assets', () => {
  it('sends the brotli twin to a client that accepts br, cached for a year', async () => {
    const response = await get('/assets/app-1234.js', { 'accept-encoding': 'br' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['vary']).toMatch(/accept-encoding/i);
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(script);
  });

  it('sends the gzip twin to a gzip-only client and the file itself to others', async () => {
    const gzipped = await get('/assets/app-1234.js', { 'accept-encoding': 'gzip' });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    const plain = await get('/assets/app-1234.js', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('sends index.html compressed and never cached', async () => {
    const response = await get('/sg', html);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(indexHtml);
  });
});

describe('a real 404', () => {
  const profile = tutorProfilePath('sg', { token: 'ab12', id: '42', firstName: 'Siti', lastName: 'Aminah' });

  it('answers 200 with the SPA for the pages of the app', async () => {
    for (const url of ['/', '/sg', '/sg/browse/tutors', profile, '/sg/login', '/id/login?redirect=%2Fid']) {
      const response = await get(url, { accept: html.accept });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('answers 404 with the SPA (its 404 page) for any other path', async () => {
    for (const url of ['/sg/no-such-page', '/xx', '/sg/browse', '/sg/login/extra']) {
      const response = await get(url, { accept: html.accept });
      expect(response.statusCode, url).toBe(404);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.body, url).toBe(indexHtml);
    }
  });

  it('leaves assets and the API alone', async () => {
    const missing = await get('/assets/missing.js', { accept: html.accept });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'Not Found' });
    const health = await get('/isServerRun', html);
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ ok: true });
  });
});
