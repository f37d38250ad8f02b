import type { CountryCode, StudyRoomMode, StudyRoomTopic } from '@ajar/domain';

/** Someone in a study room now (first name and avatar only: the list is public). */
export interface StudyRoomPersonView {
  readonly userId: string;
  readonly firstName: string;
  readonly avatarUrl: string | null;
}

/** The shared focus timer: its start instant and lengths (clients compute the phase from them). */
export interface StudyTimerView {
  readonly startedAt: Date;
  readonly focusMinutes: number;
  readonly breakMinutes: number;
}

export interface StudyRoomView {
  readonly id: string;
  readonly country: CountryCode;
  readonly name: string;
  readonly topic: StudyRoomTopic;
  readonly mode: StudyRoomMode;
  readonly capacity: number;
  readonly createdAt: Date;
  readonly closedAt: Date | null;
  readonly creatorFirstName: string;
  readonly present: readonly StudyRoomPersonView[];
  readonly timer: StudyTimerView | null;
  /** The server's clock when this was read: clients correct their own by it. */
  readonly serverNow: Date;
  readonly viewerPresent: boolean;
  readonly viewerIsCreator: boolean;
  /** The classroom carrying the room's camera and audio, for a signed-in viewer; null for a guest. */
  readonly classroomRoomId: string | null;
}

/** What travels on a room's channel: something changed; subscribers read the room again. */
export type StudyRoomChange = 'PRESENCE' | 'TIMER' | 'CLOSED';
