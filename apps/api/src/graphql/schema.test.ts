import {
  buildSchema as buildSdlSchema,
  findBreakingChanges,
  lexicographicSortSchema,
  parse,
  print,
  printSchema,
  visit,
  type GraphQLSchema,
} from 'graphql';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../config';
import { isSchemaFileCurrent } from './print-schema';
import { buildSchema } from './schema';

/** The sorted SDL without descriptions: names, arguments and nullability only. */
function shape(schema: GraphQLSchema): string {
  const document = parse(printSchema(lexicographicSortSchema(schema)));
  return print(
    visit(document, {
      enter: (node) =>
        'description' in node && node.description ? { ...node, description: undefined } : undefined,
    }),
  );
}

const contract = buildSdlSchema(readFileSync(path.join(REPO_ROOT, 'docs/account-contract.graphql'), 'utf8'));

describe('the printed schema', () => {
  it('is committed and current (run `npm run schema:print -w apps/api`)', async () => {
    expect(await isSchemaFileCurrent()).toBe(true);
  });

  it('breaks nothing the account contract promises', () => {
    expect(findBreakingChanges(contract, buildSchema())).toEqual([]);
  });

  // Issue 2's contract is the whole schema; later issues extend it with their own contract files.
  it('is exactly the account contract', () => {
    expect(shape(buildSchema())).toBe(shape(contract));
  });
});
