import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARIABLES, REPO_ROOT } from './config';

/** docs/configuration.md names every variable the server and its tests read, and no other. */
const API_SOURCE = path.join(REPO_ROOT, 'apps/api/src');
const NOT_OURS = new Set(['PATH']);

function documented(): Set<string> {
  const text = readFileSync(path.join(REPO_ROOT, 'docs/configuration.md'), 'utf8');
  const names = new Set<string>();
  for (const line of text.split('\n')) {
    const firstCell = /^\| ([^|]+)\|/.exec(line)?.[1] ?? '';
    for (const match of firstCell.matchAll(/`([A-Z][A-Z0-9_]+)`/g)) names.add(match[1] ?? '');
  }
  return names;
}

function readDirectly(): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(API_SOURCE, { recursive: true }).map(String)) {
    if (!file.endsWith('.ts')) continue;
    const text = readFileSync(path.join(API_SOURCE, file), 'utf8');
    for (const match of text.matchAll(/process\.env(?:\['([A-Z0-9_]+)'\]|\.([A-Z0-9_]+))/g))
      names.add(match[1] ?? match[2] ?? '');
  }
  for (const name of NOT_OURS) names.delete(name);
  return names;
}

describe('docs/configuration.md', () => {
  it('documents every variable of config.ts and every one read directly, and nothing else', () => {
    const expected = new Set([...CONFIG_VARIABLES, ...readDirectly()]);
    const table = documented();
    expect([...expected].filter((name) => !table.has(name)).sort(), 'read but not documented').toEqual([]);
    expect([...table].filter((name) => !expected.has(name)).sort(), 'documented but never read').toEqual([]);
  });
});
