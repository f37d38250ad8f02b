import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';
import { ANTD_SCOPE_MODULE, readRouteModules } from './route-modules';

type Domain = typeof import('@ajar/domain');
type Manifest = Record<string, { file: string; css?: string[]; imports?: string[]; isEntry?: boolean }>;

/** What the server adds to index.html for one page: its scripts (preloaded) and stylesheets. */
export interface PagePreloads {
  readonly scripts: readonly string[];
  readonly styles: readonly string[];
}

export interface RoutePreloads {
  /** By page path, as build-plugins/route-modules.ts names them. */
  readonly pages: Readonly<Record<string, PagePreloads>>;
  /** The Indonesian texts, fetched before the first render of a page in Indonesian. */
  readonly indonesian: PagePreloads;
}

/** The files a manifest chunk brings: itself, its CSS and, recursively, its static imports. */
function closure(
  manifest: Manifest,
  key: string,
  files = new Set<string>(),
  seen = new Set<string>(),
): Set<string> {
  if (seen.has(key)) return files;
  seen.add(key);
  const chunk = manifest[key];
  if (!chunk) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) closure(manifest, imported, files, seen);
  return files;
}

/** The manifest key of the chunk holding `module` (its own, or the one the bundler put it in). */
function chunkKey(
  manifest: Manifest,
  sizes: { file: string; modules: { id: string }[] }[],
  module: string,
): string {
  if (manifest[module]) return module;
  const file = sizes.find((chunk) => chunk.modules.some((each) => each.id === module))?.file;
  const key = Object.keys(manifest).find((candidate) => manifest[candidate]?.file === file);
  if (!key) throw new Error(`route preloads: ${module} is in no chunk`);
  return key;
}

/**
 * Writes `.vite/route-preloads.json` after the build: for every page, the chunks and stylesheets
 * its first view loads beyond the start chunk, so the API can name them in the HTML it sends (the page's
 * code then downloads beside the start chunk, and Vite's loader finds it already asked for).
 */
export function routePreloadsPlugin(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'ajar:route-preloads',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite/manifest.json'), 'utf8')) as Manifest;
      const sizes = JSON.parse(readFileSync(path.join(outDir, '.vite/module-sizes.json'), 'utf8'));
      const domain: Domain = await tsImport('@ajar/domain', import.meta.url);
      const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? '';
      const shell = closure(manifest, entry);
      const beyondShell = (modules: readonly string[]): PagePreloads => {
        const files = new Set<string>();
        for (const module of modules) closure(manifest, chunkKey(manifest, sizes, module), files);
        const added = [...files].filter((file) => !shell.has(file)).map((file) => `/${file}`);
        return {
          scripts: added.filter((file) => file.endsWith('.js')),
          styles: added.filter((file) => file.endsWith('.css')),
        };
      };
      const pages: Record<string, PagePreloads> = {};
      for (const [page, { modules, antd }] of Object.entries(readRouteModules(root, domain))) {
        pages[page] = beyondShell(antd ? [...modules, ANTD_SCOPE_MODULE] : modules);
      }
      const table: RoutePreloads = { pages, indonesian: beyondShell(['src/app/i18n/resources-id.ts']) };
      writeFileSync(path.join(outDir, '.vite/route-preloads.json'), `${JSON.stringify(table, null, 2)}\n`);
    },
  };
}
