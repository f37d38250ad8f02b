// Adds up the JSON reports the test runs wrote and prints the plain closing line CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = 'test-results';
let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of existsSync(dir) ? readdirSync(dir).filter((name) => name.endsWith('.json')) : []) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8'));
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    passed += report.stats.expected + (report.stats.flaky ?? 0);
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else if ('numPassedTests' in report) {
    // Vitest
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
  }
}

console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
