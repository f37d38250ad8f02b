import { CLASSROOM_MESH_MAX } from '../classroom/classroom';

/*
 * Study rooms (`ajar-rooms`): always-open rooms by topic and market where students study together on
 * camera or on audio only, up to a capacity, with one focus timer everyone in the room shares.
 */

/** A room's name: 1 to this many characters. */
export const STUDY_ROOM_NAME_MAX = 80;
/** A room takes 2 people at least; at most as many as the classroom connects as a mesh, for now. */
export const STUDY_ROOM_CAPACITY_MIN = 2;
export const STUDY_ROOM_CAPACITY_MAX = CLASSROOM_MESH_MAX;
/** Someone is in a room while their page beats at least this often; a dead browser drops out after the TTL. */
export const STUDY_ROOM_HEARTBEAT_SECONDS = 20;
export const STUDY_ROOM_PRESENCE_TTL_SECONDS = 60;
/** Open rooms one student may have created and not yet closed. */
export const STUDY_ROOMS_OPEN_PER_CREATOR_MAX = 3;

/** What a room is for: the list filters by it, the web names it in each language. */
export const STUDY_ROOM_TOPICS = [
  'MATHS',
  'SCIENCE',
  'LANGUAGES',
  'HUMANITIES',
  'CODING',
  'EXAM_PREP',
  'GENERAL',
] as const;
export type StudyRoomTopic = (typeof STUDY_ROOM_TOPICS)[number];

/** CAMERA: people study on camera (and microphone); AUDIO: microphone only. */
export const STUDY_ROOM_MODES = ['CAMERA', 'AUDIO'] as const;
export type StudyRoomMode = (typeof STUDY_ROOM_MODES)[number];

/** The shared focus timer's lengths, in minutes. */
export const STUDY_FOCUS_MINUTES = [25, 50] as const;
export const STUDY_BREAK_MINUTES = [5, 10] as const;

export function isStudyRoomTopic(value: unknown): value is StudyRoomTopic {
  return typeof value === 'string' && (STUDY_ROOM_TOPICS as readonly string[]).includes(value);
}

/** Where the shared timer is: a focus or a break, and the milliseconds left of it. */
export interface StudyTimerPhase {
  readonly phase: 'FOCUS' | 'BREAK';
  /** 0-based: focus and break pairs completed so far. */
  readonly round: number;
  readonly remainingMs: number;
}

/**
 * The timer's phase at `now`, from the instant it started and its lengths: everyone computes it from the same
 * server instant, so the room shares one timer. Focus, then break, then focus again, for as long as it runs.
 */
export function studyTimerPhase(
  startedAt: Date,
  focusMinutes: number,
  breakMinutes: number,
  now: Date,
): StudyTimerPhase {
  const focus = focusMinutes * 60_000;
  const cycle = focus + breakMinutes * 60_000;
  const elapsed = Math.max(0, now.getTime() - startedAt.getTime());
  const round = Math.floor(elapsed / cycle);
  const into = elapsed - round * cycle;
  return into < focus
    ? { phase: 'FOCUS', round, remainingMs: focus - into }
    : { phase: 'BREAK', round, remainingMs: cycle - into };
}
