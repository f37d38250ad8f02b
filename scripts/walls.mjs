#!/usr/bin/env node
// `npm run walls`: the rules of .dependency-cruiser.cjs, and the one they cannot say: no circle between areas,
// however many files it passes through (A's file x imports B's file y, B's file z imports A's file w), counting
// type-only and lazy imports. Exits 1 on any violation.
import { execFileSync } from 'node:child_process';
import { areaEdges, circles } from './lib/area-graph.mjs';

function cruise(paths) {
  const args = ['depcruise', ...paths, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  try {
    return execFileSync('npx', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
  } catch (error) {
    // depcruise exits non-zero when a rule is broken; its JSON is still on stdout.
    if (typeof error.stdout === 'string' && error.stdout.startsWith('{')) return error.stdout;
    throw error;
  }
}

export function areaCircleViolations(result) {
  const edges = areaEdges(result);
  return circles(edges).map((group) => {
    const arrows = group.flatMap((from) =>
      [...(edges.get(from) ?? new Map())]
        .filter(([to]) => group.includes(to))
        .map(([to, example]) => `    ${from} -> ${to}  (${example.from} -> ${example.to})`),
    );
    return `  no-circle-between-areas: ${group.join(', ')}\n${arrows.join('\n')}`;
  });
}

const paths = process.argv.slice(2);
const result = JSON.parse(
  cruise(paths.length > 0 ? paths : ['apps/api/src', 'apps/web/src', 'packages/domain/src']),
);
const ruleViolations = result.summary.violations.map(
  (violation) => `  ${violation.rule.name}: ${violation.from} -> ${violation.to}`,
);
const circleViolations = areaCircleViolations(result);
const all = [...ruleViolations, ...circleViolations];
if (all.length > 0) {
  console.error(`walls: ${all.length} violation(s)\n${all.join('\n')}`);
  const { forbidden } = (await import('../.dependency-cruiser.cjs')).default;
  const broken = new Set(result.summary.violations.map((violation) => violation.rule.name));
  for (const rule of forbidden.filter((candidate) => broken.has(candidate.name) && candidate.comment))
    console.error(`\n${rule.name}: ${rule.comment}`);
  if (circleViolations.length > 0)
    console.error(
      '\nno-circle-between-areas: areas import each other round. Move what both need to shared/ (web) or a port ' +
        '(API), or into one area the others call; type-only and lazy imports count too.',
    );
  process.exit(1);
}
console.log(
  `walls: ${result.summary.totalCruised} modules, ${result.summary.totalDependenciesCruised} imports, 0 violations`,
);
