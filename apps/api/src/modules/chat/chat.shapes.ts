import {
  CHAT_MESSAGE_TYPES,
  CHAT_PAGE_MAX,
  CHAT_PAGE_SIZE,
  MESSAGES,
  TEXT_LIMIT,
  type ChatMessageType,
} from '@ajar/domain';
import { z } from 'zod';

/** The other member of a room, as the room list shows them (spec section 3, Chat room users). */
export interface ChatUserView {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
  /** The avatar's storage path, or null. */
  readonly userAvatar: string | null;
  readonly country: string;
}

export interface ChatMessageOwnerView {
  readonly userId: string;
  readonly firstName: string;
  readonly lastName: string;
}

/** Spec section 3, Chat message, as services hand it to GraphQL. Ids are the bigint ids as text. */
export interface ChatMessageView {
  readonly _id: string;
  readonly roomId: string;
  readonly owner: ChatMessageOwnerView;
  readonly msgType: string;
  readonly content: string;
  readonly createdAt: Date;
  readonly seen: boolean;
  readonly privateFor: string | null;
  readonly replyId: string | null;
  /** The replied-to message (content shortened), when the viewer may see it. */
  readonly reply: ChatMessageView | null;
}

export interface ChatRoomView {
  readonly _id: string;
  readonly closed: boolean;
  readonly unReadMsgs: number;
  readonly users: readonly ChatUserView[];
  readonly updatedAt: Date;
  readonly lastMessage: ChatMessageView | null;
}

export interface ChatMessagePageView {
  /** Oldest first. */
  readonly messages: readonly ChatMessageView[];
  readonly hasMore: boolean;
}

export interface ReadReceiptView {
  readonly roomId: string;
  readonly readerId: string;
  readonly messageIds: readonly string[];
}

export interface UnreadCountView {
  readonly total: number;
  readonly roomId: string | null;
  readonly unReadMsgs: number | null;
}

export interface AutoMessageView {
  readonly _id: string;
  readonly userId: string;
  readonly question: string;
  readonly createdAt: Date;
}

/** Message ids are growing bigints; as text they are plain digits (15 keep them exact in a JS number). */
const MESSAGE_ID = /^\d{1,15}$/;

export function isMessageId(value: string): boolean {
  return MESSAGE_ID.test(value);
}

/** Characters as PostgreSQL's char_length counts them (code points), so an emoji counts once. */
const characterCount = (text: string): number => Array.from(text).length;

/** Chat text and auto-message templates: trimmed, not blank, at most 700 characters. */
const chatText = z
  .string()
  .trim()
  .min(1, { error: MESSAGES.messageRequired })
  .refine((text) => characterCount(text) <= TEXT_LIMIT, { error: MESSAGES.textTooLong });

const cursor = z
  .string()
  .trim()
  .regex(MESSAGE_ID, { error: MESSAGES.invalidPage })
  .transform(Number)
  .nullish()
  .transform((id) => id ?? null);

export const sendMessageSchema = z.object({
  content: chatText,
  roomId: z.string().trim(),
  replyId: z
    .string()
    .trim()
    .nullish()
    .transform((id) => id || null),
  msgType: z
    .enum(CHAT_MESSAGE_TYPES, { error: MESSAGES.required })
    .nullish()
    .transform((type): ChatMessageType => type ?? 'TEXT'),
});

export const roomMessagesSchema = z
  .object({
    roomId: z.string().trim(),
    before: cursor,
    after: cursor,
    limit: z
      .number({ error: MESSAGES.invalidPage })
      .int({ error: MESSAGES.invalidPage })
      .min(1, { error: MESSAGES.invalidPage })
      .max(CHAT_PAGE_MAX, { error: MESSAGES.invalidPage })
      .nullish()
      .transform((limit) => limit ?? CHAT_PAGE_SIZE),
  })
  .refine((input) => input.before === null || input.after === null, {
    error: MESSAGES.invalidPage,
    path: ['after'],
  });

export const readMessagesSchema = z.object({
  roomId: z.string().trim(),
  // A client marks what it shows, at most a page at a time.
  messages: z.array(z.string().trim()).max(CHAT_PAGE_MAX, { error: MESSAGES.invalidPage }),
});

export const autoMessageSchema = z.object({ message: chatText });

export type SendMessageInput = z.output<typeof sendMessageSchema>;
export type RoomMessagesInput = z.output<typeof roomMessagesSchema>;
export type ReadMessagesInput = z.output<typeof readMessagesSchema>;
