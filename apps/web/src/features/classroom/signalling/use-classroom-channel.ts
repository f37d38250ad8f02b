import type { ClassroomMediaMode, ClassroomPeerSignalKind } from '@ajar/domain';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useClient } from 'urql';
import {
  ClassroomSignalsDocument,
  OpenClassroomMediaDocument,
  SendClassroomSignalDocument,
} from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';
import { JanusMedia } from './janus-media';
import { Mesh } from './mesh';
import type { RoomMedia, SfuPass } from './room-media';
import { initialRoomState, roomReducer, type RoomSignal } from './room-state';

export interface ChannelOptions {
  readonly roomId: string;
  readonly userId: string;
  readonly iceServers: RTCIceServer[];
  readonly localStream: MediaStream;
  /** MESH: a peer connection to each other tab; SFU: one connection to the SFU, which forwards the others. */
  readonly mediaMode: ClassroomMediaMode;
  /** Whiteboard strokes and clears from the others. */
  readonly onBoard: (signal: RoomSignal) => void;
  /** What this tab's microphone, camera and screen are now: told to each newcomer. */
  readonly mediaState: () => string;
}

export type SendSignal = (kind: ClassroomPeerSignalKind, to: string | null, payload: string) => void;

/**
 * The room's channel for this tab: entering is subscribing to `classroomSignals` with a fresh tab id (a new one
 * per mount, so a remount is a new stay); leaving, closing the tab or unmounting ends the subscription, and the
 * server records the leave and tells the room. Signals go out one after another (a candidate never overtakes
 * its offer). The mesh of peer connections lives as long as the subscription.
 */
export function useClassroomChannel({
  roomId,
  userId,
  iceServers,
  localStream,
  mediaMode,
  onBoard,
  mediaState,
}: ChannelOptions) {
  const client = useClient();
  const [state, dispatch] = useReducer(roomReducer, undefined, () => initialRoomState('', userId));
  const [remoteStreams, setRemoteStreams] = useState<Readonly<Record<string, MediaStream>>>({});
  const mesh = useRef<RoomMedia | null>(null);
  const sendRef = useRef<SendSignal>(() => undefined);
  const stopRef = useRef<() => void>(() => undefined);
  const handlers = useRef({ onBoard, mediaState });
  useEffect(() => {
    handlers.current = { onBoard, mediaState };
  });
  const iceKey = JSON.stringify(iceServers);

  useEffect(() => {
    const peerId = crypto.randomUUID();
    let queue = Promise.resolve();
    let stopped = false;
    const send: SendSignal = (kind, to, payload) => {
      queue = queue
        .then(() =>
          client.mutation(SendClassroomSignalDocument, { roomId, peerId, to, kind, payload }).toPromise(),
        )
        .then(
          () => undefined,
          () => undefined,
        );
    };
    sendRef.current = send;
    dispatch({ type: 'reset', selfPeerId: peerId });
    const onRemoteStream = (from: string, stream: MediaStream | null) =>
      setRemoteStreams((current) => {
        const next = { ...current };
        if (stream) next[from] = stream;
        else delete next[from];
        return next;
      });
    const iceServers = JSON.parse(iceKey) as RTCIceServer[];
    const peers: RoomMedia =
      mediaMode === 'SFU'
        ? new JanusMedia({
            selfPeerId: peerId,
            iceServers,
            localStream,
            pass: async () => {
              const result = await client.mutation(OpenClassroomMediaDocument, { roomId }).toPromise();
              const media = result.data?.openClassroomMedia;
              if (!media?.url || !media.room || !media.token || !media.provider)
                throw result.error ?? new Error('classroom: no SFU pass');
              return media as SfuPass;
            },
            onRemoteStream,
            onFailure: () =>
              dispatch({
                type: 'status',
                status: { kind: 'refused', messageKey: 'classroomSfuUnavailable' },
              }),
          })
        : new Mesh({
            selfPeerId: peerId,
            iceServers,
            localStream,
            send: (kind, to, payload) => send(kind, to, payload),
            onRemoteStream,
          });
    mesh.current = peers;
    const live = client.subscription(ClassroomSignalsDocument, { roomId, peerId }).subscribe((result) => {
      if (result.error) {
        peers.close();
        dispatch({
          type: 'status',
          status: { kind: 'refused', messageKey: readServerError(result.error).messageKey },
        });
        return;
      }
      const signal = result.data?.classroomSignals;
      if (!signal) return;
      dispatch({ type: 'signal', signal });
      const from = signal.from?.peerId;
      if (!from) return;
      switch (signal.kind) {
        case 'JOINED':
          peers.connect(from);
          send('MEDIA', null, handlers.current.mediaState());
          break;
        case 'LEFT':
          peers.drop(from);
          break;
        case 'OFFER':
        case 'ANSWER':
        case 'ICE':
          void peers.handle(signal.kind, from, signal.payload).catch(() => undefined);
          break;
        case 'STROKE':
        case 'CLEAR':
          handlers.current.onBoard(signal);
          break;
        default:
          break;
      }
    });
    dispatch({ type: 'status', status: { kind: 'in' } });
    const stop = () => {
      if (stopped) return;
      stopped = true;
      live.unsubscribe();
      peers.close();
      mesh.current = null;
    };
    stopRef.current = stop;
    return stop;
  }, [client, roomId, localStream, iceKey, mediaMode]);

  const send = useCallback<SendSignal>((kind, to, payload) => sendRef.current(kind, to, payload), []);
  const leave = useCallback(() => {
    stopRef.current();
    dispatch({ type: 'status', status: { kind: 'left' } });
  }, []);
  const sendChat = useCallback(
    (name: string, text: string) => {
      send('CHAT', null, text);
      dispatch({ type: 'chatSent', name, text, at: new Date().toISOString() });
    },
    [send],
  );
  const replaceVideo = useCallback((track: MediaStreamTrack | null) => mesh.current?.replaceVideo(track), []);

  return { state, remoteStreams, send, sendChat, leave, replaceVideo };
}
