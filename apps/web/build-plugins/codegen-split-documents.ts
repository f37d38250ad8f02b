import { existsSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { preset as clientPreset } from '@graphql-codegen/client-preset';
import { buildASTSchema, print, stripIgnoredCharacters, type DocumentNode } from 'graphql';

// The client preset writes every operation document into src/gql/graphql.ts as an AST object literal. Many
// chunks import that module, so the bundler put all of them (500 KB of AST) in the shell. This preset keeps
// the client preset's types in graphql.ts and moves each document to a module of its own,
// src/gql/documents/<Name>.ts, which graphql.ts re-exports: callers still import `XDocument` from graphql.ts,
// and the bundler (graphql.ts being free of side effects, see vite.config.ts) puts each document module in
// the chunk that uses it. A document module holds the compact query text, which urql parses on first use,
// instead of a literal AST 5–10 times its size. The
// client preset's `graphql()` function (gql.ts, a map of every document) is not generated: nothing uses it,
// and it would pull every document into whatever chunk called it.

type Preset = typeof clientPreset;
type PresetOptions = Parameters<Preset['buildGeneratesSection']>[0];
type Section = Awaited<ReturnType<Preset['buildGeneratesSection']>>[number];

const DOCUMENTS_FOLDER = 'documents';

/** One `export const` of the typed-document-node plugin: `export const X = {AST} as unknown as DocumentNode<R, V>;` */
const DECLARATION = /^export const (\w+) = (\{.*\}) as unknown as DocumentNode<([\w\s,]+)>;$/;

interface GeneratedDocument {
  readonly name: string;
  readonly query: string;
  readonly typeArguments: readonly string[];
}

/** The documents the typed-document-node plugin of the client preset's graphql.ts section would write. */
async function generatedDocuments(section: Section, options: PresetOptions): Promise<GeneratedDocument[]> {
  const entry = section.plugins.find((plugin) => 'typed-document-node' in plugin);
  const plugin = section.pluginMap['typed-document-node'];
  if (!entry || !plugin) {
    throw new Error('[split-documents] the client preset no longer has a typed-document-node step');
  }
  const config = { ...section.config, ...(entry['typed-document-node'] as object) };
  const output = await plugin.plugin(
    options.schemaAst ?? buildASTSchema(options.schema),
    section.documents,
    config,
  );
  const content = typeof output === 'string' ? output : output.content;
  return content
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const match = DECLARATION.exec(line);
      if (!match) throw new Error(`[split-documents] unexpected document declaration: ${line.slice(0, 120)}`);
      const [, name = '', ast = '', types = ''] = match;
      const document = JSON.parse(ast) as DocumentNode;
      return {
        name,
        query: stripIgnoredCharacters(print(document)),
        typeArguments: types.split(',').map((type) => type.trim()),
      };
    });
}

/**
 * The module of one document: its query text, typed as the client preset types it. urql parses a query given
 * as text on first use and keeps the parse, so a document the first view never asks for costs nothing when
 * its chunk loads (the start chunk parsed its dozen documents before the first render).
 */
function documentModule({ name, query, typeArguments }: GeneratedDocument): string {
  const imported = typeArguments.filter((type) => type !== 'unknown');
  return [
    '/* eslint-disable */',
    "import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';",
    ...(imported.length ? [`import type { ${imported.join(', ')} } from '../graphql';`] : []),
    '',
    `export const ${name} = ${JSON.stringify(query)} as unknown as DocumentNode<${typeArguments.join(', ')}>;`,
    '',
  ].join('\n');
}

export const splitDocumentsPreset: Preset = {
  prepareDocuments: clientPreset.prepareDocuments,
  async buildGeneratesSection(options: PresetOptions) {
    const sections = await clientPreset.buildGeneratesSection({
      ...options,
      presetConfig: { ...options.presetConfig, skipIndexFile: true },
    });
    const types = sections.find((section) => section.filename === `${options.baseOutputDir}graphql.ts`);
    if (!types) throw new Error('[split-documents] the client preset wrote no graphql.ts');
    const documents = await generatedDocuments(types, options);
    const reexports = documents
      .map(({ name }) => `export { ${name} } from './${DOCUMENTS_FOLDER}/${name}';`)
      .join('\n');
    const add = types.pluginMap['add'];
    if (!add) throw new Error('[split-documents] the client preset no longer has an add step');
    return [
      {
        ...types,
        plugins: types.plugins.map((plugin) =>
          'typed-document-node' in plugin ? { add: { content: reexports, placement: 'content' } } : plugin,
        ),
      },
      ...documents.map((document) => ({
        filename: `${options.baseOutputDir}${DOCUMENTS_FOLDER}/${document.name}.ts`,
        plugins: [{ add: { content: documentModule(document), placement: 'content' } }],
        pluginMap: { add },
        schema: options.schema,
        config: {},
        documents: [],
      })),
    ];
  },
};

/**
 * A lifecycle hook (beforeAllFileWrite): a document module whose operation is gone from the .graphql files is
 * deleted, or, under `--check`, reported as stale (codegen --check only compares the files it generates).
 */
export function pruneDocumentModules(outputDir: string) {
  return (...generated: string[]) => {
    const folder = path.resolve(outputDir, DOCUMENTS_FOLDER);
    if (!existsSync(folder)) return;
    const kept = new Set(generated.map((file) => path.resolve(file)));
    const stale = readdirSync(folder)
      .map((file) => path.join(folder, file))
      .filter((file) => !kept.has(file));
    if (stale.length === 0) return;
    if (process.argv.includes('--check')) {
      // codegen reports a hook's error by its exit code only: say which files.
      const message = `Stale generated documents (run \`npm run codegen -w apps/web\`): ${stale.join(', ')}`;
      console.error(message);
      throw new Error(message);
    }
    for (const file of stale) rmSync(file);
  };
}
