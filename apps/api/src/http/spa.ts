import { isAppPagePath } from '@ajar/domain';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pageHtmlFor } from './page-html';
import { isPhoneRequest, pageRendererFor } from './page-render';
import { withShareMeta, type ShareMetaLookup } from './share-meta';

/** Paths the SPA fallback never answers: they belong to the API. */
const API_PREFIXES = ['/graphql', '/isServerRun', '/_dev/', '/payments/', '/sharedURL/'];

function wantsSpa(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (API_PREFIXES.some((prefix) => pathname === prefix.replace(/\/$/, '') || pathname.startsWith(prefix))) {
    return false;
  }
  // A missing file (`/assets/app-123.js`, `/favicon.png`) is a 404, not a page.
  if (/\.[A-Za-z0-9]+$/.test(pathname) || pathname.startsWith('/assets/')) return false;
  return String(request.headers.accept ?? '').includes('text/html');
}

/**
 * Serves the built SPA from `webDist`: hashed assets cached for a year, index.html never cached,
 * and index.html for any other page a browser asks for (client-side routes under /{country}).
 * The build's `.br`/`.gz` twins are sent to clients that accept them (`Vary: Accept-Encoding`).
 * A path that is no page of the app (domain PAGE_PATHS) still gets index.html, which renders the
 * SPA's 404 page, but with status 404, so crawlers and monitors see a real one. A page gets index.html
 * naming the chunks its first view loads (page-html.ts), compressed as it is sent; a public page a guest
 * opens is rendered on the server into it when the web's server build is there (page-render.ts). A page with
 * a preview (an article, a tutor's profile: `shareMeta`) carries its Open Graph and Twitter tags (share-meta.ts).
 */
export async function registerSpa(
  app: FastifyInstance,
  webDist: string,
  publicUrl: string,
  shareMeta: ShareMetaLookup = async () => null,
): Promise<void> {
  const hasSpa = existsSync(path.join(webDist, 'index.html'));
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      index: 'index.html',
      preCompressed: true,
      cacheControl: false,
      setHeaders: (res, filePath) => {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        // The same address answers brotli, gzip or plain bytes: caches must key on Accept-Encoding.
        res.setHeader('vary', 'accept-encoding');
      },
    });
  } else {
    app.log.warn(`No SPA at ${webDist} (run \`npm run build -w apps/web\`); serving the API only.`);
  }

  const pageHtml = pageHtmlFor(webDist);
  const indexHtml = hasSpa ? readFileSync(path.join(webDist, 'index.html'), 'utf8') : '';
  const renderPage = hasSpa ? await pageRendererFor(app, webDist) : async () => null;
  app.setNotFoundHandler(async (request, reply) => {
    if (hasSpa && wantsSpa(request)) {
      const pathname = request.url.split('?')[0] ?? '';
      const rendered =
        request.method === 'GET'
          ? await renderPage(`${publicUrl}${request.url}`, isPhoneRequest(request.headers))
          : null;
      const meta = request.method === 'GET' ? await shareMeta(pathname).catch(() => null) : null;
      const page = pageHtml(pathname, rendered) ?? (meta ? indexHtml : null);
      const html =
        page !== null && meta ? withShareMeta(page, meta, `${publicUrl}${pathname}`, publicUrl) : page;
      if (html !== null) {
        return (
          reply
            .code(200)
            .header('cache-control', 'no-cache')
            // A rendered page is drawn for a phone or a wider screen, as the user agent tells.
            .header('vary', rendered ? 'accept-encoding, user-agent' : 'accept-encoding')
            .type('text/html; charset=utf-8')
            .send(html)
        );
      }
      return reply
        .code(isAppPagePath(pathname) ? 200 : 404)
        .header('cache-control', 'no-cache')
        .sendFile('index.html');
    }
    return reply.code(404).send({ error: 'Not Found' });
  });
}
