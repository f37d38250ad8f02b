import { appPageOf, languageForCountry } from '@ajar/domain';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

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

/**
 * The SPA's index.html for each page (issue 16): it names the chunks and stylesheets the page's first view
 * loads beyond the start chunk, so a phone downloads them beside the start chunk instead of after it has
 * run, and Vite's loader finds them already asked for. Scripts are preloaded from the head; stylesheets are
 * linked at the end of the body, so the header's frame above them paints without waiting for them. A page in
 * Indonesian also preloads the Indonesian texts, which its first render waits for. Made once per page and
 * language; without the build's table, every page gets index.html as it is.
 */
export function pageHtmlFor(webDist: string): (pathname: string) => string | null {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) return () => null;
  const index = readFileSync(indexFile, 'utf8');
  const preloads = readPreloads(webDist);
  const made = new Map<string, string>();
  return (pathname) => {
    const page = appPageOf(pathname);
    const own = page && preloads?.pages[page.page];
    if (!page || !own || !preloads) return null;
    const indonesian = languageForCountry(page.country) === 'id';
    const key = `${page.page}|${indonesian ? 'id' : 'en'}`;
    let html = made.get(key);
    if (html === undefined) {
      const scripts = [...own.scripts, ...(indonesian ? preloads.indonesian.scripts : [])];
      const styles = [...own.styles, ...(indonesian ? preloads.indonesian.styles : [])];
      const head = scripts.map((file) => `<link rel="modulepreload" crossorigin href="${file}">`).join('');
      const body = styles.map((file) => `<link rel="stylesheet" crossorigin href="${file}">`).join('');
      html = index.replace('</head>', `${head}</head>`).replace('</body>', `${body}</body>`);
      made.set(key, html);
    }
    return html;
  };
}
