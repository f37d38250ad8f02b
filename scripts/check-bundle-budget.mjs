// The web's bundle budget (issue 16): what a phone downloads for the first view of four pages, from the
// built app (`npm run build -w apps/web` first). For each page: the first route's JS and CSS, gzip -9 (the
// entry, its static imports, everything index.html preloads or links, the page's lazy chunk and its static
// imports, the English texts loaded beside it); for every lazily loaded page: what it adds to the shell.
// Prints the table; exits 1 over budget unless BUNDLE_BUDGET=report, which only reports, except for the
// pages marked `held`: they are within the budget now, and going over fails even then. `--json` prints
// the figures as JSON instead.
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

const texts = (...features) => features.map((feature) => `src/features/${feature}/i18n/en.ts`);

/**
 * The four pages of the budget, the page module each one loads lazily and the English texts that load
 * beside it (the namespaces app/routes.tsx declares for the page's routes).
 */
const PAGES = [
  {
    name: 'home',
    path: '/sg',
    module: 'src/features/home/pages/home-page.tsx',
    texts: texts('home'),
    held: true,
  },
  {
    name: 'browse tutors',
    path: '/sg/browse/tutors',
    module: 'src/features/browse/pages/browse-tutors-page.tsx',
    texts: texts('browse', 'favourites'),
    held: true,
  },
  {
    name: 'tutor profile',
    path: '/sg/{token}--{id}--{first}--{last}',
    module: 'src/features/public-profile/pages/public-profile-page.tsx',
    texts: texts('public-profile', 'chats', 'favourites', 'tutor-calendar'),
    held: true,
  },
  {
    name: 'login',
    path: '/sg/login',
    module: 'src/features/account/pages/login-page.tsx',
    texts: [...texts('account'), 'src/shared/i18n/strings/messages-en.ts'],
    held: true,
  },
];

const manifestPath = path.join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error(`No ${path.relative(process.cwd(), manifestPath)}: run \`npm run build -w apps/web\` first.`);
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
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
    if (!url || !/\.(?:js|css)$/.test(url)) continue;
    if (rel === undefined || rel === 'modulepreload' || rel === 'stylesheet') files.add(url);
  }
  return files;
}

/**
 * The manifest key of the chunk that holds a module: its own when it is a chunk's entry, else (a module the
 * bundler put inside another chunk) the key of the chunk whose file holds it, from module-sizes.json.
 */
function chunkKeyOf(module) {
  if (manifest[module]) return module;
  const statsPath = path.join(dist, '.vite', 'module-sizes.json');
  const chunks = existsSync(statsPath) ? JSON.parse(readFileSync(statsPath, 'utf8')) : [];
  const file = chunks.find((chunk) => chunk.modules.some((m) => m.id === module))?.file;
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].file === file);
  if (!key) throw new Error(`${module} is in no chunk of the Vite manifest`);
  return key;
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
  const loaded = [page.module, ...page.texts].flatMap((key) => [...staticClosure(chunkKeyOf(key))]);
  const route = [...new Set(loaded)].filter((file) => !shell.has(file) && !inlined.has(file));
  const first = split(new Set([...shell, ...route]));
  return { ...page, js: first.js, css: first.css, total: first.js + first.css, route: sum(route) };
});

const lazyRoutes = Object.entries(manifest)
  .filter(([key, chunk]) => chunk.isDynamicEntry && /\/pages\/[^/]+\.tsx$/.test(key))
  .map(([key]) => ({
    module: key,
    added: sum([...staticClosure(key)].filter((file) => !shell.has(file) && !inlined.has(file))),
  }))
  .sort((a, b) => b.added - a.added);

const shellSize = split(shell);
const overFirst = pages.filter((page) => page.total > FIRST_ROUTE_BUDGET_KB);
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
      `${`${page.name}${page.held ? ' *' : ''}`.padEnd(15)} ${kb(page.js)}  ${kb(page.css)}  ${kb(page.total)}  ≤ ${FIRST_ROUTE_BUDGET_KB} KB ` +
        `${mark(page.total <= FIRST_ROUTE_BUDGET_KB)} ${kb(page.route)}  ≤ ${LAZY_ROUTE_BUDGET_KB} KB ` +
        `${mark(page.route <= LAZY_ROUTE_BUDGET_KB)}`,
    );
  }
  console.log('* held: within the budget, going over fails the check');
  console.log(`\nlazy routes over ${LAZY_ROUTE_BUDGET_KB} KB (what each page adds to the shell):`);
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

const over = overFirst.length > 0 || overLazy.length > 0 || unneededPreloads.length > 0;
const heldOver = overFirst.filter((page) => page.held);
if (heldOver.length > 0) {
  console.error(
    `\nOVER BUDGET: ${heldOver.map((page) => page.name).join(', ')} went over ${FIRST_ROUTE_BUDGET_KB} KB,` +
      ' which they were held within (fails even with BUNDLE_BUDGET=report)',
  );
  process.exitCode = 1;
} else if (over && process.env.BUNDLE_BUDGET === 'report') {
  console.log('\nOVER BUDGET (BUNDLE_BUDGET=report: reported, not failed)');
} else if (over) {
  console.error('\nOVER BUDGET: see the table above (BUNDLE_BUDGET=report only reports)');
  process.exitCode = 1;
}
