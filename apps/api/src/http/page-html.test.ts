import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { tutorProfilePath } from '@ajar/domain';
import { describe, expect, it } from 'vitest';
import { appServingWebDist } from '../test/web-dist-app';

// A build with the web's route table (build-plugins/route-preloads.ts): what each page loads beyond the shell.
const webDist = mkdtempSync(path.join(tmpdir(), 'ajar-web-preloads-'));
const indexHtml = `<!doctype html><html><head><title>Ajar</title>${'<meta name="x" content="padding">'.repeat(40)}</head><body><div id="root"></div></body></html>`;
const table = {
  pages: {
    '': { scripts: ['/assets/home-1.js'], styles: ['/assets/home-1.css'] },
    'browse/tutors': {
      scripts: ['/assets/browse-1.js', '/assets/card-1.js'],
      styles: ['/assets/browse-1.css'],
    },
    tutorProfile: { scripts: ['/assets/profile-1.js'], styles: [] },
  },
  indonesian: { scripts: ['/assets/texts-id-1.js'], styles: [] },
};
mkdirSync(path.join(webDist, '.vite'), { recursive: true });
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(table));

const app = appServingWebDist(webDist);

const accept = { accept: 'text/html', 'accept-encoding': 'br' };
async function page(url: string) {
  const response = await app().app.inject({ method: 'GET', url, headers: accept });
  const body =
    response.headers['content-encoding'] === 'br'
      ? brotliDecompressSync(response.rawPayload).toString()
      : response.body;
  return { response, body };
}
const preloaded = (body: string) =>
  [...body.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]);
const linkedStyles = (body: string) =>
  [...body.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map((m) => m[1]);

describe("each page's HTML names what its first view loads", () => {
  it("preloads the page's chunks in the head and links its stylesheets at the end of the body", async () => {
    const { response, body } = await page('/sg/browse/tutors?subjects=math');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['content-encoding']).toBe('br');
    expect(preloaded(body)).toEqual(['/assets/browse-1.js', '/assets/card-1.js']);
    expect(body.indexOf('modulepreload')).toBeLessThan(body.indexOf('</head>'));
    expect(linkedStyles(body)).toEqual(['/assets/browse-1.css']);
    expect(body.indexOf('/assets/browse-1.css')).toBeGreaterThan(body.indexOf('<div id="root">'));
  });

  it('names the home page and a tutor profile by their own entries', async () => {
    expect(preloaded((await page('/sg')).body)).toEqual(['/assets/home-1.js']);
    const profile = tutorProfilePath('sg', {
      token: 'ab12',
      id: '42',
      firstName: 'Siti',
      lastName: 'Aminah',
    });
    expect(preloaded((await page(profile)).body)).toEqual(['/assets/profile-1.js']);
  });

  it('adds the Indonesian texts for a page of the Indonesian market', async () => {
    expect(preloaded((await page('/id/browse/tutors')).body)).toEqual([
      '/assets/browse-1.js',
      '/assets/card-1.js',
      '/assets/texts-id-1.js',
    ]);
  });

  it('sends index.html as it is for a page the table does not know, and a 404 stays a 404', async () => {
    const login = await page('/sg/login');
    expect(login.response.statusCode).toBe(200);
    expect(preloaded(login.body)).toEqual([]);
    const missing = await page('/sg/no-such-page');
    expect(missing.response.statusCode).toBe(404);
    expect(preloaded(missing.body)).toEqual([]);
  });
});
