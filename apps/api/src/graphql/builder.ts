import SchemaBuilder from '@pothos/core';
import DataloaderPlugin from '@pothos/plugin-dataloader';
import ScopeAuthPlugin from '@pothos/plugin-scope-auth';
import { MESSAGES, ROLE_CODES, STAFF_ROLE_CODE, isMoneyAmount } from '@ajar/domain';
import { GraphQLError, Kind, type ASTNode } from 'graphql';
import type { CommunityContext, GraphQLContext, SignedInContext } from './context';
import { forbidden, loginRequired } from '../kernel/domain-error';

export const builder = new SchemaBuilder<{
  Context: GraphQLContext;
  AuthScopes: {
    member: boolean;
    loggedIn: boolean;
    student: boolean;
    tutor: boolean;
    company: boolean;
    staff: boolean;
    /** Signed in, or holding a community token (the community's own fields only). */
    communityMember: boolean;
  };
  AuthContexts: {
    member: SignedInContext;
    loggedIn: SignedInContext;
    student: SignedInContext;
    tutor: SignedInContext;
    company: SignedInContext;
    staff: SignedInContext;
    communityMember: CommunityContext;
  };
  Scalars: {
    // graphql-js parses every ID input to a string; resolvers get it as one.
    ID: { Input: string; Output: string | number };
    DateTime: { Input: Date; Output: Date };
    Money: { Input: number; Output: number };
    /** A file of a GraphQL multipart request (WHATWG File); input only. */
    Upload: { Input: File; Output: never };
  };
  DefaultFieldNullability: false;
}>({
  plugins: [ScopeAuthPlugin, DataloaderPlugin],
  defaultFieldNullability: false,
  scopeAuth: {
    authScopes: (context) => ({
      member: context.viewer !== null,
      loggedIn: context.viewer !== null,
      student: context.viewer?.roleCode === ROLE_CODES.student,
      tutor: context.viewer?.roleCode === ROLE_CODES.tutor,
      company: context.viewer?.roleCode === ROLE_CODES.company,
      staff: context.viewer?.roleCode === STAFF_ROLE_CODE,
      communityMember: context.communityViewer !== null,
    }),
    // The one way to require sign-in (docs/error-model.md, "Signed-out calls"). A viewer without the
    // scope: FORBIDDEN. No viewer: UNAUTHENTICATED 'notLoggedIn' with HTTP 200, whatever the scope (a guest
    // asked to sign in has no token to clear). A dead token never gets here: buildContext already failed the
    // whole request with 401.
    unauthorizedError: (_parent, context) => (context.viewer ? forbidden() : loginRequired()),
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

/** Input that is not an exact amount: BAD_USER_INPUT, as the error model words it (never a bare TypeError). */
const notAnAmount = (node?: ASTNode) =>
  new GraphQLError(MESSAGES.amountInvalid, {
    ...(node ? { nodes: node } : {}),
    extensions: { code: 'BAD_USER_INPUT', messageKey: 'amountInvalid' },
  });

builder.scalarType('Money', {
  description:
    "An amount in its currency's minor units: an integer exact up to 2^53 − 1 (JSON number). " +
    'Never a 32-bit Int, so no price, total or balance overflows.',
  serialize: (value) => {
    // A stored amount a JSON number cannot carry exactly is the server's fault: INTERNAL, for this field only.
    if (!isMoneyAmount(value)) throw new TypeError(`Money cannot represent ${String(value)}`);
    return value;
  },
  parseValue: (value) => {
    if (!isMoneyAmount(value)) throw notAnAmount();
    return value;
  },
  parseLiteral: (ast) => {
    // Read the digits as a bigint: a literal past 2^53 must be refused, not rounded into range.
    if (ast.kind !== Kind.INT) throw notAnAmount(ast);
    const value = BigInt(ast.value);
    if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER))
      throw notAnAmount(ast);
    return Number(value);
  },
});
