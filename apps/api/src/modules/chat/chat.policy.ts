import type { MessageKey } from '@ajar/domain';

/** Who may read and write a room, who sees which message: pure rules the chat service applies. */

export interface RoomMembers {
  readonly memberLow: string;
  readonly memberHigh: string;
}

/** A pair is stored in id order, so one unique constraint covers (a, b) and (b, a). */
export function orderedPair(first: string, second: string): RoomMembers {
  return first < second ? { memberLow: first, memberHigh: second } : { memberLow: second, memberHigh: first };
}

export function isMember(room: RoomMembers, userId: string): boolean {
  return room.memberLow === userId || room.memberHigh === userId;
}

/** The member who is not this one. */
export function otherMember(room: RoomMembers, userId: string): string {
  return room.memberLow === userId ? room.memberHigh : room.memberLow;
}

export interface ChatPartner {
  readonly id: string;
  readonly isActive: boolean;
}

/** Whether the viewer may open a room with this user. Null means allowed. */
export function newRoomRefusal(
  viewerId: string,
  partnerId: string,
  partner: ChatPartner | undefined,
): Extract<MessageKey, 'chatWithYourself' | 'chatUserNotFound'> | null {
  if (partnerId === viewerId) return 'chatWithYourself';
  if (!partner || !partner.isActive) return 'chatUserNotFound';
  return null;
}

/** A message marked privateFor someone is seen only by that member and its owner. */
export function canSeeMessage(
  message: { readonly ownerId: string; readonly privateFor: string | null },
  userId: string,
): boolean {
  return message.privateFor === null || message.privateFor === userId || message.ownerId === userId;
}
