import { STUDY_ROOM_HEARTBEAT_SECONDS, type MessageKey } from '@ajar/domain';
import { useCallback, useEffect, useState } from 'react';
import { useClient } from 'urql';
import {
  EnterStudyRoomDocument,
  LeaveStudyRoomDocument,
  StudyRoomChangedDocument,
  StudyRoomDocument,
  StudyRoomHeartbeatDocument,
  type StudyRoomFieldsFragment,
} from '../../../gql/graphql';
import { readServerError } from '../../../shared/api/server-errors';

export type StudyRoom = StudyRoomFieldsFragment;

/** The room as last heard, and how far the server's clock is ahead of this browser's (ms). */
export interface RoomState {
  readonly room: StudyRoom | null;
  readonly offsetMs: number;
  /** Why the viewer is not in the room (closed, full, not found), or null. */
  readonly refusal: MessageKey | null;
  readonly loading: boolean;
}

/**
 * Being in a study room: enters on open, beats every STUDY_ROOM_HEARTBEAT_SECONDS (a dead browser drops out after
 * the TTL), hears every change of who is here and of the timer live (studyRoomChanged), and leaves on close.
 */
export function useStudyRoom(roomId: string): RoomState & { apply: (room: StudyRoom | undefined) => void } {
  const client = useClient();
  const [state, setState] = useState<RoomState>({ room: null, offsetMs: 0, refusal: null, loading: true });
  const apply = useCallback((room: StudyRoom | undefined) => {
    if (!room) return;
    const offsetMs = Date.parse(room.serverNow as string) - Date.now();
    setState((current) => ({
      room,
      offsetMs,
      refusal: room.closed ? 'studyRoomClosed' : current.refusal,
      loading: false,
    }));
  }, []);
  const refuse = useCallback(
    async (error: unknown) => {
      const key = readServerError(error).messageKey ?? 'fallback';
      const read = await client.query(StudyRoomDocument, { id: roomId }, { requestPolicy: 'network-only' });
      setState((current) => ({
        ...current,
        room: read.data?.studyRoom ?? current.room,
        refusal: key,
        loading: false,
      }));
    },
    [client, roomId],
  );

  useEffect(() => {
    let gone = false;
    void client
      .mutation(EnterStudyRoomDocument, { roomId })
      .toPromise()
      .then((result) => {
        if (gone) return;
        if (result.data) apply(result.data.enterStudyRoom);
        else void refuse(result.error);
      });
    const beat = setInterval(() => {
      void client
        .mutation(StudyRoomHeartbeatDocument, { roomId })
        .toPromise()
        .then((result) => {
          if (gone) return;
          if (result.data) apply(result.data.studyRoomHeartbeat);
          else if (readServerError(result.error).messageKey === 'studyRoomClosed') void refuse(result.error);
        });
    }, STUDY_ROOM_HEARTBEAT_SECONDS * 1000);
    return () => {
      gone = true;
      clearInterval(beat);
      void client.mutation(LeaveStudyRoomDocument, { roomId }).toPromise();
    };
  }, [client, roomId, apply, refuse]);

  const present = state.room?.viewerPresent === true;
  useEffect(() => {
    if (!present) return undefined;
    const { unsubscribe } = client
      .subscription(StudyRoomChangedDocument, { roomId })
      .subscribe((result) => apply(result.data?.studyRoomChanged));
    return unsubscribe;
  }, [client, roomId, present, apply]);

  return { ...state, apply };
}
