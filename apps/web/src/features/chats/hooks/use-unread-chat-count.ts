import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import { GetUnReadMsgsCountDocument, UnreadCountChangedDocument } from '../../../gql/graphql';
import { useSession } from '../../../shared/session/use-session';
import { useLiveSubscription } from './use-live-subscription';
import { useWsReconnected } from './use-ws-reconnected';

/**
 * The header chat badge: getUnReadMsgsCount on load, then unreadCountChanged live. Undefined when
 * signed out or not known yet (a failed fetch shows no number, like the other header counts).
 */
export function useUnreadChatCount(): number | undefined {
  const client = useClient();
  const { isSignedIn } = useSession();
  const [count, setCount] = useState<number | null>(null);

  const load = useCallback(() => {
    void client
      .query(GetUnReadMsgsCountDocument, {}, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (result.data) setCount(result.data.getUnReadMsgsCount);
      });
  }, [client]);

  useEffect(() => {
    if (isSignedIn) load();
    else setCount(null);
  }, [isSignedIn, load]);
  useLiveSubscription(
    UnreadCountChangedDocument,
    {},
    (data) => setCount(data.unreadCountChanged.total),
    !isSignedIn,
  );
  useWsReconnected(load, isSignedIn);

  return isSignedIn && count !== null ? count : undefined;
}
