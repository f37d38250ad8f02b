#!/usr/bin/env node
/**
 * Prints the API's architecture figures from a dependency-cruiser JSON:
 *   npx depcruise apps/api/src apps/web/src packages/domain/src --no-config --ts-config tsconfig.base.json \
 *     --output-type json --exclude "node_modules|/gql/" > deps.json
 *   node scripts/architecture-figures.mjs deps.json
 * With no file it runs that command itself. Test code (tests and their helpers) is left out of every figure.
 *
 * Figures:
 *   reach-ins          imports of a file of modules/<area> from outside that area other than its faces
 *                      (index.ts, and transport.ts for transports and the app layer)
 *   back arrows        module-level arrows (distinct unit → unit pairs, a unit being an area's layer, e.g.
 *                      "booking:service", or infra/<part>, kernel, app) whose target sits in a higher layer
 *   circles            groups of areas that import each other round (strongly connected components)
 *   loginRequired()    resolver sign-in checks left, `String(args.` id conversions left (in the source)
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { TEST_CODE as TEST, circles } from './lib/area-graph.mjs';

const API = 'apps/api/src/';

const LAYER = { kernel: 0, infra: 1, service: 2, transport: 3, app: 4 };

function cruise() {
  const args = ['depcruise', 'apps/api/src', 'apps/web/src', 'packages/domain/src', '--no-config'];
  args.push('--ts-config', 'tsconfig.base.json', '--output-type', 'json', '--exclude', 'node_modules|/gql/');
  return execFileSync('npx', args, { encoding: 'utf8', maxBuffer: 1 << 28 });
}

/** The unit and layer of an API file, or null outside the API's production code. */
function placeOf(file) {
  if (!file.startsWith(API) || TEST.test(file)) return null;
  const rest = file.slice(API.length);
  const [top, second] = rest.split('/');
  if (top === 'kernel') return { unit: 'kernel', layer: LAYER.kernel };
  // Settings read from the environment: infra's level (it imports only domain and infra types).
  if (rest === 'config.ts') return { unit: 'config', layer: LAYER.infra };
  if (top === 'infra') return { unit: `infra/${second}`, layer: LAYER.infra };
  if (top === 'db')
    return rest.startsWith('db/seed/')
      ? { unit: 'app', layer: LAYER.app }
      : { unit: 'db', layer: LAYER.infra };
  if (top === 'modules') {
    const transport = /\.(graphql|routes)\.ts$|\.graphql-type\.ts$|\.plugin\.ts$|\/transport\.ts$/.test(rest);
    return transport
      ? { unit: `${second}:transport`, layer: LAYER.transport, area: second }
      : { unit: `${second}:service`, layer: LAYER.service, area: second };
  }
  if (top === 'graphql' || top === 'rest' || top === 'http')
    return /^graphql\/(schema|yoga|websocket|print-schema)\.ts$/.test(rest)
      ? { unit: 'app', layer: LAYER.app }
      : { unit: top, layer: LAYER.transport };
  return { unit: 'app', layer: LAYER.app };
}

function areaOf(file) {
  const match = /^apps\/api\/src\/modules\/([^/]+)\//.exec(file);
  return match ? match[1] : null;
}

function sourceCounts() {
  let loginRequired = 0;
  let stringArgs = 0;
  const walk = (dir) => {
    for (const name of readdirSync(dir)) {
      const full = path.join(dir, name);
      if (statSync(full).isDirectory()) walk(full);
      else if (/\.ts$/.test(name)) {
        const text = readFileSync(full, 'utf8');
        loginRequired += (text.match(/throw loginRequired\(\)/g) ?? []).length;
        stringArgs += (text.match(/String\(args\./g) ?? []).length;
      }
    }
  };
  walk(API);
  return { loginRequired, stringArgs };
}

const json = JSON.parse(process.argv[2] ? readFileSync(process.argv[2], 'utf8') : cruise());
let reachIns = 0;
const arrows = new Map();
const areaEdges = new Map();
for (const module of json.modules) {
  const from = placeOf(module.source);
  if (!from) continue;
  for (const dependency of module.dependencies) {
    const to = placeOf(dependency.resolved);
    if (!to) continue;
    const fromArea = areaOf(module.source);
    const toArea = areaOf(dependency.resolved);
    const face = /\/(index|transport)\.ts$/.test(dependency.resolved);
    if (toArea && fromArea !== toArea && !face) reachIns += 1;
    if (fromArea && toArea && fromArea !== toArea) {
      if (!areaEdges.has(fromArea)) areaEdges.set(fromArea, new Set());
      areaEdges.get(fromArea).add(toArea);
    }
    if (from.unit !== to.unit) arrows.set(`${from.unit} -> ${to.unit}`, from.layer < to.layer);
  }
}
const back = [...arrows].filter(([, up]) => up).map(([arrow]) => arrow);
const areaCircles = circles(areaEdges);
const counts = sourceCounts();
console.log(`cross-area reach-ins (files of another area other than its faces): ${reachIns}`);
console.log(`module-level arrows: ${arrows.size}, pointing back up the layers: ${back.length}`);
if (process.env.VERBOSE) for (const arrow of back.sort()) console.log(`  ${arrow}`);
console.log(
  `circles between areas: ${areaCircles.length}${areaCircles.map((c) => `\n  ${c.join(' <-> ')}`).join('')}`,
);
console.log(`throw loginRequired() in apps/api/src: ${counts.loginRequired}`);
console.log(`String(args. in apps/api/src: ${counts.stringArgs}`);
