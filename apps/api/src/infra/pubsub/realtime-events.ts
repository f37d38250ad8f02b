/**
 * The realtime channels every API process shares. Payloads cross Redis as JSON, so they hold only
 * JSON values: dates are ISO strings, ids are strings.
 */
export interface ChatMessageEvent {
  readonly _id: string;
  readonly roomId: string;
  readonly ownerId: string;
  readonly msgType: string;
  readonly content: string;
  readonly createdAt: string;
  readonly seen: boolean;
  readonly privateFor: string | null;
  readonly replyId: string | null;
}

export interface ReadReceiptEvent {
  readonly roomId: string;
  readonly readerId: string;
  readonly messageIds: readonly string[];
}

export interface UnreadCountEvent {
  /** Unread messages over all of the user's rooms. */
  readonly total: number;
  readonly roomId: string | null;
  /** Unread messages of that room for the user. */
  readonly unReadMsgs: number | null;
}

export interface NotificationEvent {
  readonly pvid: string;
  readonly userId: string;
  readonly entityId: string | null;
  readonly code: string;
  readonly remarks: string;
  readonly entityTitle: string;
  readonly postedDate: string;
  readonly archived: boolean;
  readonly status: string;
  readonly read: boolean;
}

/** Sessions that ended (sign-out, deactivation, password change). */
export interface SessionEndedEvent {
  readonly sessionIds: readonly string[];
}

/** Who sent a classroom signal: their tab in the room (peerId) and who they are. */
export interface ClassroomPeerEvent {
  readonly peerId: string;
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly role: string;
}

/**
 * One message on a classroom's channel: WebRTC negotiation for one peer (`to`), or something for
 * the whole room (`to` null). The topic is the room's id; `roomId` is carried too, and checked again on delivery.
 */
export interface ClassroomSignalEvent {
  readonly roomId: string;
  readonly kind: string;
  readonly from: ClassroomPeerEvent | null;
  /** The one peer it is for; null: everyone in the room. */
  readonly to: string | null;
  /** REMOVED: the user whose every tab in the room ends. */
  readonly removedUserId: string | null;
  readonly payload: string;
  readonly sentAt: string;
}

/** A reply on a feed's wall, as JSON. */
export interface FeedReplyEvent {
  readonly pvid: string;
  readonly userPvid: string;
  readonly comment: string;
  readonly postedDate: string;
  readonly names: string;
  readonly avatar: string | null;
  readonly mentioned: readonly string[];
}

/** A thread of a market's wall as it now stands (new, replied to, or voted on), without any viewer's vote. */
export interface FeedEvent {
  readonly pvid: string;
  readonly userPvid: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly avatar: string | null;
  readonly comment: string;
  readonly postedDate: string;
  readonly totalUpVoted: number;
  readonly totalDownVoted: number;
  readonly totalReply: number;
  readonly mentioned: readonly string[];
  readonly replies: readonly FeedReplyEvent[];
}

/** Something changed in a study room: presence, its shared timer, or it closed. Subscribers read it again. */
export interface StudyRoomChangedEvent {
  readonly roomId: string;
  readonly change: string;
  readonly at: string;
}

/** Channel name -> [id, payload]: `publish('roomMessage', roomId, message)`, `subscribe('roomMessage', roomId)`. */
export type RealtimeChannels = {
  roomMessage: [roomId: string, payload: ChatMessageEvent];
  roomRead: [roomId: string, payload: ReadReceiptEvent];
  userUnread: [userId: string, payload: UnreadCountEvent];
  userNotification: [userId: string, payload: NotificationEvent];
  sessionEnded: [scope: string, payload: SessionEndedEvent];
  classroomSignal: [roomId: string, payload: ClassroomSignalEvent];
  feedChanged: [country: string, payload: FeedEvent];
  studyRoomChanged: [roomId: string, payload: StudyRoomChangedEvent];
};
