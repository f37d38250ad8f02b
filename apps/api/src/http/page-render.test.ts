import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { appServingWebDist } from '../test/web-dist-app';
import { isPhoneRequest, serverEntryFor } from './page-render';

// A web build with its server entry beside it (apps/web/dist-ssr): this stand-in renders a few pages the
// way apps/web/src/ssr/entry-server.tsx does, and asks this API for GraphQL through the fetch it is given.
const webDist = mkdtempSync(path.join(tmpdir(), 'ajar-web-render-'));
const indexHtml = [
  '<!doctype html>',
  '<html lang="en">',
  '<head><meta name="description" content="Ajar: find tutors." /><title>Ajar</title>',
  '<script type="module" crossorigin src="/assets/index-1.js"></script>',
  '<link rel="modulepreload" crossorigin href="/assets/react-1.js">',
  '</head><body>',
  '<div id="root"><div class="boot-header"><div class="boot-bar">Ajar</div></div></div>',
  '</body></html>',
].join('\n');
const table = {
  pages: {
    '': { scripts: ['/assets/home-1.js'], styles: ['/assets/home-1.css'] },
    'browse/tutors': { scripts: ['/assets/browse-1.js'], styles: [] },
    login: { scripts: ['/assets/login-1.js'], styles: [] },
    response: { scripts: [], styles: [] },
  },
  indonesian: { scripts: ['/assets/texts-id-1.js'], styles: [] },
};
const serverEntry = `
export async function renderPage({ url, fetch, mobile }) {
  const { pathname } = new URL(url);
  if (pathname === '/sg/login') return null;
  if (pathname === '/sg/browse/tutors') throw new Error('a render that fails');
  if (pathname === '/sg/response') return new Promise(() => {});
  const answer = await fetch(new URL('/graphql', url).href, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ __typename }' }),
  }).then((response) => response.json());
  const language = pathname.startsWith('/id') ? 'id' : 'en';
  return {
    html: '<main><h1>Tutors near you</h1></main>',
    title: 'Tutors & more · Ajar',
    description: 'Find "the" tutor <now>',
    language,
    payload: { path: pathname, mobile, answer, note: '</script><script>alert(1)</script>' },
  };
}
`;
mkdirSync(path.join(webDist, '.vite'), { recursive: true });
mkdirSync(path.join(webDist, 'assets'));
writeFileSync(path.join(webDist, 'index.html'), indexHtml);
writeFileSync(path.join(webDist, '.vite', 'route-preloads.json'), JSON.stringify(table));
writeFileSync(path.join(webDist, 'assets', 'home-1.css'), '.hero{color:red}');
const ssrDir = path.dirname(serverEntryFor(webDist));
mkdirSync(ssrDir);
writeFileSync(serverEntryFor(webDist), serverEntry);
afterAll(() => rmSync(ssrDir, { recursive: true, force: true }));

const app = appServingWebDist(webDist);
const PHONE =
  'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 Chrome/126.0 Mobile Safari/537.36';

async function page(url: string, userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0') {
  const response = await app().app.inject({
    method: 'GET',
    url,
    headers: { accept: 'text/html', 'user-agent': userAgent },
  });
  return { response, body: response.body };
}

function payloadOf(body: string): Record<string, unknown> {
  const json = /<script id="ajar-ssr" type="application\/json">(.*?)<\/script>/s.exec(body)?.[1];
  if (!json) throw new Error('no payload in the page');
  return JSON.parse(json) as Record<string, unknown>;
}

describe('public pages rendered on the server', () => {
  it("sends the page's HTML in #root with its title, description and the browser's state", async () => {
    const { response, body } = await page('/sg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['vary']).toBe('accept-encoding, user-agent');
    expect(body).toContain('<div id="root"><main><h1>Tutors near you</h1></main></div>');
    expect(body).not.toContain('boot-header');
    expect(body).toContain('<title>Tutors &#38; more · Ajar</title>');
    expect(body).toContain('<meta name="description" content="Find &#34;the&#34; tutor &#60;now&#62;" />');
    const payload = payloadOf(body);
    expect(payload.path).toBe('/sg');
    // The render asked this API for GraphQL in-process.
    expect(payload.answer).toEqual({ data: { __typename: 'Query' } });
    // Nothing in the data can close the script element it travels in.
    expect(body.match(/<\/script>/g)).toHaveLength(2);
    expect(payload.note).toBe('</script><script>alert(1)</script>');
  });

  it('writes the stylesheets in and starts the code once the page is painted', async () => {
    const { body } = await page('/sg');
    expect(body).toContain('<style>.hero{color:red}</style>');
    expect(body).toContain('<link rel="stylesheet" crossorigin href="/assets/home-1.css" disabled>');
    expect(body).not.toContain('<script type="module"');
    expect(body).not.toContain('rel="modulepreload"');
    expect(body).toContain(
      '<script defer src="/paint-first.js" data-entry="/assets/index-1.js" ' +
        'data-code="/assets/index-1.js /assets/react-1.js /assets/home-1.js"></script>',
    );
  });

  it("draws a phone's layout for a phone, in the market's language", async () => {
    expect(payloadOf((await page('/sg', PHONE)).body).mobile).toBe(true);
    expect(payloadOf((await page('/sg')).body).mobile).toBe(false);
    const indonesian = await page('/id');
    expect(indonesian.body).toContain('<html lang="id">');
    expect(indonesian.body).toContain('/assets/texts-id-1.js');
  });

  it('sends the app frame when the page is not rendered, the render fails or takes too long', async () => {
    for (const url of ['/sg/login', '/sg/browse/tutors', '/sg/response']) {
      const { response, body } = await page(url);
      expect(response.statusCode, url).toBe(200);
      expect(body, url).toContain('boot-header');
      expect(body, url).not.toContain('ajar-ssr');
      expect(body, url).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    }
  });

  it('leaves a 404 a 404', async () => {
    const { response, body } = await page('/sg/no-such-page');
    expect(response.statusCode).toBe(404);
    expect(body).not.toContain('ajar-ssr');
  });
});

describe('what a request says of its device', () => {
  it('takes a mobile user agent or client hint as a phone, anything else as a wider screen', () => {
    expect(isPhoneRequest({ 'user-agent': PHONE })).toBe(true);
    expect(isPhoneRequest({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0) Mobile/15E148' })).toBe(
      true,
    );
    expect(isPhoneRequest({ 'sec-ch-ua-mobile': '?1' })).toBe(true);
    expect(
      isPhoneRequest({ 'user-agent': 'Mozilla/5.0 (Linux; Android 13; SM-X200) Chrome/126.0 Safari' }),
    ).toBe(false);
    expect(isPhoneRequest({})).toBe(false);
  });
});
