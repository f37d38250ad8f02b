import { createClient, type Client as WsClient } from 'graphql-ws';

export function graphqlWsUrl(location: Pick<Location, 'protocol' | 'host'> = window.location): string {
  const scheme = location.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${scheme}//${location.host}/graphql`;
}

const reconnectListeners = new Set<() => void>();

/**
 * Called whenever a socket connects again after an earlier connection of the same client: events
 * published while it was down are lost, so live views (an open chat) catch up from the API.
 */
export function onWsReconnected(listener: () => void): () => void {
  reconnectListeners.add(listener);
  return () => reconnectListeners.delete(listener);
}

/** Tells the live views the socket is back (the client below does it; tests stand in for a socket). */
export function announceWsReconnected(): void {
  for (const listener of reconnectListeners) listener();
}

export function createWsClient(token: string | null): WsClient {
  let connections = 0;
  return createClient({
    url: graphqlWsUrl(),
    lazy: true,
    connectionParams: () =>
      token ? { 'auth-token': token, authToken: token, Authorization: `Bearer ${token}` } : {},
    on: {
      connected: () => {
        connections += 1;
        if (connections > 1) announceWsReconnected();
      },
    },
  });
}
