import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * What each page of the app loads first, read from the route declarations themselves (the server
 * names a page's chunks in the HTML it sends, so they download beside the start chunk instead of after it):
 * features' routes.ts (`lazyPage(path, load, meta, options)`), app/routes.tsx (each group's texts and the
 * tutor profile's catch-all) and app/i18n/en-namespaces.ts (where each namespace's English texts live).
 * Module ids are relative to the web app's root, as the Vite manifest keys them ('src/features/…/x.tsx').
 */
export interface PageModules {
  /** The page's code and the English texts loaded beside it. */
  readonly modules: readonly string[];
  /** Drawn inside antd's scope (fetched beside the page). */
  readonly antd: boolean;
}

/** By page, as the domain's appPageOf names it ('' is /{country} itself, TUTOR_PROFILE_PAGE a tutor's profile). */
export type RouteModules = Readonly<Record<string, PageModules>>;
/** The module a page drawn inside antd's scope fetches beside it (shared/ui/antd-scope-loader.tsx). */
export const ANTD_SCOPE_MODULE = 'src/shared/ui/antd-scope.tsx';

type Constants = Readonly<Record<string, unknown>>;

function parse(file: string): ts.SourceFile {
  return ts.createSourceFile(
    file,
    readFileSync(file, 'utf8'),
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TSX,
  );
}

function resolveModule(fromFile: string, specifier: string, webRoot: string): string {
  const base = path.resolve(path.dirname(fromFile), specifier);
  for (const candidate of [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')]) {
    if (existsSync(candidate)) return path.relative(webRoot, candidate).split(path.sep).join('/');
  }
  throw new Error(`${path.relative(webRoot, fromFile)}: cannot resolve ${specifier}`);
}

/** Every node of `node`'s tree, depth first. */
function* walk(node: ts.Node): Generator<ts.Node> {
  yield node;
  for (const child of node.getChildren()) yield* walk(child);
}

/** `const name = <initializer>` declarations of a file, by name. */
function localConstants(source: ts.SourceFile): Map<string, ts.Expression> {
  const found = new Map<string, ts.Expression>();
  for (const node of walk(source)) {
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) {
      found.set(node.name.text, node.initializer);
    }
  }
  return found;
}

/** The `import('…')` specifiers an expression reaches, following the file's own constants it names. */
function importsReached(
  expression: ts.Node,
  locals: Map<string, ts.Expression>,
  seen = new Set<string>(),
): string[] {
  const specifiers: string[] = [];
  for (const node of walk(expression)) {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteral(argument)) specifiers.push(argument.text);
    } else if (ts.isIdentifier(node) && locals.has(node.text) && !seen.has(node.text)) {
      seen.add(node.text);
      specifiers.push(...importsReached(locals.get(node.text) as ts.Expression, locals, seen));
    }
  }
  return specifiers;
}

/** A page path argument: a string, `undefined` (the index page) or a domain constant (`ACCOUNT_ROUTES.login`). */
function pagePath(expression: ts.Expression, domain: Constants, where: string): string {
  if (ts.isStringLiteral(expression)) return expression.text;
  if (ts.isIdentifier(expression) && expression.text === 'undefined') return '';
  if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
    const table = domain[expression.expression.text] as Record<string, unknown> | undefined;
    const value = table?.[expression.name.text];
    if (typeof value === 'string') return value;
  }
  throw new Error(`${where}: a lazyPage path must be a string, undefined or a domain route constant`);
}

function drawsAntd(options: ts.Expression | undefined, locals: Map<string, ts.Expression>): boolean {
  let declared = options && ts.isIdentifier(options) ? locals.get(options.text) : options;
  while (declared && ts.isAsExpression(declared)) declared = declared.expression;
  if (!declared || !ts.isObjectLiteralExpression(declared)) return true;
  return !declared.properties.some(
    (property) =>
      ts.isPropertyAssignment(property) &&
      property.name.getText() === 'antd' &&
      property.initializer.kind === ts.SyntaxKind.FalseKeyword,
  );
}

/** A feature's pages: path → page module and whether it draws antd. */
function featurePages(file: string, webRoot: string, domain: Constants): Map<string, PageModules> {
  const source = parse(file);
  const locals = localConstants(source);
  const pages = new Map<string, PageModules>();
  for (const node of walk(source)) {
    if (!ts.isCallExpression(node) || node.expression.getText() !== 'lazyPage') continue;
    const [pathArgument, load, , options] = node.arguments;
    const where = `${path.relative(webRoot, file)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;
    if (!pathArgument || !load) throw new Error(`${where}: lazyPage needs a path and a loader`);
    // The page is the module under a pages/ folder the loader reaches (it may fetch other things beside it).
    const page = importsReached(load, locals).find((specifier) => /(^|\/)pages\//.test(specifier));
    if (!page) throw new Error(`${where}: the page's loader imports no module under pages/`);
    pages.set(pagePath(pathArgument, domain, where), {
      modules: [resolveModule(file, page, webRoot)],
      antd: drawsAntd(options, locals),
    });
  }
  return pages;
}

/** The string elements of an array literal. */
function strings(array: ts.Expression): string[] {
  if (!ts.isArrayLiteralExpression(array)) return [];
  return array.elements.filter(ts.isStringLiteral).map((element) => element.text);
}

/** en-namespaces.ts: namespace → the module of its English texts. */
function namespaceModules(webRoot: string): Map<string, string> {
  const file = path.join(webRoot, 'src/app/i18n/en-namespaces.ts');
  const modules = new Map<string, string>();
  for (const node of walk(parse(file))) {
    if (!ts.isPropertyAssignment(node)) continue;
    const [specifier] = importsReached(node.initializer, new Map());
    if (specifier) modules.set(node.name.getText(), resolveModule(file, specifier, webRoot));
  }
  return modules;
}

/** Reads the route declarations under `webRoot` (apps/web); `domain` is @ajar/domain's exports. */
export function readRouteModules(webRoot: string, domain: Constants): RouteModules {
  const routesFile = path.join(webRoot, 'src/app/routes.tsx');
  const source = parse(routesFile);
  const texts = namespaceModules(webRoot);
  const textsOf = (namespaces: readonly string[]) =>
    namespaces.map((name) => {
      const module = texts.get(name);
      if (!module) throw new Error(`app/routes.tsx: no English texts for the namespace ${name}`);
      return module;
    });

  const imported = new Map<string, string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) imported.set(element.name.text, statement.moduleSpecifier.text);
  }

  const result: Record<string, PageModules> = {};
  const locals = localConstants(source);
  for (const node of walk(source)) {
    if (!ts.isCallExpression(node) || node.expression.getText() !== 'withRouteTexts') continue;
    const [namespaces, routes] = node.arguments;
    if (!namespaces || !routes || !ts.isIdentifier(routes)) continue;
    const specifier = imported.get(routes.text);
    if (!specifier) throw new Error(`app/routes.tsx: ${routes.text} is not imported`);
    for (const [pagePathKey, page] of featurePages(
      path.join(webRoot, resolveModule(routesFile, specifier, webRoot)),
      webRoot,
      domain,
    )) {
      result[pagePathKey] = { ...page, modules: [...page.modules, ...textsOf(strings(namespaces))] };
    }
  }

  // The catch-all: a tutor's profile, its page imported by the segment route, its texts PUBLIC_PROFILE_TEXTS.
  const segmentFile = path.join(webRoot, 'src/features/public-profile/profile-segment-route.tsx');
  const segment = parse(segmentFile);
  const [profilePage] = importsReached(segment, localConstants(segment));
  const profileTexts = locals.get('PUBLIC_PROFILE_TEXTS');
  if (!profilePage || !profileTexts) throw new Error('app/routes.tsx: the tutor profile route changed shape');
  result[String(domain['TUTOR_PROFILE_PAGE'])] = {
    modules: [resolveModule(segmentFile, profilePage, webRoot), ...textsOf(strings(profileTexts))],
    antd: false,
  };
  return result;
}
