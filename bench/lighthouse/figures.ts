import type { PageFigures } from './run-page';

interface Target {
  readonly key: keyof PageFigures;
  readonly label: string;
  readonly ok: (value: number) => boolean;
  readonly target: string;
  readonly format: (value: number) => string;
}

const score = (key: keyof PageFigures, label: string): Target => ({
  key,
  label,
  ok: (value) => value >= (label === 'perf' ? 90 : 95),
  target: `≥ ${label === 'perf' ? 90 : 95}`,
  format: (value) => value.toFixed(0),
});

/** The target of each Lighthouse figure. */
export const TARGETS: readonly Target[] = [
  score('performance', 'perf'),
  score('accessibility', 'a11y'),
  score('bestPractices', 'BP'),
  score('seo', 'SEO'),
  {
    key: 'lcpMs',
    label: 'LCP',
    ok: (v) => v <= 2500,
    target: '≤ 2.5 s',
    format: (v) => `${(v / 1000).toFixed(1)} s`,
  },
  {
    key: 'tbtMs',
    label: 'TBT',
    ok: (v) => v <= 200,
    target: '≤ 200 ms',
    format: (v) => `${v.toFixed(0)} ms`,
  },
  { key: 'cls', label: 'CLS', ok: (v) => v <= 0.1, target: '≤ 0.1', format: (v) => v.toFixed(3) },
];

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each figure's median over the runs (taken figure by figure). */
export function medianFigures(runs: readonly PageFigures[]): PageFigures {
  const of = (key: keyof PageFigures) => median(runs.map((run) => run[key]));
  return {
    performance: of('performance'),
    accessibility: of('accessibility'),
    bestPractices: of('bestPractices'),
    seo: of('seo'),
    lcpMs: of('lcpMs'),
    tbtMs: of('tbtMs'),
    cls: of('cls'),
    benchmarkIndex: of('benchmarkIndex'),
  };
}

/** Prints one row per page, each figure marked ✗ when it misses its target; true when all meet theirs. */
export function printTable(rows: readonly { name: string; figures: PageFigures }[], runs: number): boolean {
  const width = 11;
  console.log(`Lighthouse 12 mobile (simulated throttling), median of ${runs} runs`);
  console.log(['page'.padEnd(15), ...TARGETS.map((t) => t.label.padStart(width))].join(''));
  console.log(['target'.padEnd(15), ...TARGETS.map((t) => t.target.padStart(width))].join(''));
  let allOk = true;
  for (const { name, figures } of rows) {
    const cells = TARGETS.map((t) => {
      const value = figures[t.key];
      allOk = t.ok(value) && allOk;
      return `${t.format(value)}${t.ok(value) ? ' ' : '✗'}`.padStart(width);
    });
    console.log([name.padEnd(15), ...cells].join(''));
  }
  const indexes = rows.map((row) => row.figures.benchmarkIndex);
  console.log(
    `Lighthouse's CPU benchmark index of this machine: ${Math.min(...indexes)}–${Math.max(...indexes)} ` +
      '(simulated TBT grows as it falls: compare runs on machines of the same index)',
  );
  return allOk;
}
