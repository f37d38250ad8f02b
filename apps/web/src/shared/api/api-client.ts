import { Client, cacheExchange, fetchExchange, subscriptionExchange } from 'urql';
import { createApiFetch } from './api-fetch';
import { authHeaders } from './auth-headers';
import { createWsClient } from './ws-client';

/** One client per session token, so a login or logout never shows another session's cached data. */
export function createApiClient(token: string | null): Client {
  const ws = createWsClient(token);
  return new Client({
    url: '/graphql',
    fetch: createApiFetch(),
    fetchOptions: () => ({ headers: authHeaders(token) }),
    exchanges: [
      cacheExchange,
      fetchExchange,
      subscriptionExchange({
        forwardSubscription(request) {
          const input = { ...request, query: request.query ?? '' };
          return {
            subscribe(sink) {
              const unsubscribe = ws.subscribe(input, sink);
              return { unsubscribe };
            },
          };
        },
      }),
    ],
  });
}
