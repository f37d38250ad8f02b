// The web's bundle budget: what a phone downloads for the first view of four pages, from the
// built app (`npm run build -w apps/web` first). For each page: the first route's JS and CSS, gzip -9 (the
// entry, its static imports, everything index.html preloads or links, the page's lazy chunk and its static
// imports, the English texts loaded beside it); for every lazily loaded page: what it adds to the shell.
// Prints the table; exits 1 when one of the four pages is over either budget. Every other lazily loaded
// page is listed with what it adds when that is over 60 KB (pages drawn with antd: reported, failing only
// with BUNDLE_BUDGET=strict). `--json` prints the figures as JSON instead.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

// WEB_DIST (as the API reads it) measures another build, e.g. a helper's own outDir.
const dist = process.env.WEB_DIST
  ? path.resolve(process.env.WEB_DIST)
  : path.resolve(fileURLToPath(import.meta.url), '../../apps/web/dist');
const FIRST_ROUTE_BUDGET_KB = 170;
const LAZY_ROUTE_BUDGET_KB = 60;

/**
 * The four pages of the budget, by their key in the build's route table (.vite/route-preloads.json, written
 * by build-plugins/route-preloads.ts from the route declarations): what each one's first view loads beyond
 * the shell is what the API names in the page's HTML.
 */
const PAGES = [
  { name: 'home', path: '/sg', key: '' },
  { name: 'browse tutors', path: '/sg/browse/tutors', key: 'browse/tutors' },
  { name: 'tutor profile', path: '/sg/{token}--{id}--{first}--{last}', key: 'tutorProfile' },
  { name: 'login', path: '/sg/login', key: 'login' },
];

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const routeTable = JSON.parse(readFileSync(path.join(dist, '.vite', 'route-preloads.json'), 'utf8'));
/** A page's files beyond the shell, as the route table names them (without the leading slash). */
const routeFiles = (key) => {
  const page = routeTable.pages[key];
  if (!page) throw new Error(`the route table has no page ${JSON.stringify(key)}`);
  return [...page.scripts, ...page.styles].map((file) => file.replace(/^\//, ''));
};
const gzipSizes = new Map();

function gzipKb(file) {
  if (!gzipSizes.has(file)) {
    gzipSizes.set(file, gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length / 1024);
  }
  return gzipSizes.get(file);
}

/** The files a manifest chunk brings with it: itself, its CSS and, recursively, its static imports. */
function staticClosure(key, files = new Set(), seen = new Set()) {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) staticClosure(imported, files, seen);
  return files;
}

/** What index.html loads before any route: its script, module preloads and stylesheets. */
function indexHtmlFiles() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set();
  for (const match of html.matchAll(/<(?:script|link)\b([^>]*)>/g)) {
    const attributes = match[1] ?? '';
    const rel = /\brel="([^"]+)"/.exec(attributes)?.[1];
    const url = /\b(?:src|href)="\/([^"]+)"/.exec(attributes)?.[1];
    // A disabled stylesheet link is never fetched (the inlined start stylesheet keeps one for Vite's loader).
    if (!url || !/\.(?:js|css)$/.test(url) || /\sdisabled\b/.test(attributes)) continue;
    if (rel === undefined || rel === 'modulepreload' || rel === 'stylesheet') files.add(url);
  }
  return files;
}

/** The CSS index.html carries in <style> (the boot frame and the start chunk's stylesheet, inlined). */
function inlineCssKb() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const css = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('\n');
  return css ? gzipSync(css, { level: 9 }).length / 1024 : 0;
}
const inlineCss = inlineCssKb();

const sum = (files) => [...files].reduce((total, file) => total + gzipKb(file), 0);
/** JS and CSS of a first view (the shell's files and the page's), the CSS inlined in index.html included. */
const split = (files) => ({
  js: sum([...files].filter((file) => file.endsWith('.js'))),
  css: sum([...files].filter((file) => file.endsWith('.css'))) + inlineCss,
});

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
// The start chunk's stylesheets that index.html carries inline (build-plugins/boot-frame.ts) are counted
// as the inline CSS, not as files.
const linked = indexHtmlFiles();
const inlined = new Set(
  [...staticClosure(entryKey)].filter((file) => file.endsWith('.css') && !linked.has(file)),
);
const shell = new Set([...staticClosure(entryKey), ...linked].filter((file) => !inlined.has(file)));
const unneededPreloads = [...indexHtmlFiles()].filter((file) => !staticClosure(entryKey).has(file));

const pages = PAGES.map((page) => {
  const route = routeFiles(page.key).filter((file) => !shell.has(file) && !inlined.has(file));
  const first = split(new Set([...shell, ...route]));
  return { ...page, js: first.js, css: first.css, total: first.js + first.css, route: sum(route) };
});

const lazyRoutes = Object.keys(routeTable.pages)
  .map((key) => ({
    module: key === '' ? '/{country}' : key,
    added: sum(routeFiles(key).filter((file) => !shell.has(file) && !inlined.has(file))),
  }))
  .sort((a, b) => b.added - a.added);

const shellSize = split(shell);
const overLazy = lazyRoutes.filter((route) => route.added > LAZY_ROUTE_BUDGET_KB);

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ shell: shellSize, pages, lazyRoutes, unneededPreloads }, null, 2));
} else {
  const kb = (value) => `${value.toFixed(1)} KB`.padStart(9);
  const mark = (ok) => (ok ? 'ok  ' : 'OVER');
  console.log(`Bundle budget (gzip -9, from ${path.relative(process.cwd(), dist)})`);
  console.log(
    `shell (entry + static imports + index.html preloads): JS ${kb(shellSize.js)}, CSS ${kb(shellSize.css)}` +
      ` (${inlineCss.toFixed(1)} KB of it inlined in index.html),` +
      ` ${shell.size} files`,
  );
  console.log('\npage            first route JS  + CSS       = total      target     route adds  target');
  for (const page of pages) {
    console.log(
      `${page.name.padEnd(15)} ${kb(page.js)}  ${kb(page.css)}  ${kb(page.total)}  ≤ ${FIRST_ROUTE_BUDGET_KB} KB ` +
        `${mark(page.total <= FIRST_ROUTE_BUDGET_KB)} ${kb(page.route)}  ≤ ${LAZY_ROUTE_BUDGET_KB} KB ` +
        `${mark(page.route <= LAZY_ROUTE_BUDGET_KB)}`,
    );
  }
  console.log(
    `\nother pages adding over ${LAZY_ROUTE_BUDGET_KB} KB to the shell (reported; the budget above is the four pages):`,
  );
  for (const route of overLazy) console.log(`  ${kb(route.added)}  ${route.module}`);
  if (overLazy.length === 0) console.log('  none');
  console.log(
    `largest route: ${lazyRoutes[0] ? `${lazyRoutes[0].added.toFixed(1)} KB ${lazyRoutes[0].module}` : '-'}`,
  );
  if (unneededPreloads.length > 0) {
    console.log(`index.html preloads ${unneededPreloads.length} files the entry does not import:`);
    for (const file of unneededPreloads) console.log(`  ${file}`);
  }
}

/** `--modules`: what the shell is made of, by package (node_modules) or folder (src), largest first. */
function printShellModules() {
  const statsPath = path.join(dist, '.vite', 'module-sizes.json');
  if (!existsSync(statsPath))
    return console.log('no .vite/module-sizes.json (apps/web/build-plugins/module-sizes.ts)');
  const groups = new Map();
  for (const chunk of JSON.parse(readFileSync(statsPath, 'utf8'))) {
    if (!shell.has(chunk.file)) continue;
    for (const module of chunk.modules) {
      const name = module.id.startsWith('node_modules/')
        ? module.id
            .split('/')
            .slice(0, module.id.startsWith('node_modules/@') ? 3 : 2)
            .join('/')
        : module.id.split('/').slice(0, 3).join('/');
      const group = groups.get(name) ?? { name, bytes: 0, gzip: 0, modules: 0 };
      group.bytes += module.bytes;
      group.gzip += module.gzip;
      group.modules += 1;
      groups.set(name, group);
    }
  }
  console.log('\nthe shell by package or folder (rendered KB, gzip KB of each module alone, modules):');
  for (const group of [...groups.values()].sort((a, b) => b.gzip - a.gzip).slice(0, 30)) {
    const kbs = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
    console.log(`${kbs(group.bytes)} ${kbs(group.gzip)} ${String(group.modules).padStart(5)}  ${group.name}`);
  }
}
if (process.argv.includes('--modules')) printShellModules();

const fourOver = pages.filter(
  (page) => page.total > FIRST_ROUTE_BUDGET_KB || page.route > LAZY_ROUTE_BUDGET_KB,
);
if (fourOver.length > 0 || unneededPreloads.length > 0) {
  console.error(
    `\nOVER BUDGET: ${fourOver.map((page) => page.name).join(', ') || 'index.html preloads files the entry does not import'}` +
      ` (first view ≤ ${FIRST_ROUTE_BUDGET_KB} KB, the page's own chunks ≤ ${LAZY_ROUTE_BUDGET_KB} KB)`,
  );
  process.exitCode = 1;
} else if (overLazy.length > 0 && process.env.BUNDLE_BUDGET === 'strict') {
  console.error(
    `\nOVER BUDGET (BUNDLE_BUDGET=strict): ${overLazy.length} other pages add over ${LAZY_ROUTE_BUDGET_KB} KB`,
  );
  process.exitCode = 1;
}
