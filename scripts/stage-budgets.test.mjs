import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { STAGE_BUDGETS, TOTAL_BUDGET } from './stages.mjs';

/** The README's table of stage budgets, as `{ stage: seconds }`. */
function readmeBudgets() {
  const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
  const rows = readme
    .split('\n')
    .map((line) => /^\|\s*([a-z][a-z ]*?)\s*\|\s*(\d+)\s*\|$/.exec(line))
    .filter(Boolean);
  return Object.fromEntries(rows.map(([, stage, seconds]) => [stage, Number(seconds)]));
}

describe('stage budgets', () => {
  it('the README lists the budgets CI warns on (scripts/stages.mjs), and their total', () => {
    expect(readmeBudgets()).toEqual({ ...STAGE_BUDGETS, total: TOTAL_BUDGET });
  });
});
