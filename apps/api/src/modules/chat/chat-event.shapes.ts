import type {
  ChatMessageEvent,
  ReadReceiptEvent,
  UnreadCountEvent,
} from '../../infra/pubsub/realtime-events';
import type { ChatMessageOwnerView, ChatMessageView, ReadReceiptView, UnreadCountView } from './chat.shapes';

/** Events cross Redis as JSON: ISO dates, text ids; the owner and reply are looked up per subscriber. */
export function toMessageEvent(message: ChatMessageView): ChatMessageEvent {
  return {
    _id: message._id,
    roomId: message.roomId,
    ownerId: message.owner.userId,
    msgType: message.msgType,
    content: message.content,
    createdAt: message.createdAt.toISOString(),
    seen: message.seen,
    privateFor: message.privateFor,
    replyId: message.replyId,
  };
}

export function fromMessageEvent(
  event: ChatMessageEvent,
  owner: ChatMessageOwnerView,
  reply: ChatMessageView | null,
): ChatMessageView {
  return {
    _id: event._id,
    roomId: event.roomId,
    owner,
    msgType: event.msgType,
    content: event.content,
    createdAt: new Date(event.createdAt),
    seen: event.seen,
    privateFor: event.privateFor,
    replyId: event.replyId,
    reply,
  };
}

export function fromReadReceiptEvent(event: ReadReceiptEvent): ReadReceiptView {
  return { roomId: event.roomId, readerId: event.readerId, messageIds: [...event.messageIds] };
}

export function fromUnreadCountEvent(event: UnreadCountEvent): UnreadCountView {
  return { total: event.total, roomId: event.roomId, unReadMsgs: event.unReadMsgs };
}
