import type { Client } from 'urql';
import { serverRenderPayload } from '../ssr/payload';
import { createApiClient } from './api-client';

let current: { readonly token: string | null; readonly client: Client } | null = null;
let fixed: Client | null = null;

/**
 * The app's GraphQL client for a session token: the one ApiProvider gives the pages, and the one a route's
 * loader asks before its page is drawn (a page's data is on its way while its code arrives), so
 * the page finds the answer in the client's cache. A new token makes a new client: no cached data crosses
 * a login or logout.
 */
export function apiClientFor(token: string | null): Client {
  if (fixed) return fixed;
  if (current?.token !== token) {
    const serverAnswers = token === null ? serverRenderPayload()?.urql : undefined;
    current = { token, client: createApiClient(token, serverAnswers) };
  }
  return current.client;
}

/** Tests (their fake API) and the server render (its own client): the client every caller gets; null to go back. */
export function setFixedApiClient(client: Client | null): void {
  fixed = client;
}
