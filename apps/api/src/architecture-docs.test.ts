import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from './config';

/** The docs say what the code holds: the module map names every area, and every area has its page. */
const foldersIn = (relative: string): string[] =>
  readdirSync(path.join(REPO_ROOT, relative), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();

const architecture = readFileSync(path.join(REPO_ROOT, 'docs/architecture.md'), 'utf8');

/** The names in the first column of the table whose header starts with `heading`. */
function tableNames(heading: string): string[] {
  const lines = architecture.split('\n');
  const start = lines.findIndex((line) => line.startsWith(`| ${heading}`));
  if (start < 0) throw new Error(`docs/architecture.md has no table headed "${heading}"`);
  const names: string[] = [];
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const name = /^\| `([^`]+)`/.exec(line)?.[1];
    if (name) names.push(name);
  }
  return names.sort();
}

describe('docs/architecture.md and docs/areas', () => {
  it('maps every API area, and no other', () => {
    expect(tableNames('area (`apps/api/src/modules`)')).toEqual(foldersIn('apps/api/src/modules'));
  });

  it('maps every web feature, and no other', () => {
    expect(tableNames('web feature (`apps/web/src/features`)')).toEqual(foldersIn('apps/web/src/features'));
  });

  it('has a page for every API area under docs/areas', () => {
    const missing = foldersIn('apps/api/src/modules').filter(
      (area) => !existsSync(path.join(REPO_ROOT, `docs/areas/${area}.md`)),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the README short: a newcomer reads it in five minutes', () => {
    const lines = readFileSync(path.join(REPO_ROOT, 'README.md'), 'utf8').split('\n').length;
    expect(lines).toBeLessThanOrEqual(250);
  });
});
