import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
// The build the server sends (the API reads WEB_DIST the same way).
const webDist = resolve(repoRoot, process.env.WEB_DIST ?? 'apps/web/dist');

/**
 * The URL path of the chunk that holds a web source module, from the build's manifest: chunks are named by
 * their hash (apps/web/vite.config.ts), so a journey that holds one back finds it here.
 */
export function chunkPathOf(sourceModule: string): string {
  const manifest = JSON.parse(readFileSync(resolve(webDist, '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[sourceModule];
  if (!chunk) throw new Error(`${sourceModule} is not a chunk of ${webDist}`);
  return `/${chunk.file}`;
}
