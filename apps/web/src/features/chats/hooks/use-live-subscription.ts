import { useEffect, useRef } from 'react';
import { useClient, type AnyVariables, type TypedDocumentNode } from 'urql';

/**
 * Runs `onData` for every event of a GraphQL subscription while mounted and not paused. Unlike
 * urql's useSubscription (a reducer), the callback may have side effects: a toast, a mutation.
 */
export function useLiveSubscription<Data, Variables extends AnyVariables>(
  document: TypedDocumentNode<Data, Variables>,
  variables: Variables,
  onData: (data: Data) => void,
  pause = false,
): void {
  const client = useClient();
  const handler = useRef(onData);
  useEffect(() => {
    handler.current = onData;
  });
  // Variables compared by value, so an inline object does not resubscribe on every render.
  const key = JSON.stringify(variables ?? {});
  useEffect(() => {
    if (pause) return undefined;
    const live = client.subscription(document, JSON.parse(key) as Variables).subscribe((result) => {
      if (result.data) handler.current(result.data);
    });
    return () => live.unsubscribe();
  }, [client, document, key, pause]);
}
