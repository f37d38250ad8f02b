import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

/** A page as the web's server entry renders it (apps/web/src/ssr/entry-server.tsx). */
export interface RenderedPage {
  readonly html: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly language: string;
  readonly payload: unknown;
}

type RenderPage = (input: {
  url: string;
  fetch: typeof fetch;
  mobile: boolean;
}) => Promise<RenderedPage | null>;

/** What the server knows of the visitor's device: a phone's browser says so in its user agent or hints. */
export function isPhoneRequest(headers: Readonly<Record<string, string | string[] | undefined>>): boolean {
  if (headers['sec-ch-ua-mobile'] === '?1') return true;
  return /\bMobi|Android.+Mobile|iPhone|iPod/i.test(String(headers['user-agent'] ?? ''));
}

/** A render slower than this is dropped: the browser draws the page itself, as without the server render. */
const RENDER_TIMEOUT_MS = 2000;

/** The web's server build beside its browser build: apps/web/dist-ssr next to apps/web/dist. */
export function serverEntryFor(webDist: string): string {
  return path.join(path.dirname(webDist), `${path.basename(webDist)}-ssr`, 'entry-server.js');
}

/** fetch for the render's GraphQL requests, answered by this server in-process (no socket, no port). */
function inProcessFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
      ...(typeof init?.body === 'string' ? { payload: init.body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (typeof value === 'string') headers.set(name, value);
    }
    return new Response(new Uint8Array(response.rawPayload), { status: response.statusCode, headers });
  };
}

/**
 * The server render of public pages, when the web's server build is there: a guest's first
 * visit gets the page's HTML, not only the app's frame. It never fails a request: an error or a slow
 * render answers null, and the page is sent as the app's frame to be drawn by the browser.
 */
export async function pageRendererFor(
  app: FastifyInstance,
  webDist: string,
): Promise<(url: string, mobile: boolean) => Promise<RenderedPage | null>> {
  const entry = serverEntryFor(webDist);
  if (!existsSync(entry)) {
    app.log.info(`No server render at ${entry}: pages are drawn by the browser.`);
    return async () => null;
  }
  const { renderPage } = (await import(pathToFileURL(entry).href)) as { renderPage: RenderPage };
  const fetch = inProcessFetch(app);
  return async (url, mobile) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<null>((resolve) => {
      timer = setTimeout(() => resolve(null), RENDER_TIMEOUT_MS);
    });
    try {
      return await Promise.race([renderPage({ url, fetch, mobile }), timeout]);
    } catch (error) {
      app.log.warn({ err: error, url }, 'server render failed; the browser draws the page');
      return null;
    } finally {
      clearTimeout(timer);
    }
  };
}
