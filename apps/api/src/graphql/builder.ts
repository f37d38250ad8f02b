import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { ROLE_CODES } from '@ajar/domain';
import type { GraphQLContext, SignedInContext } from './context';
import { forbidden, unauthenticated } from './errors';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: { loggedIn: boolean; student: boolean; tutor: boolean; company: boolean };
  AuthContexts: {
    loggedIn: SignedInContext;
    student: SignedInContext;
    tutor: SignedInContext;
    company: SignedInContext;
  };
  Scalars: {
    DateTime: { Input: Date; Output: Date };
    /** A file of a GraphQL multipart request (WHATWG File); input only. */
    Upload: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      loggedIn: context.viewer !== null,
      student: context.viewer?.roleCode === ROLE_CODES.student,
      tutor: context.viewer?.roleCode === ROLE_CODES.tutor,
      company: context.viewer?.roleCode === ROLE_CODES.company,
    }),
    // No viewer: UNAUTHENTICATED (HTTP 401). A viewer without the scope: FORBIDDEN.
    unauthorizedError: (_parent, context) => (context.viewer ? forbidden() : unauthenticated()),
  },
});

builder.queryType({});
builder.mutationType({});
builder.subscriptionType({});

builder.scalarType('DateTime', {
  description: 'An instant, as an ISO 8601 string in UTC.',
  serialize: (value) => value.toISOString(),
  parseValue: (value) => {
    const date = typeof value === 'string' ? new Date(value) : null;
    if (!date || Number.isNaN(date.getTime())) throw new TypeError('DateTime must be an ISO 8601 string');
    return date;
  },
});
