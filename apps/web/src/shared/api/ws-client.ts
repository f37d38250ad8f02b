import { createClient, type Client as WsClient } from 'graphql-ws';

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}

export function createWsClient(token: string | null): WsClient {
  return createClient({
    url: graphqlWsUrl(),
    lazy: true,
    connectionParams: () =>
      token ? { 'auth-token': token, authToken: token, Authorization: `Bearer ${token}` } : {},
  });
}
