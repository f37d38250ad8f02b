/* eslint-disable */
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
import type { GetRoomMessagesQuery, GetRoomMessagesQueryVariables } from '../graphql';

export const GetRoomMessagesDocument = "query GetRoomMessages($roomId:ID!$before:ID$after:ID$limit:Int){getRoomMessages(roomId:$roomId before:$before after:$after limit:$limit){hasMore messages{...ChatMessageFields}}}fragment ChatMessageFields on ChatMessage{_id roomId owner{userId firstName lastName}msgType content createdAt seen privateFor replyId reply{_id owner{userId firstName lastName}msgType content}}" as unknown as DocumentNode<GetRoomMessagesQuery, GetRoomMessagesQueryVariables>;
