import { Client, cacheExchange, fetchExchange, ssrExchange, subscriptionExchange, type SSRData } from 'urql';
import { createApiFetch } from './api-fetch';
import { authHeaders } from './auth-headers';
import { createWsClient } from './ws-client';

/**
 * One client per session token, so a login or logout never shows another session's cached data. A guest's
 * first client starts with the answers of the page the server rendered (`serverAnswers`), so the browser's
 * first render draws what the HTML shows.
 */
export function createApiClient(token: string | null, serverAnswers?: SSRData): Client {
  const ws = createWsClient(token);
  const fromServer = serverAnswers ? [ssrExchange({ isClient: true, initialState: serverAnswers })] : [];
  return new Client({
    url: '/graphql',
    fetch: createApiFetch(),
    fetchOptions: () => ({ headers: authHeaders(token) }),
    exchanges: [
      cacheExchange,
      ...fromServer,
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
