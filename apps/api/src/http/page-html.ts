import { appPageOf, languageForCountry } from '@ajar/domain';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { escapeHtml } from '../kernel/escape-html';
import type { RenderedPage } from './page-render';

/** What a page loads first beyond the start chunk (the web build's .vite/route-preloads.json). */
interface PagePreloads {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

interface RoutePreloads {
  readonly pages: Readonly<Record<string, PagePreloads>>;
  readonly indonesian: PagePreloads;
}

const ASSET = /^\/assets\/[\w.-]+\.(?:js|css)$/;

function isPreloads(value: unknown): value is PagePreloads {
  const preloads = value as Partial<PagePreloads> | null;
  return (
    Array.isArray(preloads?.scripts) &&
    Array.isArray(preloads?.styles) &&
    [...preloads.scripts, ...preloads.styles].every((file) => typeof file === 'string' && ASSET.test(file))
  );
}

function readPreloads(webDist: string): RoutePreloads | null {
  const file = path.join(webDist, '.vite', 'route-preloads.json');
  if (!existsSync(file)) return null;
  const table = JSON.parse(readFileSync(file, 'utf8')) as Partial<RoutePreloads>;
  if (!isPreloads(table.indonesian) || typeof table.pages !== 'object' || table.pages === null) return null;
  if (!Object.values(table.pages).every(isPreloads)) return null;
  return table as RoutePreloads;
}

/** JSON inside a <script> element: no `</script>` or `<!--` can end it early, whatever the data holds. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const ROOT = /<div id="root">.*<\/div>/;
const ENTRY = /<script type="module" crossorigin src="(\/assets\/[\w.-]+\.js)"><\/script>/;
const SHELL_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const TITLE = /<title>[^<]*<\/title>/;
const DESCRIPTION = /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/;

/**
 * The page the server rendered, in its index.html: its HTML in #root instead of the boot frame, its title,
 * description and language, the state the browser takes it over with, and its stylesheets in the head (the
 * content below them must not paint unstyled).
 */
function withRendered(
  index: string,
  scripts: readonly string[],
  styles: readonly string[],
  page: RenderedPage,
  cssOf: (file: string) => string,
) {
  // The page's stylesheets are written in (a few KB): its first paint waits for no request but the page.
  // Each link stays, disabled (never fetched), for Vite's loader, which adds the stylesheets a lazy chunk
  // needs unless a link to them is there (build-plugins/boot-frame.ts does the same for the shell's).
  const inlineStyles = styles
    .map((file) => `<style>${cssOf(file)}</style><link rel="stylesheet" crossorigin href="${file}" disabled>`)
    .join('');
  const payload = `<script id="ajar-ssr" type="application/json">${scriptJson(page.payload)}</script>`;
  // The page is readable without its code: the code is fetched once the page is painted, and the app then
  // starts (public/paint-first.js), so the first paint waits for no script and shares the line with none.
  const shell = [...index.matchAll(SHELL_PRELOAD)].map((match) => match[1] ?? '');
  let html = index
    .replace(SHELL_PRELOAD, '')
    .replace(ENTRY, (_script, entry: string) => {
      const code = [entry, ...shell, ...scripts].join(' ');
      return `<script defer src="/paint-first.js" data-entry="${entry}" data-code="${code}"></script>`;
    })
    .replace('<html lang="en">', `<html lang="${page.language === 'id' ? 'id' : 'en'}">`)
    .replace('</head>', `${inlineStyles}</head>`)
    .replace(ROOT, () => `<div id="root">${page.html}</div>${payload}`);
  if (page.title) html = html.replace(TITLE, () => `<title>${escapeHtml(page.title ?? '')}</title>`);
  if (page.description) {
    const content = escapeHtml(page.description);
    html = html.replace(DESCRIPTION, () => `<meta name="description" content="${content}" />`);
  }
  return html;
}

/**
 * The SPA's index.html for each page: it names the chunks and stylesheets the page's first view
 * loads beyond the start chunk, so a phone downloads them beside the start chunk instead of after it has
 * run, and Vite's loader finds them already asked for. Scripts are preloaded from the head; stylesheets are
 * linked at the end of the body, so the header's frame above them paints without waiting for them. A page in
 * Indonesian also preloads the Indonesian texts, which its first render waits for. Made once per page and
 * language; without the build's table, every page gets index.html as it is. With `rendered` (the server's
 * render of the page), the page's HTML is in it too.
 */
export function pageHtmlFor(
  webDist: string,
): (pathname: string, rendered?: RenderedPage | null) => string | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return () => null;
  const index = readFileSync(indexFile, 'utf8');
  const preloads = readPreloads(webDist);
  const made = new Map<string, string>();
  const css = new Map<string, string>();
  const cssOf = (file: string) => {
    let text = css.get(file);
    if (text === undefined) {
      text = readFileSync(path.join(webDist, file), 'utf8').replaceAll('</style', '<\\/style');
      css.set(file, text);
    }
    return text;
  };
  return (pathname, rendered) => {
    const page = appPageOf(pathname);
    const own = page && preloads?.pages[page.page];
    if (!page || !own || !preloads) return null;
    const indonesian = languageForCountry(page.country) === 'id';
    const scripts = [...own.scripts, ...(indonesian ? preloads.indonesian.scripts : [])];
    const styles = [...own.styles, ...(indonesian ? preloads.indonesian.styles : [])];
    if (rendered) return withRendered(index, scripts, styles, rendered, cssOf);
    const key = `${page.page}|${indonesian ? 'id' : 'en'}`;
    let html = made.get(key);
    if (html === undefined) {
      const head = scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
      const body = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('');
      html = index.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);
      made.set(key, html);
    }
    return html;
  };
}
