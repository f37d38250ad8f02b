import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

async function precompress(file: string): Promise<void> {
  const source = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    }),
    gz(source, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  // A variant no smaller than the file is left out: the server then sends the file itself.
  if (br.length < source.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < source.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip -9) beside every text file of the build,
 * public files included, once the bundle is written. The API serves them as they are
 * (@fastify/static `preCompressed`), so no asset is compressed per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = 'dist';
  return {
    name: 'ajar:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      if (!existsSync(outDir)) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
      await Promise.all(files.filter((_file, index) => (sizes[index] ?? 0) > 0).map(precompress));
    },
  };
}
