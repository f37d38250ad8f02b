// `npm run check`: format, lint, typecheck, schema freshness, file sizes and the walls, two at a time (each is
// one process on one core; CI's machine has two). Each check's output is printed whole when it ends, and the run
// fails if any check failed, after all of them have run.
import { spawn } from 'node:child_process';

/** Longest first, so the two lanes end together. */
const CHECKS = ['lint', 'typecheck', 'walls', 'schema:check', 'format:check', 'sizes'];
const LANES = Number(process.env.CHECK_LANES ?? 2);

function run(script) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], { stdio: ['ignore', 'pipe', 'pipe'] });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const text = Buffer.concat(output).toString().trimEnd();
      console.log(`--- ${script}: ${code === 0 ? 'passed' : `FAILED (exit ${code})`} in ${seconds} s`);
      if (text) console.log(text);
      resolve(code === 0);
    });
  });
}

const queue = [...CHECKS];
const failed = [];
await Promise.all(
  Array.from({ length: LANES }, async () => {
    for (let script = queue.shift(); script; script = queue.shift()) {
      if (!(await run(script))) failed.push(script);
    }
  }),
);
if (failed.length > 0) {
  console.error(`checks failed: ${failed.join(', ')}`);
  process.exit(1);
}
