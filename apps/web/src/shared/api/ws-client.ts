import type { Client as WsClient, Sink, SubscribePayload } from 'graphql-ws';

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

/** The socket client's one use here: a subscription, answered by `sink` until the returned function ends it. */
export interface LazyWsClient {
  subscribe(payload: SubscribePayload, sink: Sink): () => void;
}

/**
 * A graphql-ws client whose code loads (and whose socket opens) when the first subscription starts, so a
 * visitor who never subscribes downloads no WebSocket client. A failed fetch of the code is
 * reported to that subscription and tried again by the next one.
 */
export function createWsClient(token: string | null): LazyWsClient {
  let client: Promise<WsClient> | null = null;
  const connect = (): Promise<WsClient> =>
    (client ??= import('graphql-ws').then(
      ({ createClient }) => startClient(createClient, token),
      (error: unknown) => {
        client = null;
        throw error;
      },
    ));
  return {
    subscribe(payload, sink) {
      let unsubscribe: (() => void) | null = null;
      let ended = false;
      connect().then(
        (ws) => {
          if (!ended) unsubscribe = ws.subscribe(payload, sink);
        },
        (error: unknown) => {
          if (!ended) sink.error(error);
        },
      );
      return () => {
        ended = true;
        unsubscribe?.();
      };
    },
  };
}

function startClient(createClient: typeof import('graphql-ws').createClient, token: string | null): WsClient {
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
