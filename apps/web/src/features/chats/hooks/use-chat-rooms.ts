import { useCallback, useMemo } from 'react';
import { useQuery, type CombinedError } from 'urql';
import { GetUserChatRoomsDocument, UnreadCountChangedDocument } from '../../../gql/graphql';
import type { ChatRoom } from '../chat-types';
import { useLiveSubscription } from './use-live-subscription';
import { useWsReconnected } from './use-ws-reconnected';
import { presentItems } from '../../../shared/api/present-items';

export interface ChatRooms {
  readonly rooms: readonly ChatRoom[] | null;
  readonly fetching: boolean;
  readonly error: CombinedError | undefined;
  /** Fetches the list again (a message moved a room up, a count changed). */
  readonly refresh: () => void;
}

/** The viewer's rooms, most recently updated first, kept fresh by the unread-count events. */
export function useChatRooms(): ChatRooms {
  const [{ data, fetching, error }, reexecute] = useQuery({
    query: GetUserChatRoomsDocument,
    requestPolicy: 'cache-and-network',
  });
  const refresh = useCallback(() => reexecute({ requestPolicy: 'network-only' }), [reexecute]);
  // A count changes when a message arrives or is read anywhere: the previews and order change too.
  useLiveSubscription(UnreadCountChangedDocument, {}, refresh);
  useWsReconnected(refresh);
  const list = data?.getUserChatRooms;
  const rooms = useMemo(() => presentItems(list) ?? null, [list]);
  return { rooms, fetching, error, refresh };
}
