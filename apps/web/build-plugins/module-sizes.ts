import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Writes `.vite/module-sizes.json`: for each JS chunk, the rendered bytes of every module in it (after
 * tree-shaking, before minification) and their gzip size on its own (a module compresses a little better
 * inside its chunk). scripts/check-bundle-budget.mjs --modules reads it
 * to name what the shell is made of.
 */
export function moduleSizesPlugin(): Plugin {
  return {
    name: 'ajar:module-sizes',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).flatMap((output) =>
        output.type === 'chunk'
          ? [
              {
                file: output.fileName,
                modules: Object.entries(output.modules)
                  .map(([id, module]) => ({
                    id: id
                      .replace(/^.*node_modules\//, 'node_modules/')
                      .replace(/^.*\/(apps\/web|packages)\//, (_, dir: string) =>
                        dir === 'packages' ? 'packages/' : '',
                      ),
                    bytes: module.renderedLength,
                    gzip: module.code ? gzipSync(module.code, { level: 9 }).length : 0,
                  }))
                  .filter((module) => module.bytes > 0)
                  .sort((a, b) => b.bytes - a.bytes),
              },
            ]
          : [],
      );
      this.emitFile({ type: 'asset', fileName: '.vite/module-sizes.json', source: JSON.stringify(chunks) });
    },
  };
}
