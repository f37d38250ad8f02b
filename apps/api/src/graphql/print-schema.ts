import { lexicographicSortSchema, printSchema } from 'graphql';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { buildSchema } from './schema';

export const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));

/**
 * The SDL committed as apps/api/schema.graphql: sorted, so diffs show real changes only, and in
 * the repository's prettier style, so `prettier --check` and this check never disagree.
 */
export async function printedSchema(): Promise<string> {
  const sdl = printSchema(lexicographicSortSchema(buildSchema()));
  const options = await resolveConfig(SCHEMA_FILE);
  return format(sdl, { ...options, parser: 'graphql' });
}

function committedSchema(): string | null {
  try {
    return readFileSync(SCHEMA_FILE, 'utf8');
  } catch {
    return null;
  }
}

export async function isSchemaFileCurrent(): Promise<boolean> {
  return committedSchema() === (await printedSchema());
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  if (process.argv.includes('--check')) {
    if (!(await isSchemaFileCurrent())) {
      console.error('apps/api/schema.graphql is stale: run `npm run schema:print -w apps/api`.');
      process.exit(1);
    }
    console.log('apps/api/schema.graphql is current.');
  } else {
    writeFileSync(SCHEMA_FILE, await printedSchema());
    console.log(`Wrote ${SCHEMA_FILE}`);
  }
}
