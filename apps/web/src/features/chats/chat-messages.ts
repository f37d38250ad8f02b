import { ROLE_CODES } from '@ajar/domain';
import type { ChatMessage, ChatRoom, ChatUser } from './chat-types';

/** Message ids are growing integers sent as digit strings: compare by length, then by digits. */
export function compareMessageIds(a: string, b: string): number {
  if (a.length !== b.length) return a.length - b.length;
  if (a === b) return 0;
  return a < b ? -1 : 1;
}

/**
 * The messages of both lists once each, oldest first. An incoming copy replaces the one held (a reply
 * resolved), except that seen never goes back: a sender's own copy can arrive after the read receipt.
 */
export function mergeMessages(
  current: readonly ChatMessage[],
  incoming: readonly ChatMessage[],
): ChatMessage[] {
  if (incoming.length === 0) return [...current];
  const byId = new Map(current.map((message) => [message._id, message]));
  for (const message of incoming) {
    const held = byId.get(message._id);
    byId.set(message._id, held?.seen && !message.seen ? { ...message, seen: true } : message);
  }
  return [...byId.values()].sort((a, b) => compareMessageIds(a._id, b._id));
}

export function markSeen(messages: readonly ChatMessage[], ids: readonly string[]): ChatMessage[] {
  if (ids.length === 0) return [...messages];
  const seen = new Set(ids);
  return messages.map((message) =>
    seen.has(message._id) && !message.seen ? { ...message, seen: true } : message,
  );
}

/** The other member's messages the viewer has not read yet. */
export function unreadFromOthers(messages: readonly ChatMessage[], viewerId: string): string[] {
  return messages
    .filter((message) => message.owner.userId !== viewerId && !message.seen)
    .map((message) => message._id);
}

/** The person the viewer talks to in a room (the API lists the other member). */
export function otherMember(room: ChatRoom, viewerId: string): ChatUser | null {
  return room.users.find((user) => user.userId !== viewerId) ?? room.users[0] ?? null;
}

export function fullName(person: { firstName: string; lastName: string }): string {
  return `${person.firstName} ${person.lastName}`.trim();
}

export function initials(person: { firstName: string; lastName: string }): string {
  return `${person.firstName.charAt(0)}${person.lastName.charAt(0)}`.toUpperCase();
}

/** Characters as the API counts them (code points), so an emoji counts once. */
export function characterCount(text: string): number {
  return Array.from(text).length;
}

export function isTutorRole(roleCode: string | null | undefined): boolean {
  return roleCode === ROLE_CODES.tutor;
}
