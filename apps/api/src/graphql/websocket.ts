import type { IncomingMessage, Server } from 'node:http';
import {
  GraphQLError,
  type ExecutionArgs,
  type ExecutionResult,
  type FormattedExecutionResult,
} from 'graphql';
import type { OperationResult } from 'graphql-ws';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import type { Deps } from '../deps';
import { resolveViewer } from '../modules/account';
import { tokenFrom } from './context';
import { maskError } from './errors';
import type { AjarYoga } from './yoga';

/** Yoga's enveloped execute/subscribe, carried to graphql-ws in rootValue (the documented pattern). */
interface EnvelopedRoot {
  execute(args: ExecutionArgs): OperationResult;
  subscribe(args: ExecutionArgs): OperationResult;
}

/** The caller's address, as Fastify's `req.ip` would give it. */
function clientAddressOf(request: IncomingMessage, trustProxy: boolean): string {
  const forwarded = request.headers['x-forwarded-for'];
  const first = (Array.isArray(forwarded) ? forwarded[0] : forwarded)?.split(',')[0]?.trim();
  return (trustProxy && first) || request.socket.remoteAddress || 'unknown';
}

/** HTTP hints (the 401 status) mean nothing on a socket; Yoga strips them only from HTTP bodies. */
function withoutHttpHints(result: ExecutionResult): FormattedExecutionResult {
  return {
    ...result,
    errors: result.errors?.map((error) => {
      const { http: _http, ...extensions } = error.extensions;
      return { ...error.toJSON(), extensions };
    }),
  };
}

function asErrors(error: unknown): GraphQLError[] {
  const masked = maskError(error);
  return [masked instanceof GraphQLError ? masked : new GraphQLError(masked.message)];
}

/**
 * GraphQL over WebSocket (graphql-ws) on the HTTP path, through the same Yoga pipeline (context,
 * limits, masking). The token comes from connectionParams `auth-token` or `Authorization`; a bad one
 * refuses the connection (close code 4403).
 */
export function attachGraphQLWebSocket(server: Server, yoga: AjarYoga, deps: Deps): () => Promise<void> {
  const wss = new WebSocketServer({ server, path: yoga.graphqlEndpoint });
  const disposable = useServer(
    {
      execute: (args) => (args.rootValue as EnvelopedRoot).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRoot).subscribe(args),
      onConnect: async (ctx) => {
        const token = tokenFrom({ connectionParams: ctx.connectionParams ?? {}, clientAddress: '' });
        return token ? (await resolveViewer(deps, token)) !== null : true;
      },
      onNext: (_ctx, _id, _payload, _args, result) => withoutHttpHints(result),
      onSubscribe: async (ctx, _id, payload) => {
        const enveloped = yoga.getEnveloped({
          connectionParams: ctx.connectionParams ?? {},
          clientAddress: clientAddressOf(ctx.extra.request, deps.config.trustProxy),
          params: payload,
        });
        try {
          const document = enveloped.parse(payload.query);
          const errors = enveloped.validate(enveloped.schema, document);
          if (errors.length > 0) return errors;
          const args: ExecutionArgs = {
            schema: enveloped.schema,
            document,
            operationName: payload.operationName,
            variableValues: payload.variables,
            contextValue: await enveloped.contextFactory(),
            rootValue: {
              execute: enveloped.execute as EnvelopedRoot['execute'],
              subscribe: enveloped.subscribe as EnvelopedRoot['subscribe'],
            } satisfies EnvelopedRoot,
          };
          return args;
        } catch (error) {
          return asErrors(error);
        }
      },
    },
    wss,
  );
  return async () => {
    await disposable.dispose();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  };
}
