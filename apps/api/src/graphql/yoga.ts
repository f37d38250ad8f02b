import { blockFieldSuggestionsPlugin } from '@escape.tech/graphql-armor-block-field-suggestions';
import { costLimitPlugin } from '@escape.tech/graphql-armor-cost-limit';
import { maxAliasesPlugin } from '@escape.tech/graphql-armor-max-aliases';
import { maxDepthPlugin } from '@escape.tech/graphql-armor-max-depth';
import { maxTokensPlugin } from '@escape.tech/graphql-armor-max-tokens';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { NoSchemaIntrospectionCustomRule } from 'graphql';
import { createYoga, type Plugin, type YogaServerInstance } from 'graphql-yoga';
import type { Deps } from '../deps';
import { buildContext, type GraphQLContext } from './context';
import { isExpectedError, maskError } from './errors';
import { refuseNulCharactersPlugin } from './nul-characters.plugin';
import { buildSchema } from './schema';
import { MAX_MULTIPART_BYTES } from '../modules/resource/transport';
import { searchFlushPlugin } from '../modules/search/transport';

/** What each transport hands to Yoga: Fastify's request for HTTP, connection params for WebSocket. */
export interface ServerContext {
  readonly req?: FastifyRequest;
  readonly reply?: FastifyReply;
  readonly connectionParams?: Readonly<Record<string, unknown>>;
  readonly clientAddress?: string;
}

export type AjarYoga = YogaServerInstance<ServerContext, GraphQLContext>;

export const GRAPHQL_LIMITS = { maxDepth: 10, maxAliases: 15, maxCost: 5000, maxTokens: 1000 } as const;

const disableIntrospection: Plugin = {
  onValidate: ({ addValidationRule }) => addValidationRule(NoSchemaIntrospectionCustomRule),
};

export function createGraphQLServer(deps: Deps, log: FastifyBaseLogger): AjarYoga {
  const production = deps.config.isProduction;
  return createYoga<ServerContext, GraphQLContext>({
    schema: buildSchema(),
    graphqlEndpoint: '/graphql',
    batching: false,
    // JSON bodies are read (and limited) by Fastify; only multipart uploads reach this limit.
    maxRequestBodySize: MAX_MULTIPART_BYTES,
    // The SPA is served from this origin; cross-origin browser access is for development only.
    cors: production ? false : undefined,
    graphiql: !production,
    landingPage: false,
    maskedErrors: { maskError },
    logging: {
      debug: (...args) => log.debug(args),
      info: (...args) => log.info(args),
      warn: (...args) => log.warn(args),
      // A refusal the user caused is routine: only the unexpected is an error.
      error: (...args) => (args.every(isExpectedError) ? log.debug(args) : log.error(args)),
    },
    context: (initial) =>
      buildContext(deps, {
        headers: initial.connectionParams ? undefined : initial.request.headers,
        connectionParams: initial.connectionParams,
        clientAddress: initial.clientAddress ?? initial.req?.ip ?? 'unknown',
      }),
    plugins: [
      maxTokensPlugin({ n: GRAPHQL_LIMITS.maxTokens }),
      maxDepthPlugin({ n: GRAPHQL_LIMITS.maxDepth }),
      maxAliasesPlugin({ n: GRAPHQL_LIMITS.maxAliases }),
      costLimitPlugin({ maxCost: GRAPHQL_LIMITS.maxCost }),
      refuseNulCharactersPlugin,
      searchFlushPlugin((error) => log.error({ err: error }, 'search flush failed')),
      ...(production ? [disableIntrospection, blockFieldSuggestionsPlugin()] : []),
    ],
  });
}
