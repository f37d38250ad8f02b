// Areas and the circles between them, from a dependency-cruiser JSON result. Shared by `npm run walls` and the
// architecture figures.

/**
 * Test code, known by where it lives: test files, the areas' testing/ folders (and web testing.ts faces) and the
 * shared test folders. Left out of every wall about production code.
 */
export const TEST_CODE = /(\.test\.tsx?$|\/testing\.ts$|\/testing\/|^apps\/(api|web)\/src\/test\/)/;

/** The area of a file: `api:<module>` or `web:<feature>`, or null outside the areas. */
export function areaOf(file) {
  const api = /^apps\/api\/src\/modules\/([^/]+)\//.exec(file);
  if (api) return `api:${api[1]}`;
  const web = /^apps\/web\/src\/features\/([^/]+)\//.exec(file);
  return web ? `web:${web[1]}` : null;
}

/**
 * Area → area arrows of production code, counting every kind of import (type-only and lazy import() too), each
 * with one file-level example.
 */
export function areaEdges(result) {
  const edges = new Map();
  for (const module of result.modules) {
    const from = areaOf(module.source);
    if (!from || TEST_CODE.test(module.source)) continue;
    for (const dependency of module.dependencies) {
      const to = areaOf(dependency.resolved);
      if (!to || to === from || TEST_CODE.test(dependency.resolved)) continue;
      const targets = edges.get(from) ?? new Map();
      if (!targets.has(to)) targets.set(to, { from: module.source, to: dependency.resolved });
      edges.set(from, targets);
    }
  }
  return edges;
}

/** Tarjan's strongly connected components of more than one node: the groups of areas that import each other round. */
export function circles(edges) {
  const nodes = [
    ...new Set([...edges.keys(), ...[...edges.values()].flatMap((targets) => [...targets.keys()])]),
  ];
  let index = 0;
  const indices = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  const found = [];
  const visit = (node) => {
    indices.set(node, index);
    low.set(node, index);
    index += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node)?.keys() ?? []) {
      if (!indices.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node), low.get(next)));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node), indices.get(next)));
    }
    if (low.get(node) === indices.get(node)) {
      const group = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        group.push(member);
      } while (member !== node);
      if (group.length > 1) found.push(group.sort());
    }
  };
  for (const node of nodes) if (!indices.has(node)) visit(node);
  return found;
}
