import { MESSAGES } from '@ajar/domain';
import { builder } from '../../graphql/builder';
import { parseInput } from '../../kernel/domain-error';
import { MutationResultType } from '../../graphql/mutation-result';
import { messageStream, readReceiptStream, unreadCountStream } from './chat-live.service';
import {
  addAutoMessage,
  deleteAutoMessage,
  listAutoMessages,
  listRooms,
  openRoom,
  readMessages,
  roomMessages,
  sendMessage,
  unreadTotal,
} from './chat.service';
import {
  autoMessageSchema,
  readMessagesSchema,
  roomMessagesSchema,
  sendMessageSchema,
  type AutoMessageView,
  type ChatMessageOwnerView,
  type ChatMessagePageView,
  type ChatMessageView,
  type ChatRoomView,
  type ChatUserView,
  type ReadReceiptView,
  type UnreadCountView,
} from './chat.shapes';

const ChatUserType = builder.objectRef<ChatUserView>('ChatUser').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    userAvatar: t.exposeString('userAvatar', { nullable: true }),
    country: t.exposeString('country'),
  }),
});

const ChatMessageOwnerType = builder.objectRef<ChatMessageOwnerView>('ChatMessageOwner').implement({
  fields: (t) => ({
    userId: t.exposeID('userId'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const ChatMessageType = builder.objectRef<ChatMessageView>('ChatMessage');
ChatMessageType.implement({
  description:
    "msgType: TEXT (typed), AUTO (a tutor's auto-message template sent as a quick reply).\nprivateFor: when set, only that member sees the message (not used by the web yet, but enforced on read).",
  fields: (t) => ({
    _id: t.exposeID('_id'),
    roomId: t.exposeID('roomId'),
    owner: t.field({ type: ChatMessageOwnerType, resolve: (message) => message.owner }),
    msgType: t.exposeString('msgType'),
    content: t.exposeString('content'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    seen: t.exposeBoolean('seen', { description: 'True once the other member has read it (readMessages).' }),
    privateFor: t.exposeID('privateFor', { nullable: true }),
    replyId: t.exposeID('replyId', { nullable: true }),
    reply: t.field({
      type: ChatMessageType,
      nullable: true,
      description: 'The message replied to (content cut at 120 characters), null when none or not visible.',
      resolve: (message) => message.reply,
    }),
  }),
});

const ChatRoomType = builder.objectRef<ChatRoomView>('ChatRoom').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    closed: t.exposeBoolean('closed'),
    unReadMsgs: t.exposeInt('unReadMsgs', {
      description: 'Messages of the other member the viewer has not read.',
    }),
    users: t.field({ type: [ChatUserType], resolve: (room) => room.users }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
    lastMessage: t.field({ type: ChatMessageType, nullable: true, resolve: (room) => room.lastMessage }),
  }),
});

const ChatMessagePageType = builder.objectRef<ChatMessagePageView>('ChatMessagePage').implement({
  fields: (t) => ({
    messages: t.field({
      type: [ChatMessageType],
      nullable: { list: false, items: true },
      description: 'Oldest first (newest last).',
      resolve: (page) => page.messages,
    }),
    hasMore: t.exposeBoolean('hasMore', {
      description: 'More messages exist before the first one of this page.',
    }),
  }),
});

const ReadReceiptType = builder.objectRef<ReadReceiptView>('ReadReceipt').implement({
  fields: (t) => ({
    roomId: t.exposeID('roomId'),
    readerId: t.exposeID('readerId'),
    messageIds: t.exposeIDList('messageIds'),
  }),
});

const UnreadCountType = builder.objectRef<UnreadCountView>('UnreadCount').implement({
  fields: (t) => ({
    total: t.exposeInt('total', {
      description:
        "How many unread messages over all of the viewer's rooms (the header chat badge): a count, not money.",
    }),
    roomId: t.exposeID('roomId', { nullable: true }),
    unReadMsgs: t.exposeInt('unReadMsgs', { nullable: true }),
  }),
});

const AutoMessageType = builder.objectRef<AutoMessageView>('AutoMessage').implement({
  fields: (t) => ({
    _id: t.exposeID('_id'),
    userId: t.exposeID('userId'),
    question: t.exposeString('question'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
  }),
});

builder.queryFields((t) => ({
  getUserChatRooms: t.withAuth({ loggedIn: true }).field({
    type: [ChatRoomType],
    nullable: { list: false, items: true },
    description: "The viewer's rooms, most recently updated first.",
    resolve: (_root, _args, { deps, viewer }) => listRooms(deps, viewer),
  }),
  getRoomMessages: t.withAuth({ loggedIn: true }).field({
    type: ChatMessagePageType,
    description:
      "A page of a room's messages, newest last. Without cursors: the latest `limit` (default 30, max 100).\n`before`: older than that message (scrolling up). `after`: newer than that message, oldest first (catching up\nafter a reconnect: nothing is lost).",
    args: {
      roomId: t.arg.id({ required: true }),
      before: t.arg.id(),
      after: t.arg.id(),
      limit: t.arg.int(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      roomMessages(
        deps,
        viewer,
        parseInput(roomMessagesSchema, {
          roomId: args.roomId,
          before: args.before ?? null,
          after: args.after ?? null,
          limit: args.limit,
        }),
      ),
  }),
  getUnReadMsgsCount: t.withAuth({ loggedIn: true }).int({
    resolve: (_root, _args, { deps, viewer }) => unreadTotal(deps, viewer),
  }),
  getAutoMessages: t.withAuth({ loggedIn: true }).field({
    type: [AutoMessageType],
    nullable: { list: false, items: true },
    description:
      "Without userId: the viewer's own templates (tutors). With a tutor's userId: that tutor's, as quick questions.",
    args: { userId: t.arg.id() },
    resolve: (_root, args, { deps, viewer }) => listAutoMessages(deps, viewer, args.userId ?? null),
  }),
}));

builder.mutationFields((t) => ({
  sendMessageToChatRoom: t.withAuth({ loggedIn: true }).field({
    type: ChatMessageType,
    description:
      'At most 700 characters (MESSAGES.textTooLong), not blank. replyId must be a message of the same room.',
    args: {
      content: t.arg.string({ required: true }),
      roomId: t.arg.id({ required: true }),
      replyId: t.arg.id(),
      msgType: t.arg.string(),
    },
    resolve: (_root, args, { deps, viewer }) =>
      sendMessage(
        deps,
        viewer,
        parseInput(sendMessageSchema, {
          content: args.content,
          roomId: args.roomId,
          replyId: args.replyId ?? null,
          msgType: args.msgType,
        }),
      ),
  }),
  readMessages: t.withAuth({ loggedIn: true }).field({
    type: ReadReceiptType,
    description:
      'Marks these messages of the other member as seen; publishes a ReadReceipt and the new unread counts.',
    args: {
      roomId: t.arg.id({ required: true }),
      messages: t.arg.idList({ required: true }),
    },
    resolve: (_root, args, { deps, viewer }) =>
      readMessages(
        deps,
        viewer,
        parseInput(readMessagesSchema, { roomId: args.roomId, messages: args.messages }),
      ),
  }),
  createNewChatRoom: t.withAuth({ loggedIn: true }).field({
    type: ChatRoomType,
    description:
      'The one room of the viewer and that user (created on first call, returned after). Not with oneself.',
    args: { userId: t.arg.id({ required: true }) },
    resolve: (_root, args, { deps, viewer }) => openRoom(deps, viewer, args.userId),
  }),
  addAutoMessage: t.withAuth({ tutor: true }).field({
    type: AutoMessageType,
    description: 'Tutors only; at most 700 characters; at most 20 templates.',
    args: { message: t.arg.string({ required: true }) },
    resolve: (_root, args, { deps, viewer }) =>
      addAutoMessage(deps, viewer, parseInput(autoMessageSchema, args).message),
  }),
  deleteAutoMessage: t.withAuth({ loggedIn: true }).field({
    type: MutationResultType,
    description: 'Own templates only.',
    args: { msgId: t.arg.id({ required: true }) },
    resolve: async (_root, args, { deps, viewer }) => {
      await deleteAutoMessage(deps, viewer, args.msgId);
      return { success: true, message: MESSAGES.autoMessageRemoved };
    },
  }),
}));

builder.subscriptionFields((t) => ({
  messageSent: t.field({
    type: ChatMessageType,
    description: 'New messages of a room (members only; membership re-checked per event).',
    args: { roomId: t.arg.id({ required: true }) },
    subscribe: (_root, args, { deps, viewer }) => messageStream(deps, viewer, args.roomId),
    resolve: (message) => message,
  }),
  messagesRead: t.field({
    type: ReadReceiptType,
    description: 'Read receipts of a room (members only).',
    args: { roomId: t.arg.id({ required: true }) },
    subscribe: (_root, args, { deps, viewer }) => readReceiptStream(deps, viewer, args.roomId),
    resolve: (receipt) => receipt,
  }),
  unreadCountChanged: t.field({
    type: UnreadCountType,
    description: "The viewer's unread message counts whenever they change.",
    subscribe: (_root, _args, { deps, viewer }) => unreadCountStream(deps, viewer),
    resolve: (counts) => counts,
  }),
}));
