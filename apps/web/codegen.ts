import { existsSync } from 'node:fs';
import type { CodegenConfig } from '@graphql-codegen/cli';

// Paths are relative to apps/web (npm -w runs here). The API prints its schema once it exists;
// until then the agreed contract is the source of truth.
const printedSchema = '../api/schema.graphql';
const schema = existsSync(printedSchema) ? printedSchema : '../../docs/account-contract.graphql';

const config: CodegenConfig = {
  schema,
  documents: ['src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTime: 'string', Upload: 'File', Money: 'number' },
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
  },
};

export default config;
