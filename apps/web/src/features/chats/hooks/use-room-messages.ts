import { CHAT_PAGE_MAX, CHAT_PAGE_SIZE } from '@ajar/domain';
import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useClient, type CombinedError } from 'urql';
import {
  GetRoomMessagesDocument,
  MessageSentDocument,
  MessagesReadDocument,
  ReadMessagesDocument,
} from '../../../gql/graphql';
import { markSeen, mergeMessages, unreadFromOthers } from '../chat-messages';
import type { ChatMessage } from '../chat-types';
import { useLiveSubscription } from './use-live-subscription';
import { usePageVisible } from './use-page-visible';
import { useWsReconnected } from './use-ws-reconnected';
import { presentItems } from '../../../shared/api/present-items';

export interface RoomMessagesState {
  readonly roomId: string | null;
  /** Oldest first. */
  readonly messages: readonly ChatMessage[];
  readonly hasMore: boolean;
  readonly status: 'loading' | 'ready' | 'error';
  readonly error: CombinedError | null;
  readonly older: 'idle' | 'loading' | 'error';
  /** Read receipts seen in this room, kept for messages that arrive after their receipt. */
  readonly receipts: ReadonlySet<string>;
}

type Action =
  | { type: 'reset'; roomId: string | null }
  | { type: 'loaded'; roomId: string; messages: readonly ChatMessage[]; hasMore: boolean }
  | { type: 'failed'; roomId: string; error: CombinedError | null }
  | { type: 'olderLoading'; roomId: string }
  | { type: 'olderLoaded'; roomId: string; messages: readonly ChatMessage[]; hasMore: boolean }
  | { type: 'olderFailed'; roomId: string }
  | { type: 'merged'; roomId: string; messages: readonly ChatMessage[] }
  | { type: 'seen'; roomId: string; ids: readonly string[] };

const initial = (roomId: string | null): RoomMessagesState => ({
  roomId,
  messages: [],
  hasMore: false,
  status: 'loading',
  error: null,
  older: 'idle',
  receipts: new Set(),
});

const withReceipts = (state: RoomMessagesState, messages: readonly ChatMessage[]): ChatMessage[] =>
  markSeen(mergeMessages(state.messages, messages), [...state.receipts]);

function reducer(state: RoomMessagesState, action: Action): RoomMessagesState {
  if (action.type === 'reset') return initial(action.roomId);
  // A late answer for a room the viewer has left changes nothing.
  if (action.roomId !== state.roomId) return state;
  switch (action.type) {
    case 'loaded':
      return {
        ...state,
        status: 'ready',
        error: null,
        hasMore: action.hasMore,
        messages: withReceipts(state, action.messages),
      };
    case 'failed':
      return { ...state, status: 'error', error: action.error };
    case 'olderLoading':
      return { ...state, older: 'loading' };
    case 'olderLoaded':
      return {
        ...state,
        older: 'idle',
        hasMore: action.hasMore,
        messages: withReceipts(state, action.messages),
      };
    case 'olderFailed':
      return { ...state, older: 'error' };
    case 'merged':
      return { ...state, messages: withReceipts(state, action.messages) };
    case 'seen':
      return { ...state, messages: markSeen(state.messages, action.ids) };
  }
}

export interface RoomMessages extends RoomMessagesState {
  readonly loadOlder: () => void;
  readonly retry: () => void;
  /** Adds a message this client sent (the live event may bring it too: kept once). */
  readonly add: (message: ChatMessage) => void;
}

/**
 * One open room: its latest page, older pages on demand, new messages and read receipts live, a
 * catch-up after a reconnect, and the other member's messages marked read while the page is in front.
 */
export function useRoomMessages(roomId: string | null, viewerId: string): RoomMessages {
  const client = useClient();
  const [stored, dispatch] = useReducer(reducer, roomId, initial);
  const state = stored.roomId === roomId ? stored : initial(roomId);
  const stateRef = useRef(state);
  useEffect(() => {
    stateRef.current = state;
  });
  const [attempt, retry] = useReducer((count: number) => count + 1, 0);
  const pageVisible = usePageVisible();
  const reading = useRef(new Set<string>());

  useEffect(() => {
    dispatch({ type: 'reset', roomId });
    reading.current.clear();
    if (roomId === null) return undefined;
    let active = true;
    void client
      .query(GetRoomMessagesDocument, { roomId, limit: CHAT_PAGE_SIZE }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (!active) return;
        const page = result.data?.getRoomMessages;
        if (page)
          dispatch({ type: 'loaded', roomId, messages: presentItems(page.messages), hasMore: page.hasMore });
        else dispatch({ type: 'failed', roomId, error: result.error ?? null });
      });
    return () => {
      active = false;
    };
  }, [client, roomId, attempt]);

  const loadOlder = useCallback(() => {
    const current = stateRef.current;
    const first = current.messages[0];
    if (current.roomId === null || !first || !current.hasMore || current.older === 'loading') return;
    const id = current.roomId;
    dispatch({ type: 'olderLoading', roomId: id });
    void client
      .query(
        GetRoomMessagesDocument,
        { roomId: id, before: first._id, limit: CHAT_PAGE_SIZE },
        { requestPolicy: 'network-only' },
      )
      .toPromise()
      .then((result) => {
        const page = result.data?.getRoomMessages;
        if (page)
          dispatch({
            type: 'olderLoaded',
            roomId: id,
            messages: presentItems(page.messages),
            hasMore: page.hasMore,
          });
        else dispatch({ type: 'olderFailed', roomId: id });
      });
  }, [client]);

  const catchUp = useCallback(async () => {
    const current = stateRef.current;
    const id = current.roomId;
    if (id === null) return;
    if (current.status !== 'ready') {
      retry();
      return;
    }
    let lastId: string | undefined = current.messages.at(-1)?._id;
    if (lastId === undefined) {
      retry();
      return;
    }
    // Everything after the last message held, page by page, so nothing sent while offline is lost.
    for (;;) {
      const result = await client
        .query(
          GetRoomMessagesDocument,
          { roomId: id, after: lastId, limit: CHAT_PAGE_MAX },
          { requestPolicy: 'network-only' },
        )
        .toPromise();
      const page = result.data?.getRoomMessages.messages ?? [];
      const messages: readonly ChatMessage[] = presentItems(page);
      if (messages.length > 0) dispatch({ type: 'merged', roomId: id, messages });
      lastId = messages.at(-1)?._id;
      // A full page (nulled messages count) may have more after it.
      if (page.length < CHAT_PAGE_MAX || lastId === undefined) return;
    }
  }, [client]);

  useLiveSubscription(
    MessageSentDocument,
    { roomId: roomId ?? '' },
    (data) => {
      if (roomId !== null && data.messageSent.roomId === roomId) {
        dispatch({ type: 'merged', roomId, messages: [data.messageSent] });
      }
    },
    roomId === null,
  );
  useLiveSubscription(
    MessagesReadDocument,
    { roomId: roomId ?? '' },
    (data) => {
      if (roomId !== null) dispatch({ type: 'seen', roomId, ids: data.messagesRead.messageIds });
    },
    roomId === null,
  );
  useWsReconnected(() => void catchUp(), roomId !== null);

  // Spec: what the other member wrote is read once it is on screen in a tab in front.
  const { messages, status } = state;
  useEffect(() => {
    if (roomId === null || status !== 'ready' || !pageVisible) return;
    const ids = unreadFromOthers(messages, viewerId).filter((id) => !reading.current.has(id));
    if (ids.length === 0) return;
    for (const id of ids) reading.current.add(id);
    dispatch({ type: 'seen', roomId, ids });
    void client
      .mutation(ReadMessagesDocument, { roomId, messages: ids })
      .toPromise()
      .then((result) => {
        // Not marked on the server: they count as unread again at the next load.
        if (result.error) for (const id of ids) reading.current.delete(id);
      });
  }, [client, roomId, status, messages, pageVisible, viewerId]);

  const add = useCallback(
    (message: ChatMessage) => {
      if (roomId !== null) dispatch({ type: 'merged', roomId, messages: [message] });
    },
    [roomId],
  );

  return { ...state, loadOlder, retry, add };
}
