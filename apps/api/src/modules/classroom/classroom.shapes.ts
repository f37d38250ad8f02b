import {
  CLASSROOM_PEER_SIGNAL_KINDS,
  CLASSROOM_SIGNAL_MAX_CHARS,
  MESSAGES,
  type ClassroomMediaMode,
  type ClassroomRole,
  type ClassroomRoomKind,
  type ClassroomWindowState,
} from '@ajar/domain';
import { z } from 'zod';
import type { IceServer } from '../../config';
import type { SfuPass } from '../../infra/sfu/sfu';

export interface ClassroomSeatView {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: ClassroomRole;
}

/** A room as one of its participants sees it: what it is for, when it takes people, and how to connect. */
export interface ClassroomView {
  readonly roomId: string;
  readonly kind: ClassroomRoomKind;
  readonly title: string;
  readonly startsAt: Date;
  readonly endsAt: Date;
  readonly opensAt: Date;
  readonly state: ClassroomWindowState;
  /** The tutor removed the viewer: they cannot join again. */
  readonly removed: boolean;
  readonly myRole: ClassroomRole;
  readonly seats: readonly ClassroomSeatView[];
  readonly iceServers: readonly IceServer[];
  /** How this room's media travels: MESH, or SFU (large rooms, when an SFU is configured). */
  readonly mediaMode: ClassroomMediaMode;
}

/** openClassroomMedia: how this browser sends and receives media; the pass only in SFU mode. */
export interface ClassroomMediaView {
  readonly mode: ClassroomMediaMode;
  readonly sfu: SfuPass | null;
}

/** A tab in the room and who holds it. */
export interface ClassroomPeerView extends ClassroomSeatView {
  readonly peerId: string;
}

export interface ClassroomSignalView {
  readonly roomId: string;
  readonly kind: string;
  /** null: the server's own (a removal). */
  readonly from: ClassroomPeerView | null;
  /** The one peer it is for; null: everyone. */
  readonly to: string | null;
  readonly payload: string;
  readonly sentAt: Date;
}

export interface AttendanceStayView extends ClassroomSeatView {
  readonly joinedAt: Date;
  /** null: still in the room. */
  readonly leftAt: Date | null;
  readonly seconds: number;
}

export interface AttendanceTotalView extends ClassroomSeatView {
  /** The stays summed (overlapping tabs of one person counted once per tab). */
  readonly seconds: number;
  readonly stays: number;
  readonly firstJoinedAt: Date | null;
}

export interface ClassroomAttendanceView {
  readonly roomId: string;
  readonly stays: readonly AttendanceStayView[];
  /** One line per participant, those who never came included (0 seconds). */
  readonly totals: readonly AttendanceTotalView[];
}

const id = z.string().trim().min(1).max(64);

export const sendSignalSchema = z
  .object({
    roomId: id,
    peerId: id,
    to: id.nullish(),
    kind: z.enum(CLASSROOM_PEER_SIGNAL_KINDS, { error: MESSAGES.classroomSignalInvalid }),
    payload: z.string().max(CLASSROOM_SIGNAL_MAX_CHARS, { error: MESSAGES.classroomSignalTooLarge }),
  })
  .refine((signal) => !['OFFER', 'ANSWER', 'ICE'].includes(signal.kind) || Boolean(signal.to), {
    error: MESSAGES.classroomSignalInvalid,
    path: ['to'],
  });
export type SendSignalInput = z.output<typeof sendSignalSchema>;

export const moderateSchema = z.object({ roomId: id, peerId: id, targetPeerId: id });
export type ModerateInput = z.output<typeof moderateSchema>;
