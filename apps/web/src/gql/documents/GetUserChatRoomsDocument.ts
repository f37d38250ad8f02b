/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetUserChatRoomsQuery, GetUserChatRoomsQueryVariables } from '../graphql';

export const GetUserChatRoomsDocument = "query GetUserChatRooms{getUserChatRooms{_id closed unReadMsgs updatedAt users{userId firstName lastName userAvatar country}lastMessage{...ChatMessageFields}}}fragment ChatMessageFields on ChatMessage{_id roomId owner{userId firstName lastName}msgType content createdAt seen privateFor replyId reply{_id owner{userId firstName lastName}msgType content}}" as unknown as DocumentNode<GetUserChatRoomsQuery, GetUserChatRoomsQueryVariables>;
