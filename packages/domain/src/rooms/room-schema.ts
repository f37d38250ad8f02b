import { z } from 'zod';
import { MESSAGES } from '../messages';
import {
  STUDY_BREAK_MINUTES,
  STUDY_FOCUS_MINUTES,
  STUDY_ROOM_CAPACITY_MAX,
  STUDY_ROOM_CAPACITY_MIN,
  STUDY_ROOM_MODES,
  STUDY_ROOM_NAME_MAX,
  STUDY_ROOM_TOPICS,
} from './rooms';

/** The study room forms, shared by the API and the web; apart so the shell loads no zod. */

export const createStudyRoomSchema = z.object({
  name: z
    .string({ error: MESSAGES.studyRoomNameRequired })
    .trim()
    .min(1, { error: MESSAGES.studyRoomNameRequired })
    .max(STUDY_ROOM_NAME_MAX, { error: MESSAGES.studyRoomNameTooLong }),
  topic: z.enum(STUDY_ROOM_TOPICS, { error: MESSAGES.studyRoomTopicRequired }),
  mode: z.enum(STUDY_ROOM_MODES, { error: MESSAGES.studyRoomModeRequired }),
  capacity: z
    .number({ error: MESSAGES.studyRoomCapacityInvalid })
    .int({ error: MESSAGES.studyRoomCapacityInvalid })
    .min(STUDY_ROOM_CAPACITY_MIN, { error: MESSAGES.studyRoomCapacityInvalid })
    .max(STUDY_ROOM_CAPACITY_MAX, { error: MESSAGES.studyRoomCapacityInvalid }),
});

export type CreateStudyRoomInput = z.input<typeof createStudyRoomSchema>;
export type CreateStudyRoom = z.output<typeof createStudyRoomSchema>;

const oneOf = (values: readonly number[]) =>
  z
    .number({ error: MESSAGES.studyTimerInvalid })
    .refine((value) => values.includes(value), { error: MESSAGES.studyTimerInvalid });

export const startStudyTimerSchema = z.object({
  focusMinutes: oneOf(STUDY_FOCUS_MINUTES),
  breakMinutes: oneOf(STUDY_BREAK_MINUTES),
});

/** closeStudyRoom (the console's): the room, and a note for the audit log (may be empty). */
export const closeStudyRoomSchema = z.object({
  roomId: z.string().trim().min(1),
  reason: z.string().trim().max(500).default(''),
});
