import { act } from '@testing-library/react';
import { cacheExchange, Client, fetchExchange, subscriptionExchange, type ExecutionResult } from 'urql';
import type { ApiCall, FakeApi, Responder } from './render-with-api';

type Variables = Record<string, unknown>;

interface LiveSink {
  readonly operationName: string;
  readonly variables: Variables;
  readonly next: (result: ExecutionResult) => void;
}

export interface FakeRealtimeApi extends FakeApi {
  /** Pushes one event to every open subscription of that operation (and those variables, if given). */
  readonly emit: (operationName: string, data: unknown, variables?: Variables) => void;
  /** How many subscriptions of that operation are open. */
  readonly listening: (operationName: string) => number;
}

/**
 * fakeApi (test/render-with-api) plus subscriptions: queries and mutations answer by operation
 * name, and the test pushes subscription events with `emit`.
 */
export function fakeRealtimeApi(responders: Readonly<Record<string, Responder>>): FakeRealtimeApi {
  const calls: ApiCall[] = [];
  const sinks = new Set<LiveSink>();
  const fetchFake: typeof fetch = async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables?: Variables };
    const variables = body.variables ?? {};
    calls.push({ operationName: body.operationName, variables });
    const responder = responders[body.operationName];
    const payload = responder
      ? responder(variables)
      : { errors: [{ message: `Not faked: ${body.operationName}`, extensions: { code: 'INTERNAL' } }] };
    return new Response(JSON.stringify(payload), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = new Client({
    url: 'http://localhost/graphql',
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription: (request) => ({
          subscribe(sink) {
            const live: LiveSink = {
              operationName: request.operationName ?? '',
              variables: (request.variables ?? {}) as Variables,
              next: (result) => sink.next(result),
            };
            sinks.add(live);
            return { unsubscribe: () => void sinks.delete(live) };
          },
        }),
      }),
    ],
    fetch: fetchFake,
    preferGetMethod: false,
  });
  const matches = (sink: LiveSink, variables?: Variables) =>
    variables === undefined ||
    Object.entries(variables).every(([name, value]) => sink.variables[name] === value);
  return {
    client,
    calls,
    calledWith: (operationName) => calls.filter((call) => call.operationName === operationName),
    emit: (operationName, data, variables) => {
      act(() => {
        for (const sink of [...sinks]) {
          if (sink.operationName === operationName && matches(sink, variables)) {
            sink.next({ data: data as ExecutionResult['data'] });
          }
        }
      });
    },
    listening: (operationName) => [...sinks].filter((sink) => sink.operationName === operationName).length,
  };
}
