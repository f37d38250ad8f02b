import type { GraphQLSchema } from 'graphql';
import { builder } from './builder';
import '../modules/account/account.graphql';

let schema: GraphQLSchema | undefined;

/** Every module registers its types on import; the schema is built once. */
export function buildSchema(): GraphQLSchema {
  schema ??= builder.toSchema();
  return schema;
}
