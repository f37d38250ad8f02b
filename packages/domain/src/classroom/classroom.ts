/**
 * The live classroom: who may enter a lesson's room, and when. One-to-one bookings today; group
 * class sessions join behind the same room kinds.
 */

/** A room opens this many minutes before its lesson starts, and closes to newcomers when the lesson ends. */
export const CLASSROOM_EARLY_ENTRY_MINUTES = 10;
/** Rooms of up to this many people connect as a mesh (every browser to every other). */
export const CLASSROOM_MESH_MAX = 4;
/**
 * Rooms at or above this many seats (people it is for) go through the SFU when one is configured (JANUS_URL);
 * CLASSROOM_SFU_FROM can lower it (the SFU journey sends a room of 3 through Janus).
 */
export const CLASSROOM_SFU_FROM_DEFAULT = CLASSROOM_MESH_MAX + 1;
/** The most tabs one room takes through the SFU (a full group class, its tutor and a spare tab or two). */
export const CLASSROOM_SFU_MAX = 60;
/** How a room's media travels: browser to browser (MESH), or each browser to the SFU and back (SFU). */
export const CLASSROOM_MEDIA_MODES = ['MESH', 'SFU'] as const;
export type ClassroomMediaMode = (typeof CLASSROOM_MEDIA_MODES)[number];

/** A room's media mode: the SFU when one is configured and the room has `sfuFrom` seats or more. */
export function classroomMediaMode(seats: number, sfu: { from: number } | null): ClassroomMediaMode {
  return sfu !== null && seats >= sfu.from ? 'SFU' : 'MESH';
}

/** How many tabs a room takes at once in a mode. */
export function classroomCapacity(mode: ClassroomMediaMode): number {
  return mode === 'SFU' ? CLASSROOM_SFU_MAX : CLASSROOM_MESH_MAX;
}
/** The largest signal one peer may send (an SDP offer with simulcast is about 10 KB; a long stroke less). */
export const CLASSROOM_SIGNAL_MAX_CHARS = 64 * 1024;
/** A chat line in the room is at most this long. */
export const CLASSROOM_CHAT_MAX_CHARS = 500;

/** What a room is for: a booking's lesson, one session of a group class, or a study room's media. */
export const CLASSROOM_ROOM_KINDS = ['BOOKING', 'CLASS_SESSION', 'STUDY_ROOM'] as const;
export type ClassroomRoomKind = (typeof CLASSROOM_ROOM_KINDS)[number];

/** Who someone is in a room: the tutor leads (mutes, removes), students take part. */
export const CLASSROOM_ROLES = ['TUTOR', 'STUDENT'] as const;
export type ClassroomRole = (typeof CLASSROOM_ROLES)[number];

/**
 * What crosses the room's channel. OFFER, ANSWER and ICE go to one peer (WebRTC negotiation); CHAT, STROKE,
 * CLEAR and MEDIA (a peer's mic and camera state) go to everyone. JOINED, LEFT, MUTE and REMOVED come from the
 * server only.
 */
export const CLASSROOM_SIGNAL_KINDS = [
  'OFFER',
  'ANSWER',
  'ICE',
  'CHAT',
  'STROKE',
  'CLEAR',
  'MEDIA',
  'JOINED',
  'LEFT',
  'MUTE',
  'REMOVED',
] as const;
export type ClassroomSignalKind = (typeof CLASSROOM_SIGNAL_KINDS)[number];
/** The kinds a browser may send; the rest are the server's own. */
export const CLASSROOM_PEER_SIGNAL_KINDS = [
  'OFFER',
  'ANSWER',
  'ICE',
  'CHAT',
  'STROKE',
  'CLEAR',
  'MEDIA',
] as const;
export type ClassroomPeerSignalKind = (typeof CLASSROOM_PEER_SIGNAL_KINDS)[number];
/** Kinds that must name the one peer they are for. */
export const CLASSROOM_ADDRESSED_KINDS: readonly ClassroomSignalKind[] = ['OFFER', 'ANSWER', 'ICE'];

/** Where a room can be entered now: open, not yet (too early), or over. */
export type ClassroomWindowState = 'OPEN' | 'NOT_YET' | 'ENDED';

/** When a lesson's room opens: CLASSROOM_EARLY_ENTRY_MINUTES before its start. */
export function classroomOpensAt(start: Date): Date {
  return new Date(start.getTime() - CLASSROOM_EARLY_ENTRY_MINUTES * 60_000);
}

/** Whether a lesson's room takes people at `now`: from 10 minutes before the start until its end. */
export function classroomWindowState(start: Date, end: Date, now: Date): ClassroomWindowState {
  if (now.getTime() < classroomOpensAt(start).getTime()) return 'NOT_YET';
  if (now.getTime() >= end.getTime()) return 'ENDED';
  return 'OPEN';
}
