import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { pruneDocumentModules, splitDocumentsPreset } from './build-plugins/codegen-split-documents';

// Paths are relative to apps/web (npm -w runs here). The API prints its schema once it exists;
// until then the agreed contract is the source of truth.
const printedSchema = '../api/schema.graphql';
const schema = existsSync(printedSchema) ? printedSchema : '../../docs/account-contract.graphql';
const output = 'src/gql/';

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    [output]: {
      // The client preset's types in graphql.ts; each document in a module of its own (src/gql/documents),
      // so it loads with the chunk that uses it (build-plugins/codegen-split-documents.ts).
      preset: splitDocumentsPreset,
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File', Money: 'number' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
  hooks: { beforeAllFileWrite: pruneDocumentModules(output) },
};

export default config;
