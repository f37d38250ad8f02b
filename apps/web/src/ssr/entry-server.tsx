import './install-guest-storage';
import { appPageOf, languageForCountry, type CountryCode } from '@ajar/domain';
import { StrictMode, type ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { Client, cacheExchange, fetchExchange, ssrExchange } from 'urql';
import { AppProviders } from '../app/providers/app-providers';
import { initAppI18n } from '../app/i18n/init-app-i18n';
import { appRoutes } from '../app/routes';
import { forgetLoadedNamespaces, i18n, loadedNamespaceNames } from '../shared/i18n/i18n';
import { setFixedApiClient } from '../shared/api/current-client';
import { answeredEarly, forgetAnswers } from '../shared/api/early-answers';
import type { ServerRenderPayload } from '../shared/ssr/payload';
import { setRenderContext } from '../shared/ssr/render-context';
import { serverHead } from '../shared/ssr/server-head';
import { serverWaits } from '../shared/ssr/server-waits';
import { SERVER_RENDERED_PAGES } from './server-rendered-pages';

/** What the API hands the render: the page's address and a way to ask its own GraphQL endpoint. */
export interface RenderInput {
  readonly url: string;
  readonly fetch: typeof fetch;
  /** Whether the request comes from a phone (its user agent): the page is drawn in the phone layout. */
  readonly mobile: boolean;
}

/** The page's HTML inside #root, its title and description, and what the browser needs to take it over. */
export interface RenderedPage {
  readonly html: string;
  readonly title: string | null;
  readonly description: string | null;
  readonly language: string;
  readonly payload: ServerRenderPayload;
}

const started = initAppI18n();

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

/** React's markers of a part that was still loading when the shell was written, swapped in by inline scripts. */
const PARTS_SWAPPED_IN_LATER = /<template|<script/;
const MAX_PASSES = 3;

/**
 * The page's complete HTML. A part that suspends (its code or texts loading) is written by React after the
 * rest, with inline scripts swapping it into place, which the CSP refuses; so the page is rendered again once
 * those parts are in, until nothing suspends (on a warm server, the first pass).
 */
async function renderComplete(app: ReactNode): Promise<string> {
  let html = '';
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    // A large page's later parts would be written out of order too (React's progressive chunks): not here.
    const { prelude } = await prerenderToNodeStream(app, { progressiveChunkSize: Number.MAX_SAFE_INTEGER });
    html = await streamToString(prelude);
    if (!PARTS_SWAPPED_IN_LATER.test(html)) return html;
  }
  throw new Error('the page still suspends after three renders');
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Renders a public page as a guest sees it (the first view is in the HTML, not after the app has
 * run). The translator and the GraphQL client are the app's single instances, so renders take turns.
 * Null for a page that is not rendered on the server, or an address the router redirects.
 */
export function renderPage(input: RenderInput): Promise<RenderedPage | null> {
  const turn = queue.then(() => render(input));
  queue = turn.catch(() => undefined);
  return turn;
}

async function render({ url, fetch, mobile }: RenderInput): Promise<RenderedPage | null> {
  const { pathname } = new URL(url);
  const page = appPageOf(pathname);
  if (!page || !SERVER_RENDERED_PAGES.has(page.page)) return null;
  await started;
  const language = languageForCountry(page.country as CountryCode);
  await i18n.changeLanguage(language);

  const ssr = ssrExchange({ isClient: false });
  const client = new Client({
    url: new URL('/graphql', url).href,
    fetch,
    exchanges: [cacheExchange, ssr, fetchExchange],
  });
  setFixedApiClient(client);
  serverHead.reset();
  forgetAnswers();
  forgetLoadedNamespaces();
  setRenderContext({ origin: new URL(url).origin, mobile });
  try {
    const handler = createStaticHandler(appRoutes);
    const context = await handler.query(new Request(url));
    if (context instanceof Response) return null;
    // The loaders asked for the page's data without waiting (the browser's way); here the answers are awaited.
    await serverWaits.settle();
    const router = createStaticRouter(handler.dataRoutes, context);
    const html = await renderComplete(
      <StrictMode>
        <AppProviders watchers={false}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return {
      html,
      title: serverHead.title(),
      description: serverHead.description(),
      language,
      payload: {
        path: pathname,
        language,
        mobile,
        namespaces: loadedNamespaceNames(),
        router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
        urql: ssr.extractData(),
        answers: answeredEarly(),
      },
    };
  } finally {
    setFixedApiClient(null);
  }
}
