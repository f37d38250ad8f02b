import type { ClassroomPeerSignalKind } from '@ajar/domain';

/** The negotiation signals a mesh sends to one peer through the room's channel. */
export type MeshSignalKind = Extract<ClassroomPeerSignalKind, 'OFFER' | 'ANSWER' | 'ICE'>;

/**
 * How a tab's media travels in a room: a mesh of peer connections, or one SFU. The channel drives
 * either the same way; an SFU ignores the mesh's negotiation signals and finds the others itself.
 */
export interface RoomMedia {
  /** A tab joined the room (a mesh connects to it). */
  connect(peerId: string): void;
  /** An OFFER, ANSWER or ICE from a tab (a mesh's negotiation). */
  handle(kind: MeshSignalKind, from: string, payload: string): Promise<void>;
  /** Sends another video track (the screen, or the camera again) without renegotiating. */
  replaceVideo(track: MediaStreamTrack | null): Promise<void>;
  /** A tab left. */
  drop(peerId: string): void;
  close(): void;
}

/** What an SFU adapter needs to enter its room (openClassroomMedia's pass). */
export interface SfuPass {
  readonly provider: string;
  readonly url: string;
  readonly room: string;
  readonly token: string;
}
