// The stages of a test run and their time budgets on CI's 2-core machine. `npm test` records each stage it runs
// (scripts/test-stages.mjs); `.ci/run` records its installs and ends with `node scripts/stages.mjs table`, which
// prints every stage's seconds beside its budget and warns (without failing) when one is over.
import { appendFileSync, existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Seconds each stage may take on a slow day of CI's machine; the whole run must stay under 2,700 s. */
export const STAGE_BUDGETS = {
  'system packages': 240,
  'npm ci': 90,
  checks: 210,
  unit: 360,
  integration: 300,
  'web build and budget': 60,
  journeys: 1290,
  'media journeys': 150,
};
export const TOTAL_BUDGET = 2700;

const LOG = 'test-results/stages.jsonl';

/** Starts a new table (a run of its own; CI starts one before its installs). */
export function resetStages() {
  rmSync(LOG, { force: true });
}

export function recordStage(name, seconds, ok = true) {
  mkdirSync(dirname(LOG), { recursive: true });
  appendFileSync(LOG, `${JSON.stringify({ name, seconds, ok })}\n`);
}

export function printStageTable() {
  const stages = existsSync(LOG)
    ? readFileSync(LOG, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];
  const width = Math.max(5, ...stages.map((stage) => stage.name.length));
  const row = (name, seconds, budget, note) =>
    `${name.padEnd(width)}  ${String(seconds).padStart(6)}  ${String(budget).padStart(6)}  ${note}`;
  console.log('\nstage table (seconds; budget on a slow day of a 2-core machine)');
  console.log(row('stage', 'took', 'budget', ''));
  let total = 0;
  for (const stage of stages) {
    total += stage.seconds;
    const budget = STAGE_BUDGETS[stage.name] ?? '—';
    const over = typeof budget === 'number' && stage.seconds > budget;
    const note = [stage.ok ? '' : 'FAILED', over ? 'WARNING: over its budget' : '']
      .filter(Boolean)
      .join(', ');
    console.log(row(stage.name, stage.seconds, budget, note));
  }
  console.log(
    row('total', total, TOTAL_BUDGET, total > TOTAL_BUDGET ? 'WARNING: over the total budget' : ''),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [command, name, seconds] = process.argv.slice(2);
  if (command === 'record' && name && seconds) recordStage(name, Number(seconds));
  else if (command === 'reset') resetStages();
  else if (command === 'table') printStageTable();
  else {
    console.error('usage: node scripts/stages.mjs reset | record NAME SECONDS | table');
    process.exit(2);
  }
}
