// `npm test`: every check and test suite in order, each timed as a stage (scripts/stages.mjs). Stops at the first
// stage that fails, with its exit code, as `a && b && …` would.
import { spawnSync } from 'node:child_process';
import { printStageTable, recordStage, resetStages } from './stages.mjs';

const STAGES = [
  ['checks', 'npm run check'],
  ['unit', 'npm run test:unit'],
  ['integration', 'npm run test:integration'],
  ['web build and budget', 'npm run build -w apps/web && npm run bundle:budget'],
  ['journeys', 'npm run e2e -w e2e'],
  ['media journeys', 'npm run e2e:media -w e2e'],
];

if (!process.env.CI) resetStages();
let status = 0;
for (const [name, command] of STAGES) {
  const started = Date.now();
  const run = spawnSync(command, { shell: true, stdio: 'inherit' });
  status = run.status ?? 1;
  recordStage(name, Math.round((Date.now() - started) / 1000), status === 0);
  if (status !== 0) break;
}
// CI prints the whole table (with its installs) at its end; a run of its own prints its stages here.
if (!process.env.CI) printStageTable();
process.exit(status);
